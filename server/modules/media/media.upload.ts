// Receives the one file of a multipart upload into a private temp file, checking as it streams:
// the magic bytes on the first chunk (a script, a web page or a program stops there), and the size
// cap while the bytes arrive (the rest is never kept; a declared Content-Length over the cap is
// refused before the file's bytes are read at all). Nothing is buffered whole in memory. What is
// accepted is a policy: images (jpeg, gif, png, 30 MB) for the media routes, documents (pdf, jpeg,
// png, 5 MB) for an organisation's licence documents.
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
import { API_MSG } from '../../../src/domain/api-messages'
import { IMAGE_MSG } from '../../../src/domain/image-messages'
import { LICENCE_DOCUMENTS, LICENCE_MSG, type LicenceDocumentType } from '../../../src/domain/organizations/documents'
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

export const tooLarge = (fileName: string) => new AppError(413, 'image_too_large', IMAGE_MSG.imageTooLarge(fileName))
export const wrongType = (fileName: string) => new AppError(400, 'invalid_image_type', IMAGE_MSG.imageType(fileName))

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

/** What one kind of upload accepts, and how a refusal is worded. */
export interface UploadPolicy<T extends string> {
  maxBytes: number
  /** Bytes the sniffer needs to decide. */
  sniffBytes: number
  /** The real type from the first bytes, or null to refuse the file. */
  sniff(head: Buffer): T | null
  tooLarge(fileName: string): AppError
  wrongType(fileName: string): AppError
  unreadable(fileName: string): AppError
  required: string
  tooManyFiles: string
  notMultipart: string
}

export const IMAGE_POLICY: UploadPolicy<ImageType> = {
  maxBytes: MEDIA_LIMITS.maxBytes,
  sniffBytes: SNIFF_BYTES,
  sniff: sniffImageType,
  tooLarge,
  wrongType,
  unreadable: (fileName) => badRequest(IMAGE_MSG.imageUnreadable(fileName), 'invalid_image'),
  required: IMAGE_MSG.imageRequired,
  tooManyFiles: IMAGE_MSG.imageTooManyFiles,
  notMultipart: NOT_MULTIPART,
}

const DOCUMENT_SIGNATURES: Array<{ type: LicenceDocumentType; bytes: number[] }> = [
  // "%PDF-": the header the PDF standard puts at the start of the file
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** A licence document's real type by its magic bytes (whatever its name or Content-Type says), or null. */
export function sniffDocumentType(head: Buffer): LicenceDocumentType | null {
  for (const { type, bytes } of DOCUMENT_SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type
  }
  return null
}

/** Licence documents of an organisation: a PDF scan or a JPG/PNG photo, 5 MB at most. */
export const DOCUMENT_POLICY: UploadPolicy<LicenceDocumentType> = {
  maxBytes: LICENCE_DOCUMENTS.maxBytes,
  sniffBytes: 8,
  sniff: sniffDocumentType,
  tooLarge: (fileName) => new AppError(413, 'document_too_large', LICENCE_MSG.tooLarge(fileName)),
  wrongType: (fileName) => new AppError(400, 'invalid_document_type', LICENCE_MSG.wrongType(fileName)),
  unreadable: (fileName) => new AppError(400, 'invalid_document', LICENCE_MSG.wrongType(fileName)),
  required: LICENCE_MSG.required,
  tooManyFiles: LICENCE_MSG.tooManyFiles,
  notMultipart: LICENCE_MSG.notMultipart,
}

export interface ReceivedFile<T extends string> {
  /** Temp file holding the bytes as sent; remove with discard(). */
  path: string
  fileName: string
  type: T
  bytes: number
  discard(): Promise<void>
}
export type ReceivedImage = ReceivedFile<ImageType>

/** Reads the first sniffBytes, refuses what the policy does not recognise, counts the bytes. */
class Sniffer<T extends string> extends Transform {
  private head = Buffer.alloc(0)
  type: T | null = null
  bytes = 0

  constructor(
    private readonly policy: UploadPolicy<T>,
    private readonly fileName: string,
  ) {
    super()
  }

  private decide(): Error | null {
    this.type = this.policy.sniff(this.head)
    return this.type ? null : this.policy.wrongType(this.fileName)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.policy.sniffBytes)])
      if (this.head.length >= this.policy.sniffBytes) {
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

async function nextPart(parts: Parts, tooManyFiles: string): Promise<Multipart | undefined> {
  try {
    const { value, done } = await parts.next()
    return done ? undefined : value
  } catch (error) {
    // Malformed bodies (no boundary, cut short ...) and the parser's limits are the sender's fault.
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413 && (error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(tooManyFiles, 'too_many_files')
    throw badRequest(API_MSG.badRequest, 'invalid_multipart')
  }
}

/** After the one file: the rest of the body must hold no second file (fields are ignored). */
async function refuseMoreFiles(parts: Parts, tooManyFiles: string): Promise<void> {
  for (let part = await nextPart(parts, tooManyFiles); part; part = await nextPart(parts, tooManyFiles)) {
    if (part.type === 'file') {
      part.file.resume()
      throw badRequest(tooManyFiles, 'too_many_files')
    }
  }
}

const UPLOAD_PREFIX = 'viecvn-upload-'

/**
 * Removes temporary upload files older than maxAgeMs, left by a server that died mid-upload (a
 * running upload's file is seconds old; the server runs this at start). Returns how many went.
 */
export async function sweepStaleUploads(maxAgeMs = 3_600_000, dir = os.tmpdir()): Promise<number> {
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith(UPLOAD_PREFIX))
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (stat?.isFile() && Date.now() - stat.mtimeMs > maxAgeMs) {
      await fs.promises.rm(file, { force: true })
      removed += 1
    }
  }
  return removed
}

