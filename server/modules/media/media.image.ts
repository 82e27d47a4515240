// Image checks and encoding with sharp. Nothing a person uploads is stored as sent: the real type is
// read from the magic bytes, the picture is decoded under a pixel cap, turned upright by its EXIF
// orientation and re-encoded without any metadata (EXIF, GPS, XMP, ICC are dropped).
import sharp from 'sharp'
import { IMAGE_WIDTHS, LIMITS } from '../../../src/domain/constants'
import { SERVED_WIDTHS } from '../../../src/domain/contract/media'

// libvips keeps recently opened files open; uploads are read from short-lived temp files, which must
// really go away when they are deleted.
sharp.cache({ files: 0 })

export type ImageType = 'jpeg' | 'png' | 'gif'
/**
 * What an upload is for (docs/decisions/0032-sessions-and-private-files.md): `avatar` and `image`
 * (a job post's pictures) are public; `chat` (a picture sent in a conversation) is private, served
 * only through a signed, short-lived URL.
 */
/** `logo`: an organisation's logo, square like an avatar (docs/decisions/0050-organization-logos.md). */
export type MediaKind = 'avatar' | 'image' | 'chat' | 'logo'
export type OutputFormat = 'webp' | 'jpeg'

export const MEDIA_LIMITS = {
  maxBytes: LIMITS.imageMaxBytes,
  /** Decoded size cap: 50 megapixels covers phone cameras and stops decompression bombs. */
  maxInputPixels: 50_000_000,
  /** Masters of ordinary images keep at most this many pixels on the long side (SPEC 9 serves up to 1024). */
  masterMaxSide: 2048,
  masterQuality: 90,
  avatarSize: LIMITS.avatarCrop,
} as const

/** SPEC 9: sizes 16 ... 384 and device widths 800, 1024. */
export { SERVED_WIDTHS }
/** Qualities a URL may ask for (a free 1-100 would let anyone fill the disk with variants). */
export const SERVED_QUALITIES: readonly number[] = [25, 50, IMAGE_WIDTHS.quality, 90, 100]

/** The next allowed width at or above w (the largest when w is above them all). */
export const snapWidth = (w: number): number => SERVED_WIDTHS.find((allowed) => allowed >= w) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1]
export const snapQuality = (q: number): number => SERVED_QUALITIES.find((allowed) => allowed >= q) ?? 100

const SIGNATURES: Array<{ type: ImageType; bytes: number[][] }> = [
  { type: 'jpeg', bytes: [[0xff, 0xd8, 0xff]] },
  { type: 'png', bytes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  {
    type: 'gif',
    bytes: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
]
/** Bytes needed to tell the types apart. */
export const SNIFF_BYTES = 8

/** The image type by magic bytes, or null for anything else (whatever its name or Content-Type says). */
export function sniffImageType(head: Buffer): ImageType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (bytes.some((signature) => head.length >= signature.length && signature.every((b, i) => head[i] === b))) return type
  }
  return null
}

export type RejectReason = 'type' | 'unreadable' | 'pixels'

export class ImageRejected extends Error {
  constructor(readonly reason: RejectReason) {
    super(`image rejected: ${reason}`)
  }
}

const reasonOf = (error: unknown): RejectReason =>
  error instanceof ImageRejected ? error.reason : /pixel limit/i.test(String((error as Error)?.message)) ? 'pixels' : 'unreadable'

const inputOptions = {
  limitInputPixels: MEDIA_LIMITS.maxInputPixels,
  sequentialRead: true,
  // 'error' and not the default 'warning': many camera and editor files carry harmless warnings
  failOn: 'error',
} as const

export interface EncodedImage {
  data: Buffer
  width: number
  height: number
}

/**
 * Decodes the upload and encodes the stored master (WebP, no metadata): an avatar square-cropped to
 * 300x300, any other image upright and at most masterMaxSide on its long side. Throws ImageRejected.
 */
export async function encodeMaster(input: string | Buffer, kind: MediaKind, expected: ImageType): Promise<EncodedImage> {
  try {
    // The header alone tells the declared size: a 20000x20000 "image" is refused before decoding.
    const meta = await sharp(input, inputOptions).metadata()
    if (meta.format !== expected) throw new ImageRejected('type')
    if (!meta.width || !meta.height) throw new ImageRejected('unreadable')
    if (meta.width * meta.height > MEDIA_LIMITS.maxInputPixels) throw new ImageRejected('pixels')

    let pipeline = sharp(input, inputOptions).autoOrient()
    pipeline =
      kind === 'avatar' || kind === 'logo'
        ? pipeline.resize(MEDIA_LIMITS.avatarSize, MEDIA_LIMITS.avatarSize, { fit: 'cover', position: 'centre' })
        : pipeline.resize(MEDIA_LIMITS.masterMaxSide, MEDIA_LIMITS.masterMaxSide, { fit: 'inside', withoutEnlargement: true })
    // sharp writes no metadata unless asked (keepMetadata/withMetadata), and converts to sRGB
    const { data, info } = await pipeline.webp({ quality: MEDIA_LIMITS.masterQuality }).toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw new ImageRejected(reasonOf(error))
  }
}

export interface VariantRequest {
  width: number
  quality: number
  rotation: number
  format: OutputFormat
}

/** One served size of a master: rotated, scaled down (never up), WebP or JPEG (on white). */
export async function renderVariant(master: Buffer, request: VariantRequest): Promise<Buffer> {
  let pipeline = sharp(master, { failOn: 'error' })
  if (request.rotation) pipeline = pipeline.rotate(request.rotation)
  pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true })
  return request.format === 'webp'
    ? pipeline.webp({ quality: request.quality }).toBuffer()
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: request.quality, mozjpeg: true }).toBuffer()
}

/** Runs at most max tasks at once (decoding is memory-hungry); the others wait their turn. */
export function createLimiter(max: number) {
  let active = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++
    else await new Promise<void>((resolve) => waiting.push(resolve)) // the finishing task hands its slot over
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
