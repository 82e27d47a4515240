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
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { MSG } from '../../../src/domain/messages'
import { AppError, badRequest } from '../../lib/errors'
import { MEDIA_LIMITS, SNIFF_BYTES, sniffImageType, type ImageType } from './media.image'

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

async function firstPart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file({ limits: MULTIPART_LIMITS, throwFileSizeLimit: true })
  } catch (error) {
    // Malformed bodies (no boundary, cut short ...) and the parser's limits are the sender's fault.
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413 && (error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(MSG.imageTooManyFiles, 'too_many_files')
    throw badRequest(MSG.badRequest, 'invalid_multipart')
  }
}

export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', NOT_MULTIPART)
  const part = await firstPart(request)
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.resume()
    throw badRequest(MSG.imageRequired, 'file_required')
  }
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
  return { path: file, fileName, type: sniffer.type!, bytes: sniffer.bytes, discard }
}
