import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_CLOSE_MS } from '../domain/constants'
import { Modal, type ModalType } from './modal'

function Harness({
  type,
  onBack,
  closeOnOverlay,
  initiallyOpen = false,
}: {
  type?: ModalType
  onBack?: () => void
  closeOnOverlay?: boolean
  initiallyOpen?: boolean
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở hộp thoại
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        type={type}
        title="Bộ lọc"
        onBack={onBack}
        closeOnOverlay={closeOnOverlay}
        footer={<button type="button">Áp dụng (2)</button>}
      >
        <input aria-label="Từ khóa" />
      </Modal>
    </>
  )
}

const overlay = () => document.querySelector<HTMLElement>('[data-modal-overlay]')!

async function openModal() {
  const opener = screen.getByRole('button', { name: 'Mở hộp thoại' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders nothing on the server, even when open', () => {
    const html = renderToString(
      <Modal open onClose={() => {}} title="Bộ lọc">
        <p>Nội dung</p>
      </Modal>,
    )
    expect(html).toBe('')
  })

  it('renders nothing while closed', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a labelled modal dialog in a portal and moves focus into it', async () => {
    const { container } = render(<Harness />)
    await openModal()
    const dialog = screen.getByRole('dialog', { name: 'Bộ lọc' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('closes on Escape after the 450 ms animation and returns focus to the opener', async () => {
    render(<Harness />)
    const opener = await openModal()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(dialog.closest('[data-state]')?.getAttribute('data-state')).toBe('closing')
    expect(document.activeElement).toBe(opener)
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS - 1)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on an overlay click after 450 ms', async () => {
    render(<Harness type="pin_bottom" />)
    await openModal()
    fireEvent.click(overlay())
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })

  it('ignores overlay clicks when closeOnOverlay is false', async () => {
    render(<Harness closeOnOverlay={false} />)
    await openModal()
    fireEvent.click(overlay())
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS)
    })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('closes with the close button', async () => {
    render(<Harness type="mobile_full" />)
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS)
    })
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })

  it('shows a back button that calls onBack', async () => {
    const onBack = vi.fn()
    render(<Harness onBack={onBack} type="pin_bottom_70_percent" />)
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('traps Tab inside the dialog', async () => {
    render(<Harness />)
    await openModal()
    const close = screen.getByRole('button', { name: 'Đóng' })
    const apply = screen.getByRole('button', { name: 'Áp dụng (2)' })
    apply.focus()
    fireEvent.keyDown(apply, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(apply)
  })

  it('lets only the topmost (sub_modal) layer answer Escape', () => {
    const outerClose = vi.fn()
    function Stack() {
      const [subOpen, setSubOpen] = useState(true)
      return (
        <Modal open onClose={outerClose} title="Ngoài">
          <p>Nội dung</p>
          <Modal open={subOpen} onClose={() => setSubOpen(false)} type="sub_modal" title="Trong">
            <p>Xác nhận</p>
          </Modal>
        </Modal>
      )
    }
    render(<Stack />)
    expect(screen.getAllByRole('dialog')).toHaveLength(2)
    expect(screen.getByRole('dialog', { name: 'Trong' }).contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(outerClose).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS)
    })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(outerClose).toHaveBeenCalledTimes(1)
  })
})
