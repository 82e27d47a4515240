// How the API's answers are compressed: @fastify/compress (negotiation, zstd, brotli or gzip,
// streams, files that were not precompressed), a buffered answer in one synchronous call.
// An async `zlib.brotliCompress` in libuv's thread pool was tried for JSON answers and taken back:
// each call cost about ten times the CPU of the synchronous one (a thread's wake-up, the encoder's
// memory allocated and returned on another thread), and the loop itself spent more on the hand-over
// than on the compression (docs/decisions/0058-page-render-worker.md, "Compression off the loop (taken back)").
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import zlib from 'node:zlib'

/**
 * Brotli's quality for answers made per request (the build precompresses static files at 11): on a
 * listing page (12.4 KB of JSON) quality 3 takes 0.12 ms against 4's 0.17 ms for 2 % more bytes
 * (2,972 against 2,920).
 */
const QUALITY = 3
/**
 * Preferred first when a browser takes several (Chromium and Firefox send zstd over HTTPS): zstd at
 * its default level 3 makes a listing page (12.3-12.8 KB of JSON) as small as brotli quality 3 does
 * (2,763-3,384 bytes against 2,769-3,380) in 39-45 µs against 66-75 µs (Node 24, one core).
 */
const ENCODINGS: Array<'zstd' | 'br' | 'gzip'> = ['zstd', 'br', 'gzip']
/** Smaller answers go as they are (a packet's worth gains little). */
const MIN_BYTES = 1024
/** Up to this size a buffered answer is compressed in one call; a larger one is streamed. */
const MAX_BUFFERED_BYTES = 128 * 1024

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ENCODINGS,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY } },
    // answers up to 128 KB are compressed in one call and sent in one write with their length; the
    // stream path (the default above 8 KB on two cores) cost the listing about a millisecond of CPU
    // per request in chunks and socket writes
    syncThreshold: MAX_BUFFERED_BYTES,
  })
}
