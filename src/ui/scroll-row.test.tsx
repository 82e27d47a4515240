import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ScrollRow, edgesOf } from './scroll-row'

/** Gives the scroller jsdom's missing layout: its width, its content's width and where it is. */
function layout(el: HTMLElement, clientWidth: number, scrollWidth: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth })
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth })
}

describe('ScrollRow', () => {
  it('knows which edges have content beyond them', () => {
    expect(edgesOf({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toEqual({ start: false, end: false })
    expect(edgesOf({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: false, end: true })
    expect(edgesOf({ scrollLeft: 300, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: true })
    expect(edgesOf({ scrollLeft: 599.5, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: false })
  })

  it('marks the edges as the row scrolls, and its arrows scroll by most of its width', () => {
    const { container } = render(
      <ScrollRow>
        <div>Tất cả · Đang hiển thị · Sắp hết hạn · Chờ duyệt · Bị từ chối · Đang ẩn · Hết hạn · Có ứng viên</div>
      </ScrollRow>,
    )
    const root = container.firstElementChild as HTMLElement
    const scroller = root.firstElementChild as HTMLElement
    expect(root.hasAttribute('data-end')).toBe(false)
    layout(scroller, 300, 900)
    const scrollBy = vi.fn()
    scroller.scrollBy = scrollBy as unknown as typeof scroller.scrollBy
    fireEvent.scroll(scroller)
    expect(root.hasAttribute('data-end')).toBe(true)
    expect(root.hasAttribute('data-start')).toBe(false)
    const arrows = () => Array.from(root.querySelectorAll('button'))
    expect(arrows().map((b) => b.dataset.side)).toEqual(['end'])
    // for the mouse and the finger: out of the tab order and hidden from screen readers
    expect(arrows()[0].tabIndex).toBe(-1)
    expect(arrows()[0].getAttribute('aria-hidden')).toBe('true')
    fireEvent.click(arrows()[0])
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' })

    scroller.scrollLeft = 600
    fireEvent.scroll(scroller)
    expect(root.hasAttribute('data-start')).toBe(true)
    expect(root.hasAttribute('data-end')).toBe(false)
    expect(arrows().map((b) => b.dataset.side)).toEqual(['start'])
  })
})
