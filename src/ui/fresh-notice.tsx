// "Có N việc làm mới": fresher items a page holds back so nothing moves under the reader
// (src/lib/use-steady.ts). A pill fixed at the bottom of the window, above the page, so its
// arrival shifts nothing; announced politely; a click shows the new list and brings its heading
// into view with the focus on it.
import { styled } from '@linaria/react'
import { color } from './theme'

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(16px + env(safe-area-inset-bottom));
  z-index: 30;
  transform: translateX(-50%);
`
const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: 999px;
  background: ${color.brand};
  color: ${color.white};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  box-shadow: 0 6px 20px rgba(16, 24, 32, 0.25);
  cursor: pointer;
  &:hover {
    background: ${color.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`

export function FreshNotice({ count, noun, targetId, onShow }: { count: number; noun: string; targetId: string; onShow: () => void }) {
  const show = () => {
    onShow()
    const target = document.getElementById(targetId)
    target?.scrollIntoView({ block: 'start' })
    target?.focus({ preventScroll: true })
  }
  return (
    <Region aria-live="polite">
      {count > 0 && (
        <Pill type="button" onClick={show}>
          <span aria-hidden="true">↑</span>
          Có {count.toLocaleString('vi-VN')} {noun} mới
        </Pill>
      )}
    </Region>
  )
}
