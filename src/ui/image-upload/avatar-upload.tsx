// The avatar field of SPEC 4.2: choose (or drop, or paste) a jpeg/gif/png up to 30 MB, crop it square
// (rotate 90°, save -> 300x300), upload with a progress bar. States: waiting (progress, uploading
// flag), success (thumbnail with edit and remove), error ("Lỗi tải ảnh"). The value is the image URL
// or null; it changes only when an upload succeeds or the image is removed.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { LIMITS } from '../../domain/constants'
import { IMAGE_MSG } from '../../domain/image-messages'
import { Button, GhostButton } from '../button'
import { textButtonBase } from '../text-button-base'
import { color, disc, radius } from '../theme'
import { ProgressBar } from '../progress-bar'
import { CropDialog, type CropSource } from './crop-dialog'
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, rejectionsMessage } from './rules'
import { sizedImageUrl } from './sized-url'
import { ABORTED, uploadAvatar, type UploadOptions } from './upload'
import type { ApiResult } from '../../lib/http'

export const AVATAR_TEXT = {
  label: 'Ảnh đại diện',
  upload: 'Tải lên ảnh đại diện',
  replace: 'Tải lên ảnh khác',
  edit: 'Chỉnh sửa',
  remove: 'Xóa ảnh',
  retry: 'Thử lại',
  cancelUpload: 'Hủy tải lên',
  uploading: 'Đang tải ảnh lên',
  progress: 'Tiến độ tải ảnh',
  uploaded: 'Đã tải lên ảnh đại diện',
  removed: 'Đã xóa ảnh đại diện',
  hint: 'Kéo thả ảnh vào đây hoặc bấm nút để chọn: jpeg, gif, png, tối đa 30MB.',
  dropHere: 'Thả ảnh vào đây',
  thumbnail: 'Ảnh đại diện hiện tại',
} as const

export interface AvatarUploadProps {
  /** URL of the current avatar, or null. */
  value: string | null | undefined
  /** Called with the new URL after a successful upload, or null when the image is removed. */
  onChange: (url: string | null) => void
  label?: string
  /** Form field name: the main button carries it, so "focus the first invalid field" finds it. */
  name?: string
  /** A validation message from the form. */
  error?: string
  hint?: ReactNode
  disabled?: boolean
  /** SPEC 4.2's uploading flag: true while a request is under way (a form may hold its submit). */
  onUploadingChange?: (uploading: boolean) => void
  onBlur?: () => void
  /** Where the cropped square goes (default: the job seeker's avatar); an organisation's logo has its own route. */
  upload?: (file: Blob, fileName: string, options: UploadOptions) => Promise<ApiResult<{ url: string }>>
  /** Words for another square picture (an organisation's logo): any of AVATAR_TEXT's. */
  text?: Partial<Record<keyof typeof AVATAR_TEXT, string>>
  /** The title of the crop dialog. */
  cropTitle?: string
  /** A square thumbnail (a logo) instead of the avatar's disc. */
  square?: boolean
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'waiting'; progress: number; preview: string }
  | { kind: 'error'; message: string | null }

interface Pending {
  blob: Blob
  source: CropSource
}