/** The one file of a multipart upload, checked against the policy as it streams into a temp file. */
export async function receiveFile<T extends string>(request: FastifyRequest, policy: UploadPolicy<T>): Promise<ReceivedFile<T>> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', policy.notMultipart)
  const parts: Parts = request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: policy.maxBytes } })[Symbol.asyncIterator]()
  const first = await nextPart(parts, policy.tooManyFiles)
  if (!first || first.type !== 'file' || first.fieldname !== FILE_FIELD) {
    if (first?.type === 'file') first.file.resume()
    throw badRequest(policy.required, 'file_required')
  }
  const part: MultipartFile = first
  const fileName = displayName(part.filename)
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > policy.maxBytes + ENVELOPE_BYTES) {
    part.file.destroy()
    throw policy.tooLarge(fileName)
  }

  const file = path.join(os.tmpdir(), `${UPLOAD_PREFIX}${randomBytes(12).toString('hex')}`)
  const discard = () => fs.promises.rm(file, { force: true })
  const sniffer = new Sniffer(policy, fileName)
  let overLimit = false
  // busboy stops passing bytes at the cap, flags the stream truncated and drops what follows
  part.file.once('limit', () => {
    overLimit = true
  })
  try {
    await pipeline(part.file, sniffer, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  } catch (error) {
    await discard()
    if (overLimit || part.file.truncated) throw policy.tooLarge(fileName)
    if (error instanceof AppError) throw error
    throw policy.unreadable(fileName)
  }
  if (overLimit || part.file.truncated) {
    await discard()
    throw policy.tooLarge(fileName)
  }
  try {
    await refuseMoreFiles(parts, policy.tooManyFiles)
  } catch (error) {
    await discard()
    throw error
  }
  return { path: file, fileName, type: sniffer.type!, bytes: sniffer.bytes, discard }
}

export const receiveImage = (request: FastifyRequest): Promise<ReceivedImage> => receiveFile(request, IMAGE_POLICY)

/** Uploads per person: enough for a 30-image post with retries, not for filling the disk. */
export const UPLOAD_LIMITS: Record<'burst' | 'hourly', LimitRule> = {
  burst: { name: 'media_upload_minute', limit: 40, windowSec: 60 },
  hourly: { name: 'media_upload_hour', limit: 150, windowSec: 3600 },
}

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
  await enforce(deps.db, UPLOAD_LIMITS.burst, String(userId), IMAGE_MSG.imageUploadTooMany)
  await enforce(deps.db, UPLOAD_LIMITS.hourly, String(userId), IMAGE_MSG.imageUploadTooMany)
  return createMedia(deps, userId, await receiveImage(request), kind)
}
