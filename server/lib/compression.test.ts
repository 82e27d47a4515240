// The API's answers compressed: zstd, brotli or gzip as the browser takes them, in one call with
// their length, and nothing compressed that is small or that the browser did not accept.
import zlib from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installCompression } from './compression'

const listing = { success: true, data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Nhân viên kinh doanh ${i}`, city: 'Hồ Chí Minh' })) }
const app = Fastify()
beforeAll(async () => {
  await installCompression(app)
  app.get('/listing', async () => listing)
  app.get('/small', async () => ({ success: true, data: 1 }))
  app.get('/varied', async (_request, reply) => reply.header('vary', 'cookie').send(listing))
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(`<p>${'Việc làm tốt '.repeat(200)}</p>`))
  await app.ready()
})
afterAll(() => app.close())

const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

describe('compressed answers', () => {
  it('sends a JSON answer as zstd with its length when the browser takes it, else as brotli', async () => {
    for (const [accepted, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'zstd', zlib.zstdDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await get('/listing', accepted)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toBe('accept-encoding')
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(listing).length / 3)
      expect(JSON.parse(decompress(res.rawPayload).toString())).toEqual(listing)
    }
  })

  it('keeps a Vary the route set, adding Accept-Encoding', async () => {
    const res = await get('/varied', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('cookie, accept-encoding')
  })

  it('sends gzip when brotli is refused, compresses HTML too, and leaves small or unaccepted answers as they are', async () => {
    const gzip = await get('/listing', 'gzip, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(listing)
    const page = await get('/page', 'br')
    expect(page.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('Việc làm tốt')
    const small = await get('/small', 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ success: true, data: 1 })
    for (const res of [await get('/listing'), await get('/listing', 'identity')]) {
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.json()).toEqual(listing)
    }
  })
})
