// The media service: stores checked, re-encoded images for their owner, rotates and deletes them
// (owner only: another person's id is answered exactly like a missing one), and serves the sizes of
// SPEC 9, each generated once and then kept in the storage.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Media } from '../../../src/domain/contract/media'
import { mediaPaths } from '../../../src/domain/contract/media.paths'
import type { Queryable } from '../../db/client'
import type { MediaRow as MediaTableRow } from '../../db/rows'
import type { Env } from '../../env'
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors'
import { IMAGE_MSG } from '../../../src/domain/image-messages'
import {
  createLimiter,
  encodeMaster,
  ImageRejected,
  MEDIA_LIMITS,
  renderVariant,
  type MediaKind,
  type OutputFormat,
} from './media.image'
import { fileStorage, type MediaStorage } from './media.storage'
import type { ReceivedImage } from './media.upload'

/** where the files are served: the file operation's path without its :name */
export const FILES_PATH = mediaPaths.file.path.slice(0, -':name'.length)

export type { MediaStorage }

/**
 * The store of private files (an organisation's licence documents): like the media, on local disk
 * in a folder no public route serves (DOCUMENTS_DIR) or in the shared database's own bucket.
 */
export const privateStorage = (db: Queryable, env: Pick<Env, 'documentsDir' | 'fileStorage'>): MediaStorage =>
  fileStorage(db, env, 'documents', env.documentsDir)

export interface MediaDeps {
  db: Queryable
  storage: MediaStorage
  /** MEDIA_PUBLIC_URL, or '' for URLs relative to the API. */
  publicBase: string
  /** Signs the URLs of private files (UPLOAD_SIGNING_SECRET, shared by every instance). */
  secret: string
}

/** An image as the API answers it (the media contract's Media). */
export type MediaView = Media

/** The service's dependencies from the app's (the store FILE_STORAGE names unless a storage is given). */
export const createMediaDeps = (
  db: Queryable,
  env: Pick<Env, 'mediaDir' | 'mediaPublicUrl' | 'uploadSigningSecret' | 'fileStorage'>,
  storage?: MediaStorage,
): MediaDeps => ({
  db,
  storage: storage ?? fileStorage(db, env, 'media', env.mediaDir),
  publicBase: env.mediaPublicUrl ?? '',
  secret: env.uploadSigningSecret,
})

type MediaRow = Pick<MediaTableRow, 'id' | 'storage_key' | 'width' | 'height' | 'rotation'> & { kind: MediaKind }
const MEDIA_COLUMNS = 'id, kind, storage_key, width, height, rotation'

// ---------------------------------------------------------------------------------------------
// Private files (docs/decisions/0032-sessions-and-private-files.md)

/** Kinds served only with a valid signature; every other kind is public. */
export const PRIVATE_KINDS: ReadonlySet<MediaKind> = new Set(['chat'])

/**
 * A signed URL lives at least minValidSec and at most minValidSec + stepSec: the expiry is rounded
 * up to a step, so a picture shown again within the step has the same URL and comes from the
 * browser's cache.
 */
export const FILE_SIGNATURE = { minValidSec: 3600, stepSec: 1800 } as const
// Domain separation: this secret's MACs also sign organisation uploads (documents.ts).
const FILE_MAC_CONTEXT = 'viecvn/media-file/v1'

const fileMac = (secret: string, key: string, exp: number) => createHmac('sha256', secret).update(`${FILE_MAC_CONTEXT}\n${key}\n${exp}`).digest('base64url')

/** The URL of a stored file with `exp` and `sig` for the key it names, or the URL unchanged if it names none. */
export function signFileUrl(secret: string, url: string, now = Date.now()): string {
  const key = storageKeyOf(url)
  if (!key) return url
  const { minValidSec, stepSec } = FILE_SIGNATURE
  const exp = Math.ceil((now / 1000 + minValidSec) / stepSec) * stepSec
  return `${url.split(/[?#]/)[0]}?exp=${exp}&sig=${fileMac(secret, key, exp)}`
}

