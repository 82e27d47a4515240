// A row that scrolls sideways and shows it: while content lies beyond an edge, that edge fades out
// and carries an arrow button that scrolls by most of a screen. The arrows are for the mouse and
// the finger (out of the tab order, hidden from screen readers): keyboard users reach what is
// beyond by moving focus into it, which scrolls it into view.
import { styled } from '@linaria/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { LineIcon } from './line-icon'
import { color } from './theme'

const Root = styled.div`
  /* the colour the edges fade into: the background behind the row */
  --scroll-row-bg: ${color.white};
  position: relative;
  min-width: 0;
  /* its width comes from its container, never from what scrolls inside it */
  contain: inline-size;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 1;
    width: 48px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 150ms;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, var(--scroll-row-bg), transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, var(--scroll-row-bg), transparent);
  }
  &[data-start]::before,
  &[data-end]::after {
    opacity: 1;
  }
`
const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
`
const Arrow = styled.button`
  position: absolute;
  top: 50%;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-top: -22px;
  padding: 0;
  border: 1px solid ${color.line};
  border-radius: 50%;
  background: ${color.white};
  color: ${color.text};
  box-shadow: 0 2px 6px rgba(16, 24, 32, 0.18);
  cursor: pointer;
  &[data-side='start'] {
    left: 0;
  }
  &[data-side='end'] {
    right: 0;
  }
  &:hover {
    color: ${color.brand};
    border-color: ${color.brand};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`

const CHEVRON = { start: 'M15 6l-6 6 6 6', end: 'M9 6l6 6-6 6' }

export interface Edges {
  start: boolean
  end: boolean
}

/** Which edges have content beyond them (a pixel of rounding ignored). */
export function edgesOf(el: { scrollLeft: number; clientWidth: number; scrollWidth: number }): Edges {
  const left = Math.abs(el.scrollLeft)
  return { start: left > 1, end: left + el.clientWidth < el.scrollWidth - 1 }
}

export function ScrollRow({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<Edges>({ start: false, end: false })

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () =>
      setEdges((was) => {
        const now = edgesOf(el)
        return now.start === was.start && now.end === was.end ? was : now
      })
    update()
    el.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(el)
    if (el.firstElementChild) observer?.observe(el.firstElementChild)
    return () => {
      el.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])

  const scroll = (direction: 1 | -1) => {
    const el = ref.current
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' })
  }

  return (
    <Root className={className} data-start={edges.start || undefined} data-end={edges.end || undefined} data-scroll-row="">
      <Scroller ref={ref}>{children}</Scroller>
      {(['start', 'end'] as const).map((side) =>
        edges[side] ? (
          <Arrow key={side} type="button" data-side={side} tabIndex={-1} aria-hidden="true" onClick={() => scroll(side === 'start' ? -1 : 1)}>
            <LineIcon d={CHEVRON[side]} />
          </Arrow>
        ) : null,
      )}
    </Root>
  )
}
