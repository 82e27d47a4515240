// A gallery of up to 30 images (SPEC 3 image upload item, 4.2, 5): choose or drop jpeg/gif/png files
// of at most 30 MB; each shows its thumbnail at once (the chosen file, until the upload answers) with
// the site's progress bar over it, and can be rotated a quarter turn or removed (the round × on its
// corner). The value is the list of uploaded URLs in order; it changes when an upload succeeds, an
// image turns or goes. Failed uploads stay in the list with "Lỗi tải ảnh", the reason and a retry.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { IMAGE_MSG } from '../../domain/image-messages'
import { GhostButton, PlainButton } from '../button'
import { ProgressBar } from '../progress-bar'
import { color, radius, bareList } from '../theme'
import {
  addFiles,
  isSuccess,
  itemStatus,
  markError,
  markProgress,
  markSuccess,
  MAX_IMAGES,
  removeItem,
  type ImageUploadItem,
} from './image-item'
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, rejectionsMessage } from './rules'
import { sizedImageUrl } from './sized-url'
import { deleteImage, rotateImage, uploadImage } from './upload'

export const GALLERY_TEXT = {
  choose: 'Chọn ảnh',
  hint: `Kéo thả ảnh vào đây hoặc bấm "Chọn ảnh": jpeg, gif, png, tối đa 30MB mỗi ảnh, tối đa ${MAX_IMAGES} ảnh.`,
  dropHere: 'Thả ảnh vào đây',
  rotate: (n: number) => `Xoay ảnh ${n}`,
  remove: (n: number) => `Xóa ảnh ${n}`,
  retry: (n: number) => `Tải lại ảnh ${n}`,
  progress: (n: number) => `Tiến độ tải ảnh ${n}`,
  percent: (p: number) => `Đang tải ${p}%`,
  image: (n: number) => `Ảnh ${n}`,
  count: (n: number) => `${n}/${MAX_IMAGES} ảnh`,
  uploading: 'Đang tải ảnh lên...',
} as const

