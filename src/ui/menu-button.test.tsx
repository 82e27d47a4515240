import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { inRouter } from '../lib/test-support'
import { MenuButton } from './menu-button'

function renderMenu(onHide = vi.fn()) {
  render(
    inRouter(
      <>
        <MenuButton
          label="Thao tác khác với tin Kế toán"
          items={[
            { key: 'hide', label: 'Ẩn tin', onSelect: onHide },
            { key: 'edit', label: 'Sửa tin', to: '/dang-tin?id=1' },
            { key: 'history', label: 'Lịch sử đẩy tin', opensDialog: true, onSelect: () => {} },
          ]}
        />
        <button type="button">Ngoài</button>
      </>,
      '/',
    ),
  )
  return screen.getByRole('button', { name: 'Thao tác khác với tin Kế toán' })
}

describe('MenuButton', () => {
  it('says it opens a menu, and opens it with focus on the first item', () => {
    const button = renderMenu()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'Thao tác khác với tin Kế toán' })
    expect(button.getAttribute('aria-controls')).toBe(menu.id)
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Ẩn tin' }))
    expect(screen.getByRole('menuitem', { name: 'Sửa tin' }).getAttribute('href')).toBe('/dang-tin?id=1')
    expect(screen.getByRole('menuitem', { name: 'Lịch sử đẩy tin' }).getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('moves with the arrow keys, Home and End, round the ends', () => {
    const button = renderMenu()
    fireEvent.keyDown(button, { key: 'ArrowUp' })
    const item = (name: string) => screen.getByRole('menuitem', { name })
    expect(document.activeElement).toBe(item('Lịch sử đẩy tin'))
    const menu = screen.getByRole('menu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(item('Ẩn tin'))
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(item('Sửa tin'))
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(item('Lịch sử đẩy tin'))
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement).toBe(item('Ẩn tin'))
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement).toBe(item('Lịch sử đẩy tin'))
  })

  it('closes with Escape and gives focus back to its button; closes on Tab and on a click outside', () => {
    const button = renderMenu()
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(button, { key: 'ArrowDown' })
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' })
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(button)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Ngoài' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('runs the chosen item after closing, with focus back on the button', () => {
    const onHide = vi.fn(() => expect(document.activeElement?.getAttribute('aria-haspopup')).toBe('menu'))
    const button = renderMenu(onHide)
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ẩn tin' }))
    expect(onHide).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
