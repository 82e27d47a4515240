// Hostile input the outside review found answered with a 500, in English or outside the envelope.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../src/domain/messages'
import { createTestContext, createTestUser, type TestContext, type TestUser } from '../testing'
import { INPUT_MSG, MAX_JSON_DEPTH, MAX_URL_LENGTH, findBadInput, jsonTooDeep } from './input-guard'

let t: TestContext
let user: TestUser
let jobId: number
let port: number

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 10 } })
  user = await createTestUser(t.db)
  const [job] = await t.db.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 1')
  jobId = Number(job.id)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
afterAll(() => t.close())

const json = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

const expectEnvelope = (res: { statusCode: number; json(): { success: boolean; error: { message: string } } }, status: number) => {
  expect(res.statusCode).toBe(status)
  const body = res.json()
  expect(body.success).toBe(false)
  expect(body.error.message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i)
}

/** Raw HTTP over a socket: the status line, the body, and whether the server closed the connection. */
function raw(request: string, body?: string): Promise<{ head: string; body: string; closedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n')
      resolve({ head, body: rest.join('\r\n\r\n'), closedMs: Date.now() - started })
    })
    socket.write(request)
    if (body) socket.write(body)
    setTimeout(() => socket.destroy(), 10_000)
  })
}

describe('control characters, lone surrogates and non-finite numbers', () => {
  it('finds the first bad value and names its field', () => {
    expect(findBadInput({ a: 'ok', b: [{ c: 'x\u0000' }] })?.field).toBe('b[0].c')
    expect(findBadInput({ note: 'dòng 1\ndòng 2\tcột' })).toBeNull()
    expect(findBadInput({ note: 'emoji 😀 ok' })).toBeNull()
    expect(findBadInput({ note: 'lẻ \ud83d' })?.field).toBe('note')
    expect(findBadInput({ n: Infinity })?.message).toBe(INPUT_MSG.notFinite('n'))
  })

  it('answers a NUL byte in a public form with 400 naming the field, and stores nothing', async () => {
    const res = await json('POST', `/job/v1/classifieds/${jobId}/reports`, JSON.stringify({ reason: 'fee', note: 'a\u0000b' }))
    expectEnvelope(res, 400)
    expect(res.json().error.message).toBe(INPUT_MSG.badText('note'))
    expect(await t.db.query('SELECT 1 FROM job_reports WHERE job_id = $1', [jobId])).toHaveLength(0)
  })

  it('refuses control characters in a query string and a lone surrogate in a signed-in body', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/job/v1/classifieds/listing?q=k%E1%BA%BF%01toan' }), 400)
    const res = await json('PUT', '/identity/v1/full-name', '{"full_name":"Lan \\ud800"}', user.token)
    expectEnvelope(res, 400)
    expect(res.json().error.message).toBe(INPUT_MSG.badText('full_name'))
  })
})

