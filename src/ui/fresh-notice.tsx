// "Có N việc làm mới": fresher items a page holds back so nothing moves under the reader
// (src/lib/use-steady.ts). A pill fixed at the bottom of the window, above the page, so its
// arrival shifts nothing, in a live region there from the start so the offer is announced
// politely; a click shows the new list and brings its heading into view with the focus on it.
import { styled } from '@linaria/react'
import { color } from './theme'
import { formatCount } from '../domain/money'

const Pill = styled.button`
  position: fixed;
  left: 50%;
  bottom: calc(16px + env(safe-area-inset-bottom));
  z-index: 30;
  transform: translateX(-50%);
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

interface FreshNoticeProps {
  count: number
  noun: string
  targetId: string
  onShow: () => void
}

export function FreshNotice({ count, noun, targetId, onShow }: FreshNoticeProps) {
  const show = () => {
    onShow()
    const target = document.getElementById(targetId)
    target?.scrollIntoView({ block: 'start' })
    target?.focus({ preventScroll: true })
  }
  return (
    // empty until there is an offer, and the pill is fixed: the region takes no room
    <div aria-live="polite">
      {count > 0 && (
        <Pill type="button" onClick={show}>
          <span aria-hidden="true">↑</span>
          Có {formatCount(count)} {noun} mới
        </Pill>
      )}
    </div>
  )
}
