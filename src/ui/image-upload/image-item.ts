// The image upload item of SPEC 3, for galleries of several images (at most 30, SPEC 5/9):
// { id, url, status, rotateNumber, file }. An item that has an id is on the server, so it counts as
// success whatever its status says. Pure functions: a list component keeps the array in its state.
import { LIMITS } from '../../domain/constants'
import { IMAGE_MSG } from '../../domain/image-messages'

export type ImageStatus = 'waiting' | 'success' | 'error'

/** The spec's numeric variant of the status. */
export const NUMERIC_STATUS = { waiting: 0, start: 1, success: 2, error: 3 } as const
export type NumericStatus = (typeof NUMERIC_STATUS)[keyof typeof NUMERIC_STATUS]

export interface ImageUploadItem {
  /** Local identity for lists (React keys), stable across status changes. */
  key: string
  /** Media id once uploaded. */
  id?: number | null
  url?: string | null
  status?: ImageStatus
  /** Quarter turns clockwise asked for, 0-3. */
  rotateNumber: number
  /** The chosen file, until it is uploaded. */
  file?: File | Blob | null
  /** Upload progress 0-1 while waiting. */
  progress?: number
  /** Why it failed (shown under "Lỗi tải ảnh"). */
  error?: string | null
}

export const MAX_IMAGES = LIMITS.maxImages

let counter = 0
const nextKey = () => `img-${Date.now().toString(36)}-${(counter++).toString(36)}`

export function itemStatus(item: Pick<ImageUploadItem, 'id' | 'status'>): ImageStatus {
  if (item.id) return 'success'
  return item.status ?? 'waiting'
}

export const isSuccess = (item: Pick<ImageUploadItem, 'id' | 'status'>) => itemStatus(item) === 'success'

export function fromNumericStatus(status: number): ImageStatus {
  if (status === NUMERIC_STATUS.success) return 'success'
  if (status === NUMERIC_STATUS.error) return 'error'
  // 0 waiting and 1 start (the request is under way) both show the waiting state
  return 'waiting'
}

export function toNumericStatus(item: Pick<ImageUploadItem, 'id' | 'status'>, started = false): NumericStatus {
  const status = itemStatus(item)
  if (status === 'success') return NUMERIC_STATUS.success
  if (status === 'error') return NUMERIC_STATUS.error
  return started ? NUMERIC_STATUS.start : NUMERIC_STATUS.waiting
}

/** Items for images already on the server (e.g. a saved post's gallery). */
export const itemsFromMedia = (media: ReadonlyArray<{ id: number; url: string }>): ImageUploadItem[] =>
  media.map((m) => ({ key: nextKey(), id: m.id, url: m.url, status: 'success', rotateNumber: 0 }))

/**
 * Adds chosen files as waiting items. Only as many as fit under the limit are added; the rest are
 * dropped with "Đã vượt quá 30 ảnh".
 */
export function addFiles(
  items: readonly ImageUploadItem[],
  files: ReadonlyArray<File | Blob>,
  max: number = MAX_IMAGES,
): { items: ImageUploadItem[]; error: string | null } {
  const room = Math.max(0, max - items.length)
  const added = files.slice(0, room).map<ImageUploadItem>((file) => ({ key: nextKey(), status: 'waiting', rotateNumber: 0, file, progress: 0 }))
  return { items: [...items, ...added], error: files.length > room ? IMAGE_MSG.imageMaxCount : null }
}

const update = (items: readonly ImageUploadItem[], key: string, change: Partial<ImageUploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item))

export const markProgress = (items: readonly ImageUploadItem[], key: string, progress: number) =>
  update(items, key, { status: 'waiting', progress })

export const markSuccess = (items: readonly ImageUploadItem[], key: string, media: { id: number; url: string }) =>
  update(items, key, { id: media.id, url: media.url, status: 'success', file: null, progress: 1, error: null })

export const markError = (items: readonly ImageUploadItem[], key: string, error: string | null = null) =>
  update(items, key, { status: 'error', error: error ?? IMAGE_MSG.imageError })

/** One more quarter turn clockwise (the fifth comes back to 0). */
export const rotateItem = (items: readonly ImageUploadItem[], key: string) =>
  items.map((item) => (item.key === key ? { ...item, rotateNumber: (item.rotateNumber + 1) % 4 } : item))

export const rotationDegrees = (item: Pick<ImageUploadItem, 'rotateNumber'>) => (item.rotateNumber % 4) * 90

export const removeItem = (items: readonly ImageUploadItem[], key: string) => items.filter((item) => item.key !== key)

/** Ready to save: every item uploaded (none waiting or failed). */
export const allUploaded = (items: readonly ImageUploadItem[]) => items.every(isSuccess)
