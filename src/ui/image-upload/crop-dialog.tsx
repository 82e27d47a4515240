// The crop step of SPEC 4.2: a square crop box, "Xoay 90°", zoom, save -> a 300x300 JPEG. The
// cropper (and its CSS) is imported only when the dialog opens.
import { styled } from '@linaria/react'
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { LIMITS } from '../../domain/constants'
import { IMAGE_MSG } from '../../domain/image-messages'
import { Button, GhostButton } from '../button'
import { Modal } from '../modal'
import { color } from '../theme'
import type { CropperApi } from './cropper-view'
import { LineIcon } from '../line-icon'

const CropperView = lazy(() => import('./cropper-view'))

export interface CropSource {
  src: string
  /** The file name to upload under (the person's own, so messages name it). */
  name: string
  /** The picture comes from a server URL rather than a local file. */
  remote?: boolean
}

export interface CropDialogProps {
  source: CropSource | null
  title?: string
  /** Output size in pixels (square). */
  size?: number
  onCancel: () => void
  onSave: (blob: Blob, source: CropSource) => void
}

export const CROP_TEXT = {
  title: 'Cắt ảnh đại diện',
  rotate: 'Xoay 90°',
  zoomIn: 'Phóng to',
  zoomOut: 'Thu nhỏ',
  cancel: 'Hủy',
  save: 'Lưu',
  loading: 'Đang tải công cụ cắt ảnh…',
  area: 'Vùng cắt ảnh: dùng phím mũi tên để di chuyển ảnh, phím + và - để phóng to, thu nhỏ',
  loadFailed: 'Không tải được công cụ cắt ảnh, vui lòng thử lại.',
} as const

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`

const Note = styled.p`
  margin: 0;
  padding: 24px 0;
  text-align: center;
  color: ${color.muted};
  &[role='alert'] {
    color: ${color.red};
  }
`

/** Keeps a failed download of the cropper chunk inside the dialog. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <Note role="alert">{CROP_TEXT.loadFailed}</Note> : this.props.children
  }
}

export function CropDialog({ source, title = CROP_TEXT.title, size = LIMITS.avatarCrop, onCancel, onSave }: CropDialogProps) {
  return (
    <Modal open={source !== null} onClose={onCancel} title={title} type="mobile_full" closeOnOverlay={false}>
      {/* a new picture starts a fresh cropper */}
      {source && <CropBody key={source.src} source={source} size={size} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  )
}

function CropBody({ source, size, onCancel, onSave }: { source: CropSource; size: number } & Pick<CropDialogProps, 'onCancel' | 'onSave'>) {
  const api = useRef<CropperApi | null>(null)
  const [ready, setReady] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async () => {
    if (!api.current || saving) return
    setSaving(true)
    setError(null)
    const blob = await api.current.crop(size).catch(() => null)
    setSaving(false)
    if (blob) onSave(blob, source)
    else setError(IMAGE_MSG.imageError)
  }

  return (
    <>
      <Toolbar role="toolbar" aria-label="Công cụ cắt ảnh">
        <GhostButton type="button" data-autofocus="" disabled={!ready} onClick={() => api.current?.rotate(90)}>
          <RotateIcon />
          {CROP_TEXT.rotate}
        </GhostButton>
        <GhostButton type="button" disabled={!ready} onClick={() => api.current?.zoom(0.1)}>
          {CROP_TEXT.zoomIn}
        </GhostButton>
        <GhostButton type="button" disabled={!ready} onClick={() => api.current?.zoom(-0.1)}>
          {CROP_TEXT.zoomOut}
        </GhostButton>
      </Toolbar>
      <LoadBoundary>
        <Suspense fallback={<Note role="status">{CROP_TEXT.loading}</Note>}>
          <CropperView
            src={source.src}
            crossOrigin={source.remote}
            label={CROP_TEXT.area}
            onReady={(instance) => {
              api.current = instance
              setReady(true)
            }}
          />
        </Suspense>
      </LoadBoundary>
      {error && <Note role="alert">{error}</Note>}
      <Actions>
        <GhostButton type="button" onClick={onCancel}>
          {CROP_TEXT.cancel}
        </GhostButton>
        <Button type="button" disabled={!ready || saving} aria-busy={saving} onClick={save}>
          {CROP_TEXT.save}
        </Button>
      </Actions>
    </>
  )
}

function RotateIcon() {
  return (
    <LineIcon d="M20 11a8 8 0 1 1-2.34-5.66M20 4v5h-5" size={18} />
  )
}