/** Whether exp and sig sign this key and have not expired. */
export function validFileSignature(secret: string, key: string, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (exp === undefined || sig === undefined || exp * 1000 <= now) return false
  const expected = Buffer.from(fileMac(secret, key, exp))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What a person's browser may load for a stored picture URL: private ones signed, public ones as they are. */
export function viewableUrl(deps: Pick<MediaDeps, 'secret'>, url: string, kind: MediaKind, now = Date.now()): string {
  return PRIVATE_KINDS.has(kind) ? signFileUrl(deps.secret, url, now) : url
}

/** A stored URL without the signature it may have been given with (what a message keeps). */
export const unsignedUrl = (url: string) => url.split(/[?#]/)[0]

// Two decodes at a time per instance: a 50-megapixel decode takes about 200 MB of memory.
const runImageTask = createLimiter(2)

const masterKey = (key: string) => `masters/${key}.webp`
const variantPrefix = (key: string) => `variants/${key}/`
const newStorageKey = () => randomBytes(16).toString('hex')

/** Public file name of a media: its random key, plus the rotation when it has one. */
export const fileName = (key: string, rotation: number) => (rotation ? `${key}-r${rotation}` : key)
const FILE_NAME = /^([0-9a-f]{32})(?:-r(90|180|270))?$/

export function parseFileName(name: string): { key: string; rotation: number } | null {
  const match = FILE_NAME.exec(name)
  return match ? { key: match[1], rotation: Number(match[2] ?? 0) } : null
}

export const mediaUrl = (deps: Pick<MediaDeps, 'publicBase'>, key: string, rotation: number) =>
  `${deps.publicBase}${FILES_PATH}${fileName(key, rotation)}`

function view(deps: MediaDeps, row: MediaRow): MediaView {
  const sideways = row.rotation === 90 || row.rotation === 270
  return {
    id: row.id,
    url: viewableUrl(deps, mediaUrl(deps, row.storage_key, row.rotation), row.kind),
    width: sideways ? row.height : row.width,
    height: sideways ? row.width : row.height,
  }
}

function rejection(error: ImageRejected, fileName: string): AppError {
  switch (error.reason) {
    case 'pixels':
      return badRequest(IMAGE_MSG.imagePixels(fileName, MEDIA_LIMITS.maxInputPixels / 1_000_000), 'image_too_many_pixels')
    case 'type':
      return badRequest(IMAGE_MSG.imageType(fileName), 'invalid_image_type')
    default:
      return badRequest(IMAGE_MSG.imageUnreadable(fileName), 'invalid_image')
  }
}

/** Decodes, re-encodes and stores an upload for its owner. The temp file is always removed. */
export async function createMedia(deps: MediaDeps, userId: number, upload: ReceivedImage, kind: MediaKind): Promise<MediaView> {
  let encoded
  try {
    encoded = await runImageTask(() => encodeMaster(upload.path, kind, upload.type))
  } catch (error) {
    if (error instanceof ImageRejected) throw rejection(error, upload.fileName)
    throw error
  } finally {
    await upload.discard()
  }
  const key = newStorageKey()
  await deps.storage.put(masterKey(key), encoded.data)
  try {
    const rows = await deps.db.query<MediaRow>(
      `INSERT INTO media (user_id, kind, storage_key, width, height, bytes) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${MEDIA_COLUMNS}`,
      [userId, kind, key, encoded.width, encoded.height, encoded.data.length],
    )
    return view(deps, rows[0])
  } catch (error) {
    await deps.storage.delete(masterKey(key))
    throw error
  }
}

/** Turns the image clockwise by degrees more; the URL changes, the stored master does not. */
export async function rotateMedia(deps: MediaDeps, userId: number, id: number, degrees: number): Promise<MediaView> {
  const rows = await deps.db.query<MediaRow>(
    `UPDATE media SET rotation = (rotation + $3) % 360
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
      RETURNING ${MEDIA_COLUMNS}`,
    [id, userId, degrees],
  )
  if (!rows[0]) throw notFound()
  return view(deps, rows[0])
}

/** Marks the media deleted and removes its files: its URLs answer 404 from then on. */
export async function deleteMedia(deps: MediaDeps, userId: number, id: number): Promise<void> {
  const rows = await deps.db.query<{ storage_key: string }>(
    `UPDATE media SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING storage_key`,
    [id, userId],
  )
  const key = rows[0]?.storage_key
  if (!key) throw notFound()
  await deps.storage.delete(masterKey(key))
  await deps.storage.deletePrefix(variantPrefix(key))
}

/**
 * Removes every image of a person, or every one of a kind (the job seeker deleting their profile,
 * an account closing): rows marked deleted, files gone. Returns how many were removed. An
 * organisation's logo is the organisation's: it goes only when asked for by its kind.
 */
export async function deleteAllMedia(deps: MediaDeps, userId: number, kind?: MediaKind): Promise<number> {
  const rows = await deps.db.query<{ storage_key: string }>(
    `UPDATE media SET deleted_at = now()
      WHERE user_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR kind = $2) AND ($2::text IS NOT NULL OR kind <> 'logo')
      RETURNING storage_key`,
    [userId, kind ?? null],
  )
  for (const { storage_key: key } of rows) {
    await deps.storage.delete(masterKey(key))
    await deps.storage.deletePrefix(variantPrefix(key))
  }
  return rows.length
}

const OWN_FILE = /\/media\/v1\/files\/([0-9a-f]{32})(?:-r\d+)?(?:[?#]|$)/

/** The storage key a URL of this service names, or null for any other URL. */
export const storageKeyOf = (url: string | null | undefined): string | null => (url ? (OWN_FILE.exec(url)?.[1] ?? null) : null)

/**
 * The id of one of the person's own live uploads named by a URL, or null: of that kind when one is
 * given, else of a public kind (a private picture never becomes a public one's URL).
 */
export async function ownMediaId(db: Queryable, userId: number, url: string | null | undefined, kind?: MediaKind): Promise<string | null> {
  const key = storageKeyOf(url)
  if (!key) return null
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM media WHERE storage_key = $1 AND user_id = $2 AND deleted_at IS NULL
        AND ($3::text IS NULL OR kind = $3) AND ($3::text IS NOT NULL OR NOT kind = ANY ($4::text[]))`,
    [key, userId, kind ?? null, [...PRIVATE_KINDS]],
  )
  return rows[0]?.id ?? null
}

/**
 * The owner started using one of their uploads (a profile's avatar): it is kept. Another person's
 * media, or any other URL, is left alone.
 */
export async function attachMedia(db: Queryable, userId: number, url: string | null | undefined): Promise<void> {
  const key = storageKeyOf(url)
  if (!key) return
  await db.query('UPDATE media SET attached_at = now() WHERE storage_key = $1 AND user_id = $2 AND deleted_at IS NULL', [key, userId])
}

/** The owner stopped using an upload (a replaced avatar): removed with the next clean-up. */
export async function detachMedia(db: Queryable, userId: number, url: string | null | undefined): Promise<void> {
  const key = storageKeyOf(url)
  if (!key) return
  await db.query('UPDATE media SET attached_at = NULL WHERE storage_key = $1 AND user_id = $2', [key, userId])
}

export interface HeldFile {
  id: number
  kind: MediaKind
  url: string
  width: number
  height: number
  bytes: number
  in_use: boolean
  created_at: string
}

/** Every file held for a person (the privacy export). */
export async function listHeldFiles(deps: MediaDeps, userId: number): Promise<HeldFile[]> {
  const rows = await deps.db.query<MediaRow & Pick<MediaTableRow, 'bytes' | 'attached_at' | 'created_at'>>(
    `SELECT ${MEDIA_COLUMNS}, bytes, attached_at, created_at FROM media
      WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [userId],
  )
  return rows.map((row) => {
    const { url, width, height } = view(deps, row)
    return {
      id: Number(row.id),
      kind: row.kind,
      url,
      width,
      height,
      bytes: Number(row.bytes),
      in_use: row.attached_at !== null,
      created_at: new Date(row.created_at).toISOString(),
    }
  })
}

/** Removes uploads nobody attached (or that were detached) older than `olderThanMs`; returns how many. */
export async function removeUnattachedMedia(deps: MediaDeps, olderThanMs: number, batch = 500): Promise<number> {
  const rows = await deps.db.query<{ storage_key: string }>(
    `UPDATE media SET deleted_at = now()
      WHERE id IN (SELECT id FROM media WHERE attached_at IS NULL AND deleted_at IS NULL
                      AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT $2)
      RETURNING storage_key`,
    [olderThanMs / 1000, batch],
  )
  for (const { storage_key: key } of rows) {
    await deps.storage.delete(masterKey(key))
    await deps.storage.deletePrefix(variantPrefix(key))
  }
  return rows.length
}

export interface ServedFile {
  data: Buffer
  format: OutputFormat
  /** Stable per variant: the bytes behind a file URL never change. */
  etag: string
}

const inFlight = new Map<string, Promise<Buffer | null>>()

export const MEDIA_MSG = {
  privateFile: 'Ảnh này chỉ người trong cuộc trò chuyện xem được, và liên kết đã hết hạn hoặc không đúng. Hãy mở lại cuộc trò chuyện để xem ảnh.',
} as const

/**
 * One size of a media's image: from the storage when made before, else made now and kept. Null: no
 * such media. A private one needs the URL's signature (403 without it, or once it has expired).
 */
export async function serveFile(
  deps: MediaDeps,
  name: string,
  request: { width: number; quality: number; format: OutputFormat },
  signature: { exp?: number; sig?: string } = {},
): Promise<(ServedFile & { private: boolean }) | null> {
  const parsed = parseFileName(name)
  if (!parsed) return null
  const { key, rotation } = parsed
  const [media] = await deps.db.query<{ kind: MediaKind }>('SELECT kind FROM media WHERE storage_key = $1 AND deleted_at IS NULL', [key])
  if (!media) return null
  const isPrivate = PRIVATE_KINDS.has(media.kind)
  if (isPrivate && !validFileSignature(deps.secret, key, signature.exp, signature.sig)) throw forbidden(MEDIA_MSG.privateFile)
  const variant = `r${rotation}-w${request.width}-q${request.quality}.${request.format === 'webp' ? 'webp' : 'jpg'}`
  const storageKey = `${variantPrefix(key)}${variant}`
  const etag = `"${key}-${variant}"`
  const kept = await deps.storage.get(storageKey)
  if (kept) return { data: kept, format: request.format, etag, private: isPrivate }

  // Concurrent first requests for the same size share one rendering.
  let rendering = inFlight.get(storageKey)
  if (!rendering) {
    rendering = (async () => {
      const live = await deps.db.query('SELECT 1 FROM media WHERE storage_key = $1 AND deleted_at IS NULL', [key])
      if (!live[0]) return null
      const master = await deps.storage.get(masterKey(key))
      if (!master) return null
      const data = await runImageTask(() => renderVariant(master, { ...request, rotation }))
      await deps.storage.put(storageKey, data)
      // deleted while this size was being made: its files must not outlive it
      const still = await deps.db.query('SELECT 1 FROM media WHERE storage_key = $1 AND deleted_at IS NULL', [key])
      if (still[0]) return data
      await deps.storage.delete(storageKey)
      return null
    })().finally(() => inFlight.delete(storageKey))
    inFlight.set(storageKey, rendering)
  }
  const data = await rendering
  return data ? { data, format: request.format, etag, private: isPrivate } : null
}
