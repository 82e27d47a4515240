import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAWER_MS } from '../domain/constants'
import { Drawer } from './drawer'

function Harness({ side }: { side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" side={side}>
        <a href="/tuyen-dung">Việc làm mới nhất</a>
      </Drawer>
    </>
  )
}

function openDrawer() {
  const opener = screen.getByRole('button', { name: 'Mở menu' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('Drawer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens as a labelled modal dialog and moves focus into it', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    openDrawer()
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.getByRole('link', { name: 'Việc làm mới nhất' })).toBeTruthy()
  })

  it('closes on Escape after 500 ms and returns focus to the opener', () => {
    render(<Harness />)
    const opener = openDrawer()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(document.activeElement).toBe(opener)
    act(() => {
      vi.advanceTimersByTime(DRAWER_MS - 1)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })

  it('closes on an outside click after 500 ms', () => {
    render(<Harness side="left" />)
    openDrawer()
    fireEvent.click(document.querySelector('[data-drawer-overlay]')!)
    act(() => {
      vi.advanceTimersByTime(DRAWER_MS)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })

  it('closes with the close button', () => {
    render(<Harness />)
    openDrawer()
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    act(() => {
      vi.advanceTimersByTime(DRAWER_MS)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })
})
