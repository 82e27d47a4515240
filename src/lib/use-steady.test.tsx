import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useSteady } from './use-steady'

interface List {
  items: Array<{ id: number; title: string }>
}
const ids = (list: List) => list.items.map((item) => item.id)
const list = (...items: Array<[number, string]>): List => ({ items: items.map(([id, title]) => ({ id, title })) })
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

function steady(painted: List | null, live: List | undefined) {
  return renderHook(({ live }: { live: List | undefined }) => useSteady(painted, live, ids), { wrapper, initialProps: { live } })
}

describe('useSteady', () => {
  const painted = list([3, 'Kế toán'], [2, 'Thủ kho'], [1, 'Lái xe'])

  it('shows the live data when it holds the same items in the same order (texts update in place)', () => {
    const edited = list([3, 'Kế toán tổng hợp'], [2, 'Thủ kho'], [1, 'Lái xe'])
    const { result } = steady(painted, edited)
    expect(result.current.shown).toBe(edited)
    expect(result.current.fresh).toBe(0)
  })

  it('keeps the painted list when new items arrive, counts them, and shows them on request', () => {
    const live = list([5, 'Bán hàng'], [4, 'Bảo vệ'], [3, 'Kế toán'], [2, 'Thủ kho'])
    const { result } = steady(painted, live)
    expect(result.current.shown).toBe(painted)
    expect(result.current.fresh).toBe(2)
    act(() => result.current.showLive())
    expect(result.current.shown).toBe(live)
    expect(result.current.fresh).toBe(0)
  })

  it('keeps the painted list when items only left or moved, offering nothing', () => {
    const { result, rerender } = steady(painted, list([3, 'Kế toán'], [1, 'Lái xe']))
    expect(result.current.shown).toBe(painted)
    expect(result.current.fresh).toBe(0)
    rerender({ live: list([1, 'Lái xe'], [2, 'Thủ kho'], [3, 'Kế toán']) })
    expect(result.current.shown).toBe(painted)
    expect(result.current.fresh).toBe(0)
  })

  it('shows whatever there is when nothing was painted, or before the live data arrives', () => {
    const live = list([5, 'Bán hàng'])
    expect(steady(null, live).result.current.shown).toBe(live)
    expect(steady(painted, undefined).result.current.shown).toBe(painted)
  })
})
