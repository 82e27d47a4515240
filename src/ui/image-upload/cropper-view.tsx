// The cropper itself: react-cropper (cropperjs) and its stylesheet. Loaded with a dynamic import
// only when a crop dialog opens, so neither weighs on any page's first load.
import cropperCssUrl from 'cropperjs/dist/cropper.min.css?url'
import { styled } from '@linaria/react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import Cropper from 'react-cropper'
import { color, radius } from '../theme'

export interface CropperApi {
  /** Turns the picture clockwise by degrees. */
  rotate(degrees: number): void
  zoom(ratio: number): void
  /** The cropped square as a JPEG of size x size pixels (null when the browser cannot make one). */
  crop(size: number): Promise<Blob | null>
}

export interface CropperViewProps {
  src: string
  /** For a picture from another origin (a CDN): load it with CORS so the canvas can be read. */
  crossOrigin?: boolean
  onReady: (api: CropperApi) => void
  /** Describes the keyboard controls to screen readers. */
  label: string
}

function ensureStylesheet() {
  if (document.querySelector('link[data-cropper-css]')) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = cropperCssUrl
  link.dataset.cropperCss = ''
  document.head.append(link)
}

const Area = styled.div`
  height: min(60vh, 360px);
  border-radius: ${radius.sm};
  overflow: hidden;
  background: ${color.bg};
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    max-width: 100%;
  }
`

const MOVE_PX = 10
const ZOOM_STEP = 0.1

export default function CropperView({ src, crossOrigin, onReady, label }: CropperViewProps) {
  useEffect(ensureStylesheet, [])
  const instance = useRef<Cropper | null>(null)

  // cropperjs has no keyboard support of its own: arrows move the picture, + and - zoom.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cropper = instance.current
    if (!cropper) return
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-MOVE_PX, 0],
      ArrowRight: [MOVE_PX, 0],
      ArrowUp: [0, -MOVE_PX],
      ArrowDown: [0, MOVE_PX],
    }
    if (moves[event.key]) cropper.move(...moves[event.key])
    else if (event.key === '+' || event.key === '=') cropper.zoom(ZOOM_STEP)
    else if (event.key === '-') cropper.zoom(-ZOOM_STEP)
    else return
    event.preventDefault()
  }

  return (
    <Area tabIndex={0} role="group" aria-label={label} onKeyDown={onKeyDown}>
      <Cropper
        src={src}
        alt=""
        crossOrigin={crossOrigin ? 'anonymous' : undefined}
        aspectRatio={1}
        viewMode={1}
        dragMode="move"
        autoCropArea={1}
        background={false}
        guides
        responsive
        style={{ height: '100%', width: '100%' }}
        onInitialized={(cropper) => {
          instance.current = cropper
        }}
        // the picture is loaded and the crop box placed: the dialog can offer its buttons
        ready={() => {
          const cropper = instance.current
          if (!cropper) return
          onReady({
            rotate: (degrees) => cropper.rotate(degrees),
            zoom: (ratio) => cropper.zoom(ratio),
            crop: (size) =>
              new Promise((resolve) => {
                const canvas = cropper.getCroppedCanvas({
                  width: size,
                  height: size,
                  fillColor: '#ffffff',
                  imageSmoothingEnabled: true,
                  imageSmoothingQuality: 'high',
                })
                if (!canvas) return resolve(null)
                canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.92)
              }),
          })
        }}
      />
    </Area>
  )
}
