// Receives the one file of a multipart upload into a private temp file, checking as it streams:
// the magic bytes on the first chunk (a script or a web page stops there), and the 30 MB cap while
// the bytes arrive (the rest is never kept; a declared Content-Length over the cap is refused before
// the file's bytes are read at all). Nothing is buffered whole in memory.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { enforce, type LimitRule } from '../../lib/rate-limit'
import { createMedia, type MediaDeps, type MediaView } from './media.service'
import { MSG } from '../../../src/domain/messages'
import { AppError, badRequest } from '../../lib/errors'
import { MEDIA_LIMITS, SNIFF_BYTES, sniffImageType, type ImageType, type MediaKind } from './media.image'

export const FILE_FIELD = 'file'
// Room for the multipart envelope (boundaries, part headers, a few small fields) around the file.
const ENVELOPE_BYTES = 64 * 1024

export const MULTIPART_LIMITS = {
  fileSize: MEDIA_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 50,
} as const

const NOT_MULTIPART = 'Ảnh phải được gửi dạng multipart/form-data, trong trường "file".'

export const tooLarge = (fileName: string) => new AppError(413, 'image_too_large', MSG.imageTooLarge(fileName))
export const wrongType = (fileName: string) => new AppError(400, 'invalid_image_type', MSG.imageType(fileName))

/** The uploader's file name, safe to quote in a message: no folders, no control characters, short. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
  if (!clean) return 'của bạn'
  return clean.length > 80 ? `${clean.slice(0, 60)}…${clean.slice(-15)}` : clean
}

export interface ReceivedImage {
  /** Temp file holding the bytes as sent; remove with discard(). */
  path: string
  fileName: string
  type: ImageType
  bytes: number
  discard(): Promise<void>
}

/** Reads the first SNIFF_BYTES, refuses anything that is not jpeg/png/gif, counts the bytes. */
class ImageSniffer extends Transform {
  private head = Buffer.alloc(0)
  type: ImageType | null = null
  bytes = 0

  constructor(private readonly fileName: string) {
    super()
  }

  private decide(): Error | null {
    this.type = sniffImageType(this.head)
    return this.type ? null : wrongType(this.fileName)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)])
      if (this.head.length >= SNIFF_BYTES) {
        const error = this.decide()
        if (error) return callback(error)
      }
    }
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback): void {
    callback(this.type ? null : this.decide())
  }
}

type Parts = AsyncIterator<Multipart>

async function nextPart(parts: Parts): Promise<Multipart | undefined> {
  try {
    const { value, done } = await parts.next()
    return done ? undefined : value
  } catch (error) {
    // Malformed bodies (no boundary, cut short ...) and the parser's limits are the sender's fault.
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413 && (error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(MSG.imageTooManyFiles, 'too_many_files')
    throw badRequest(MSG.badRequest, 'invalid_multipart')
  }
}

/** After the one file: the rest of the body must hold no second file (fields are ignored). */
async function refuseMoreFiles(parts: Parts): Promise<void> {
  for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
    if (part.type === 'file') {
      part.file.resume()
      throw badRequest(MSG.imageTooManyFiles, 'too_many_files')
    }
  }
}

export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', NOT_MULTIPART)
  const parts: Parts = request.parts({ limits: MULTIPART_LIMITS })[Symbol.asyncIterator]()
  const first = await nextPart(parts)
  if (!first || first.type !== 'file' || first.fieldname !== FILE_FIELD) {
    if (first?.type === 'file') first.file.resume()
    throw badRequest(MSG.imageRequired, 'file_required')
  }
  const part: MultipartFile = first
  const fileName = displayName(part.filename)
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > MEDIA_LIMITS.maxBytes + ENVELOPE_BYTES) {
    part.file.destroy()
    throw tooLarge(fileName)
  }

  const file = path.join(os.tmpdir(), `viecvn-upload-${randomBytes(12).toString('hex')}`)
  const discard = () => fs.promises.rm(file, { force: true })
  const sniffer = new ImageSniffer(fileName)
  let overLimit = false
  // busboy stops passing bytes at the cap, flags the stream truncated and drops what follows
  part.file.once('limit', () => {
    overLimit = true
  })
  try {
    await pipeline(part.file, sniffer, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  } catch (error) {
    await discard()
    if (overLimit || part.file.truncated) throw tooLarge(fileName)
    if (error instanceof AppError) throw error
    throw badRequest(MSG.imageUnreadable(fileName), 'invalid_image')
  }
  if (overLimit || part.file.truncated) {
    await discard()
    throw tooLarge(fileName)
  }
  try {
    await refuseMoreFiles(parts)
  } catch (error) {
    await discard()
    throw error
  }
  return { path: file, fileName, type: sniffer.type!, bytes: sniffer.bytes, discard }
}

/** Uploads per person: enough for a 30-image post with retries, not for filling the disk. */
export const UPLOAD_LIMITS: Record<'burst' | 'hourly', LimitRule> = {
  burst: { name: 'media_upload_minute', limit: 40, windowSec: 60 },
  hourly: { name: 'media_upload_hour', limit: 150, windowSec: 3600 },
}

export const UPLOAD_DOC = 'multipart/form-data với đúng một tệp trong trường "file": jpeg, gif hoặc png, tối đa 30MB và 50 triệu điểm ảnh.'

/**
 * Lets the routes of the calling plugin receive uploads: the multipart parser with the image
 * limits, for that plugin's routes only (the app's 1 MB body limit stays in force elsewhere).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })
}

/** One image uploaded by a signed-in person: counted, checked while it streams, stored. */
export async function uploadImage(deps: MediaDeps, request: FastifyRequest, userId: number, kind: MediaKind): Promise<MediaView> {
  // counted before a byte of the body is read
  await enforce(deps.db, UPLOAD_LIMITS.burst, String(userId), MSG.imageUploadTooMany)
  await enforce(deps.db, UPLOAD_LIMITS.hourly, String(userId), MSG.imageUploadTooMany)
  return createMedia(deps, userId, await receiveImage(request), kind)
}