export function AvatarUpload({
  value,
  onChange,
  label: labelProp,
  name,
  error,
  hint: hintProp,
  disabled = false,
  onUploadingChange,
  onBlur,
  upload: send = uploadAvatar,
  text: words,
  cropTitle,
  square = false,
}: AvatarUploadProps) {
  const TEXT = { ...AVATAR_TEXT, ...words }
  const label = labelProp ?? TEXT.label
  const hint = hintProp ?? TEXT.hint
  const ids = useId()
  const labelId = `${ids}-label`
  const hintId = `${ids}-hint`
  const errorId = `${ids}-error`
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [cropSource, setCropSource] = useState<CropSource | null>(null)
  const [rejection, setRejection] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // the picture behind the current value (to edit it again) and a failed upload (to retry it)
  const editSource = useRef<CropSource | null>(null)
  const pending = useRef<Pending | null>(null)
  const request = useRef<AbortController | null>(null)
  const objectUrls = useRef(new Set<string>())
  const mainButton = useRef<HTMLButtonElement>(null)
  const uploadingChange = useRef(onUploadingChange)
  useEffect(() => {
    uploadingChange.current = onUploadingChange
  })

  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob)
    objectUrls.current.add(url)
    return url
  }
  const release = (url: string | undefined) => {
    if (url && objectUrls.current.delete(url)) URL.revokeObjectURL(url)
  }

  // leaving the page stops the upload and frees the pictures held in memory
  useEffect(() => {
    const urls = objectUrls.current
    return () => {
      const running = request.current
      if (running) {
        request.current = null // the answer of an aborted request is ignored
        running.abort()
        uploadingChange.current?.(false)
      }
      urls.forEach((url) => URL.revokeObjectURL(url))
      urls.clear()
    }
  }, [])

  const waiting = phase.kind === 'waiting'
  const hasImage = Boolean(value)

  async function upload(blob: Blob, source: CropSource) {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    pending.current = null
    const preview = objectUrl(blob)
    setPhase({ kind: 'waiting', progress: 0, preview })
    setAnnouncement(TEXT.uploading)
    uploadingChange.current?.(true)
    const result = await send(blob, source.name, {
      signal: controller.signal,
      onProgress: (fraction) => setPhase((now) => (now.kind === 'waiting' ? { ...now, progress: fraction } : now)),
    })
    if (request.current !== controller) return // replaced by a newer upload, or unmounted
    request.current = null
    uploadingChange.current?.(false)
    release(preview)
    if (result.success) {
      if (editSource.current && editSource.current !== source) release(editSource.current.src)
      editSource.current = source
      setPhase({ kind: 'idle' })
      setAnnouncement(TEXT.uploaded)
      onChange(result.data.url)
      onBlur?.()
    } else if (result.error.code === ABORTED) {
      setPhase({ kind: 'idle' })
      if (source !== editSource.current) release(source.src)
    } else {
      pending.current = { blob, source }
      setPhase({ kind: 'error', message: result.error.message === IMAGE_MSG.imageError ? null : result.error.message })
      setAnnouncement('')
    }
  }

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const message = rejectionsMessage(rejections)
    setRejection(message)
    if (message || !accepted[0]) return
    const file = accepted[0]
    setCropSource({ src: objectUrl(file), name: file.name })
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    maxFiles: LIMITS.uploadFieldFiles,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || waiting,
    onDrop,
  })

  const cancelCrop = () => {
    const source = cropSource
    setCropSource(null)
    if (source && source !== editSource.current && source !== pending.current?.source) release(source.src)
  }

  const saveCrop = (blob: Blob, source: CropSource) => {
    setCropSource(null)
    setRejection(null)
    void upload(blob, source)
  }

  const edit = () => {
    setRejection(null)
    setCropSource(editSource.current ?? (value ? { src: value, name: fileNameOf(value), remote: true } : null))
  }

  const remove = () => {
    if (editSource.current) release(editSource.current.src)
    editSource.current = null
    pending.current = null
    setPhase({ kind: 'idle' })
    setRejection(null)
    setAnnouncement(TEXT.removed)
    onChange(null)
    onBlur?.()
    mainButton.current?.focus()
  }

  const cancelUpload = () => {
    request.current?.abort()
    mainButton.current?.focus()
  }

  const retry = () => {
    if (pending.current) void upload(pending.current.blob, pending.current.source)
  }

  const message = error ?? rejection
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(' ')
  const progressPercent = waiting ? Math.round(phase.progress * 100) : 0

  return (
    <Root
      {...getRootProps({
        role: 'group',
        'aria-labelledby': labelId,
        'aria-busy': waiting,
        'data-state': waiting ? 'waiting' : phase.kind === 'error' ? 'error' : hasImage ? 'success' : 'empty',
        'data-drag-active': isDragActive,
      })}
    >
      <input {...getInputProps({ 'aria-label': label })} />
      <Label id={labelId}>{label}</Label>
      <Body>
        <Thumb data-square={square || undefined}>
          {waiting ? (
            <img src={phase.preview} alt="" width={96} height={96} />
          ) : hasImage ? (
            <img
              src={sizedImageUrl(value!, 128)}
              srcSet={`${sizedImageUrl(value!, 128)} 1x, ${sizedImageUrl(value!, 256)} 2x`}
              alt={TEXT.thumbnail}
              width={96}
              height={96}
            />
          ) : square ? (
            <LogoIcon />
          ) : (
            <PersonIcon />
          )}
          {isDragActive && <DropHint aria-hidden="true">{TEXT.dropHere}</DropHint>}
        </Thumb>
        <Controls>
          <Button
            ref={mainButton}
            type="button"
            name={name}
            onClick={open}
            disabled={disabled || waiting}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
          >
            {hasImage ? TEXT.replace : TEXT.upload}
          </Button>
          {hasImage && !waiting && (
            <Row>
              <GhostButton type="button" onClick={edit} disabled={disabled}>
                {TEXT.edit}
              </GhostButton>
              <GhostButton type="button" onClick={remove} disabled={disabled}>
                {TEXT.remove}
              </GhostButton>
            </Row>
          )}
          {waiting && (
            <Progress>
              <ProgressBar value={progressPercent / 100} label={TEXT.progress} />
              <Muted>
                {TEXT.uploading}… {progressPercent}%
              </Muted>
              <LinkButton type="button" onClick={cancelUpload}>
                {TEXT.cancelUpload}
              </LinkButton>
            </Progress>
          )}
          {phase.kind === 'error' && (
            <ErrorBox role="alert">
              <strong>{IMAGE_MSG.imageError}</strong>
              {phase.message && <span>{phase.message}</span>}
              {pending.current && (
                <LinkButton type="button" onClick={retry}>
                  {TEXT.retry}
                </LinkButton>
              )}
            </ErrorBox>
          )}
        </Controls>
      </Body>
      <Muted id={hintId}>{hint}</Muted>
      {message && (
        <FieldError id={errorId} role="alert">
          {message}
        </FieldError>
      )}
      <span className="visually-hidden" aria-live="polite">{announcement}</span>
      <CropDialog source={cropSource} title={cropTitle} onCancel={cancelCrop} onSave={saveCrop} />
    </Root>
  )
}

