// How the API's answers are compressed. @fastify/compress does it all (negotiation, gzip, streams,
// files that were not precompressed), with one exception in front of it: a JSON answer of up to
// 128 KB that the browser takes as brotli (a listing page is about 12 KB) is compressed in libuv's
// thread pool instead of in one synchronous call on the event loop, so the 0.3 ms of a listing's
// compression runs on the other core while the loop answers the next request
// (docs/decisions/0058-page-render-worker.md, "Compression off the loop").
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)

/** Quality 4 keeps dynamic answers fast; the build precompresses static files at 11. */
const QUALITY = 4
/** Smaller answers go as they are (a packet's worth gains little). */
const MIN_BYTES = 1024
/** A larger buffered answer is streamed by @fastify/compress. */
const MAX_BUFFERED_BYTES = 128 * 1024

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim())
    if (name !== 'br') return false
    const q = params.find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  // app-level onSend hooks run before @fastify/compress's (a route's own), which leaves an answer
  // that has a Content-Encoding as it is
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json') || !acceptsBrotli(request.headers['accept-encoding'])) return payload
    const size = Buffer.byteLength(payload)
    if (size < MIN_BYTES || size > MAX_BUFFERED_BYTES) return payload
    const body = await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } })
    const vary = reply.getHeader('vary')
    if (!vary) reply.header('vary', 'accept-encoding')
    else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`)
    reply.header('content-encoding', 'br').header('content-length', body.length)
    return body
  })
  await app.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY } },
    // other answers up to 128 KB (gzip, HTML) are compressed in one call and sent in one write with
    // their length; the stream path (the default above 8 KB on two cores) cost the listing about a
    // millisecond of CPU per request in chunks and socket writes
    syncThreshold: MAX_BUFFERED_BYTES,
  })
}