const Zone = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px dashed ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  &[data-active='true'] {
    border-color: ${color.brand};
  }
  &[data-invalid='true'] {
    border-color: ${color.red};
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: 12px;
  ${bareList}
`

const Tile = styled.li`
  display: grid;
  gap: 6px;
  align-content: start;
  figure {
    position: relative;
    margin: 0;
    aspect-ratio: 1;
    overflow: hidden;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.bg};
    display: grid;
    place-items: center;
  }
  &[data-status='error'] figure {
    border-color: ${color.red};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.2s;
  }
  &[data-status='waiting'] img,
  &[data-status='error'] img {
    opacity: 0.55;
  }
  .number {
    color: ${color.muted};
    font-weight: 600;
  }
  .loading {
    position: absolute;
    inset: auto 8px 8px;
    display: grid;
    gap: 4px;
    padding: 6px 8px;
    border-radius: ${radius.sm};
    background: rgb(255 255 255 / 92%);
    color: ${color.text};
    font-size: 12px;
    font-weight: 600;
  }
  .remove {
    position: absolute;
    top: 0;
    right: 0;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  .remove span {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: rgb(28 36 48 / 78%);
    color: ${color.white};
    font-size: 18px;
    line-height: 1;
  }
  .remove:hover span,
  .remove:focus-visible span {
    background: ${color.red};
  }
  .actions {
    display: flex;
    gap: 4px;
  }
  .actions button {
    flex: 1;
    padding: 0 6px;
    font-size: 14px;
  }
  .error {
    color: ${color.red};
    font-size: 13px;
    line-height: 1.35;
  }
`

export interface ImageGalleryProps {
  name: string
  label: string
  /** URLs of the uploaded images, in order. */
  value: readonly string[]
  onChange: (urls: string[]) => void
  onBlur?: () => void
  error?: string
  /** Told while an upload is under way (a form holds its submit). */
  onUploadingChange?: (uploading: boolean) => void
  max?: number
}

// Images already saved have no media id here: they can be removed, and turned only once uploaded again.
const fromUrls = (urls: readonly string[]): ImageUploadItem[] =>
  urls.map((url, index) => ({ key: `saved-${index}-${url}`, url, status: 'success', rotateNumber: 0 }))

export function ImageGallery({ name, label, value, onChange, onBlur, error, onUploadingChange, max = MAX_IMAGES }: ImageGalleryProps) {
  const ids = useId()
  const [items, setItems] = useState<ImageUploadItem[]>(() => fromUrls(value))
  const [message, setMessage] = useState<string | null>(null)
  const itemsRef = useRef(items)
  itemsRef.current = items
  // the chosen files' own pictures, shown while they upload (and if it fails), by item key
  const localUrls = useRef(new Map<string, string>())
  useEffect(() => {
    const urls = localUrls.current
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])
  const uploading = items.some((item) => itemStatus(item) === 'waiting')

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange])

  const commit = (next: ImageUploadItem[]) => {
    itemsRef.current = next
    setItems(next)
    onChange(next.filter(isSuccess).map((item) => item.url as string))
  }

  const upload = async (item: ImageUploadItem) => {
    if (!item.file) return
    const fileName = item.file instanceof File ? item.file.name : 'anh.jpg'
    const result = await uploadImage(item.file, fileName, {
      onProgress: (fraction) => setItems((current) => (itemsRef.current = markProgress(current, item.key, fraction))),
    })
    if (!itemsRef.current.some((current) => current.key === item.key)) return
    if (result.success) commit(markSuccess(itemsRef.current, item.key, result.data))
    else commit(markError(itemsRef.current, item.key, result.error.message))
  }

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const before = new Set(itemsRef.current.map((item) => item.key))
    const { items: next, error: tooMany } = addFiles(itemsRef.current, accepted, max)
    setMessage(tooMany ?? rejectionsMessage(rejected))
    itemsRef.current = next
    setItems(next)
    for (const item of next) {
      if (before.has(item.key)) continue
      if (item.file && typeof URL.createObjectURL === 'function') localUrls.current.set(item.key, URL.createObjectURL(item.file))
      void upload(item)
    }
    onBlur?.()
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    onDrop,
    noClick: true,
    noKeyboard: true,
  })

  const rotate = async (item: ImageUploadItem) => {
    if (!item.id) return
    const result = await rotateImage(item.id, 90)
    if (!result.success) return setMessage(result.error.message)
    commit(itemsRef.current.map((current) => (current.key === item.key ? { ...current, url: result.data.url } : current)))
    setMessage(null)
  }

  const remove = (item: ImageUploadItem) => {
    commit(removeItem(itemsRef.current, item.key))
    const local = localUrls.current.get(item.key)
    if (local) {
      URL.revokeObjectURL(local)
      localUrls.current.delete(item.key)
    }
    // an upload of this visit goes at once; an image of a saved post when the post is saved without it
    if (item.id) void deleteImage(item.id)
  }

  const retry = (item: ImageUploadItem) => {
    const next = itemsRef.current.map((current) => (current.key === item.key ? { ...current, status: 'waiting' as const, progress: 0, error: null } : current))
    itemsRef.current = next
    setItems(next)
    void upload({ ...item, status: 'waiting' })
  }

  const shown = message ?? error
  return (
    <div role="group" aria-labelledby={`${ids}-label`}>
      <p id={`${ids}-label`} style={{ margin: '0 0 8px', fontWeight: 600 }}>
        {label} <span style={{ fontWeight: 400, color: color.muted }}>({GALLERY_TEXT.count(items.filter(isSuccess).length)})</span>
      </p>
      <Zone {...getRootProps()} data-active={isDragActive} data-invalid={!!shown}>
        <input {...getInputProps()} aria-label={`${label}: ${GALLERY_TEXT.choose}`} />
        <p id={`${ids}-hint`}>{isDragActive ? GALLERY_TEXT.dropHere : GALLERY_TEXT.hint}</p>
        <div>
          <GhostButton type="button" name={name} onClick={open} aria-describedby={`${ids}-hint`} disabled={items.length >= max}>
            {GALLERY_TEXT.choose}
          </GhostButton>
        </div>
        {items.length > 0 && (
          <Grid>
            {items.map((item, index) => {
              const status = itemStatus(item)
              const n = index + 1
              const picture = item.url ? sizedImageUrl(item.url, 256) : localUrls.current.get(item.key)
              const percent = Math.round((item.progress ?? 0) * 100)
              return (
                <Tile key={item.key} data-status={status}>
                  <figure>
                    {picture ? <img src={picture} alt={GALLERY_TEXT.image(n)} loading="lazy" /> : <span className="number" aria-hidden="true">{n}</span>}
                    {status === 'waiting' && (
                      <div className="loading">
                        <ProgressBar value={item.progress ?? 0} label={GALLERY_TEXT.progress(n)} size="thin" />
                        <span aria-hidden="true">{GALLERY_TEXT.percent(percent)}</span>
                      </div>
                    )}
                    <button type="button" className="remove" onClick={() => remove(item)} aria-label={GALLERY_TEXT.remove(n)} title={GALLERY_TEXT.remove(n)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  </figure>
                  {status === 'error' && (
                    <span className="error">
                      <strong>{IMAGE_MSG.imageError}</strong>
                      {item.error && item.error !== IMAGE_MSG.imageError ? `: ${item.error}` : ''}
                    </span>
                  )}
                  {((status === 'success' && item.id) || (status === 'error' && item.file)) && (
                    <div className="actions">
                      {status === 'success' && item.id && (
                        <PlainButton type="button" onClick={() => void rotate(item)} aria-label={GALLERY_TEXT.rotate(n)}>
                          Xoay
                        </PlainButton>
                      )}
                      {status === 'error' && item.file && (
                        <PlainButton type="button" onClick={() => retry(item)} aria-label={GALLERY_TEXT.retry(n)}>
                          Thử lại
                        </PlainButton>
                      )}
                    </div>
                  )}
                </Tile>
              )
            })}
          </Grid>
        )}
        {uploading && <p role="status">{GALLERY_TEXT.uploading}</p>}
        {shown && (
          <p role="alert" style={{ color: color.red }}>
            {shown}
          </p>
        )}
      </Zone>
    </div>
  )
}