/** A name to upload an edited server image under: the last path segment. */
const fileNameOf = (url: string) => `${url.split('?')[0].split('/').pop() || 'anh-dai-dien'}.jpg`

function LogoIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M8 40V14l12-6v32zm14 0V18l18 6v16z" fill="currentColor" />
    </svg>
  )
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="17" r="9" fill="currentColor" />
      <path d="M6 44c2-10 9.5-15 18-15s16 5 18 15z" fill="currentColor" />
    </svg>
  )
}

const Root = styled.div`
  margin-bottom: 16px;
  border-radius: ${radius.md};
  &[data-drag-active='true'] {
    outline: 2px dashed ${color.brand};
    outline-offset: 4px;
    background: ${color.brandSoft};
  }
`

const Label = styled.span`
  display: block;
  margin-bottom: 8px;
  font-weight: 600;
  font-size: 15px;
`

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
`

const Thumb = styled.div`
  position: relative;
  flex: none;
  ${disc(96)}
  overflow: hidden;
  background: ${color.bg};
  color: ${color.muted};
  border: 1px solid ${color.line};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [data-state='waiting'] & img {
    opacity: 0.6;
  }
  &[data-square] {
    border-radius: ${radius.md};
    background: ${color.white};
  }
  &[data-square] img {
    object-fit: contain;
  }
`

const DropHint = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  text-align: center;
  font-size: 13px;
  font-weight: 600;
  background: rgba(231, 245, 239, 0.92);
  color: ${color.brandDark};
`

const Controls = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Progress = styled.div`
  width: 100%;
  max-width: 320px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`

const Muted = styled.p`
  margin: 8px 0 0;
  color: ${color.muted};
  font-size: 14px;
`

const LinkButton = styled.button`
  ${textButtonBase}
  min-height: 44px;
  text-decoration: underline;
`

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  color: ${color.red};
  font-size: 15px;
`

const FieldError = styled.p`
  margin: 6px 0 0;
  color: ${color.red};
  font-size: 14px;
`

