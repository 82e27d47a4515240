// The readable log lines of development, and the request ids.
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { readableLine, readableLines, requestId } from './logging'

const at = new Date(2026, 0, 2, 9, 5, 7).getTime()

describe('readable lines', () => {
  it('shows a request as time, level, method, URL, status, milliseconds and id', () => {
    const json = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', reqId: 'a1b2', req: { method: 'GET', url: '/job/v1/common/footer', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 }, responseTime: 3.62, msg: 'request completed' })
    expect(readableLine(json)).toBe('09:05:07 info  GET /job/v1/common/footer 200 4ms a1b2')
  })

  it('shows other lines with their message, fields and an error stack under them', () => {
    expect(readableLine(JSON.stringify({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:3000' }))).toBe('09:05:07 info  Server listening at http://127.0.0.1:3000')
    const error = JSON.stringify({ level: 50, time: at, reqId: 'x9', collector: 'queue', err: { type: 'Error', message: 'down', stack: 'Error: down\n    at f (a.ts:1:1)' }, msg: 'unhandled error' })
    expect(readableLine(error)).toBe('09:05:07 error unhandled error x9 collector=queue\n  Error: down\n      at f (a.ts:1:1)')
    expect(readableLine(JSON.stringify({ level: 40, time: at, msg: 'not ready', checks: { database: 'timeout' } }), true)).toBe(
      '09:05:07 \u001b[33mwarn \u001b[39m not ready checks={"database":"timeout"}',
    )
    expect(readableLine('not json')).toBe('not json')
  })

  it('writes each line of a chunk', () => {
    const written: string[] = []
    const destination = readableLines({ write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream)
    destination.write(`${JSON.stringify({ level: 30, time: at, msg: 'a' })}\n${JSON.stringify({ level: 30, time: at, msg: 'b' })}\n`)
    expect(written).toEqual(['09:05:07 info  a\n', '09:05:07 info  b\n'])
  })
})

describe('request ids', () => {
  const withHeader = (value?: string | string[]) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage
  it('keeps a plain token and makes 16 hex digits otherwise', () => {
    expect(requestId(withHeader('edge-42.abc:1'))).toBe('edge-42.abc:1')
    for (const bad of [undefined, '', 'có dấu', 'x'.repeat(129), ['a', 'b']]) expect(requestId(withHeader(bad))).toMatch(/^[0-9a-f]{16}$/)
  })
  it('gives every request of a process its own id', () => {
    const ids = Array.from({ length: 1000 }, () => requestId(withHeader()))
    expect(new Set(ids).size).toBe(1000)
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(1)
  })
})