describe('JSON nested too deep (issue 35 item 9)', () => {
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

  it('measures the nesting of the raw text, not counting brackets inside strings', () => {
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(jsonTooDeep(`{"a":{"b":[{"c":1}]}}`, 4)).toBe(false)
    expect(jsonTooDeep(`{"a":{"b":[{"c":1}]}}`, 3)).toBe(true)
    expect(jsonTooDeep(JSON.stringify({ note: '[[[[{{{{'.repeat(100), quoted: '\\"[[[[[[' }), 2)).toBe(false)
    expect(jsonTooDeep(`[1,[2],[3],[4,[5]]]`, 3)).toBe(false)
  })

  it("answers the review's body (7,000 levels, anonymous login) with 400 before reading it", async () => {
    const res = await json('POST', '/identity/v1/login', `{"phone":${arrays(7000)},"password":"x"}`)
    expectEnvelope(res, 400)
    expect(res.json().error).toEqual({ code: 'json_too_deep', message: INPUT_MSG.tooDeep })
    // one level over the limit, in objects, signed in
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`
    expect((await json('PUT', '/identity/v1/full-name', objects, user.token)).json().error.code).toBe('json_too_deep')
  })

  it('reads a body at the limit as usual, and JSON with other problems as before', async () => {
    const res = await json('POST', '/identity/v1/login', `{"phone":${arrays(MAX_JSON_DEPTH - 1)},"password":"x"}`)
    expectEnvelope(res, 400)
    expect(res.json().error.code).toBe('validation_error')
    expect((await json('POST', '/identity/v1/login', '{"phone":[[')).json().error.code).toBe('fst_err_ctp_invalid_json_body')
    expect((await json('POST', '/identity/v1/login', '')).json().error.code).toBe('fst_err_ctp_empty_json_body')
    expect((await json('POST', '/identity/v1/login', '{"__proto__":{"x":1}}')).statusCode).toBe(400)
  })

  it('leaves room for every body of the contract', async () => {
    interface Schema {
      properties?: Record<string, Schema>
      items?: Schema
    }
    const depth = (schema: Schema | undefined): number =>
      !schema || (!schema.properties && !schema.items)
        ? 0
        : 1 + Math.max(0, depth(schema.items), ...Object.values(schema.properties ?? {}).map(depth))
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>
    }
    const depths = Object.values(spec.paths).flatMap((methods) => Object.values(methods).map((op) => depth(op.requestBody?.content?.['application/json']?.schema)))
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3)
    expect(Math.max(...depths)).toBeLessThanOrEqual(MAX_JSON_DEPTH / 2)
  })
})

describe('types are what they say (no coercion of bodies)', () => {
  it('refuses a boolean or a number where a string is expected instead of storing "true"', async () => {
    for (const value of ['true', '123', '1e309']) {
      const res = await json('PUT', '/identity/v1/full-name', `{"full_name":${value}}`, user.token)
      expectEnvelope(res, 400)
    }
    const [row] = await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE id = $1', [user.id])
    expect(row.full_name).toBe('Người dùng thử')
  })

  it('refuses a number JSON turns into Infinity', async () => {
    const res = await json('POST', '/tracking/v1/favorites', '{"classified_id":1e309}', user.token)
    expectEnvelope(res, 400)
  })

  it('still reads numbers from the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/job/v1/classifieds/listing?city_id=1&limit=5' })
    expect(res.statusCode).toBe(200)
  })
})

describe('every refusal in the envelope, in Vietnamese', () => {
  it('a malformed percent-encoding in the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/job/v1/classifieds/%E0%A4%A' })
    expectEnvelope(res, 400)
    expect(res.json().error.code).toBe('fst_err_bad_url')
  })

  it('a URL too long: 414; a path parameter too long matches no route: 404', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: `/listing/v1/classifieds/${'1'.repeat(600)}/job` }), 404)
    expectEnvelope(await t.app.inject({ method: 'GET', url: `/job/v1/classifieds/listing?q=${'a'.repeat(MAX_URL_LENGTH)}` }), 414)
  })

  it('a request line longer than the HTTP parser takes: 431, and the connection is closed', async () => {
    const res = await raw(`GET /job/v1/classifieds/listing?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(res.head).toMatch(/^HTTP\/1\.1 431/)
    expect(JSON.parse(res.body)).toEqual({ success: false, error: { code: 'headers_too_large', message: 'Đường dẫn hoặc tiêu đề của yêu cầu quá dài.' } })
  })

  it('a body over the limit: 413 in the envelope, and the connection is closed at once', async () => {
    const res = await raw(
      `POST /job/v1/classifieds/${jobId}/reports HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`,
      '{"reason":"fee","note":"' + 'x'.repeat(1000),
    )
    expect(res.head).toMatch(/^HTTP\/1\.1 413/)
    expect(res.head.toLowerCase()).toContain('connection: close')
    expect(JSON.parse(res.body).error.message).toBe('Nội dung gửi lên quá lớn.')
    expect(res.closedMs).toBeLessThan(5_000)
  })

  it('an unknown API path and a wrong method stay 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/job/v1/khong-co' })
    expect(res.json()).toEqual({ success: false, error: { code: 'not_found', message: MSG.notFound } })
  })
})
