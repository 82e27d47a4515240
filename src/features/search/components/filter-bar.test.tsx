import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SORT } from '../../../domain/constants'
import type { JobFilters } from '../../../domain/url-filters'
import { provideFixtureConfig } from '../test/fixtures'
import { FilterBar } from './filter-bar'

const renderBar = (filters: JobFilters) => {
  const onChange = vi.fn<(next: JobFilters) => void>()
  render(<FilterBar filters={filters} onChange={onChange} />)
  return onChange
}

const locationChip = () => screen.getByRole('button', { name: /^Địa điểm:/ })

describe('FilterBar', () => {
  beforeEach(() => provideFixtureConfig())

  it('shows "Toàn quốc" when no location is chosen', () => {
    renderBar({})
    expect(locationChip().textContent).toBe('Địa điểm:Toàn quốc')
    expect(screen.getByRole('button', { name: 'Bộ lọc' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Bộ lọc đang chọn' })).toBeNull()
  })

  it('shows the chosen city, or the district when there is one', () => {
    renderBar({ city_id: 1 })
    expect(within(locationChip()).getByText('Hà Nội')).toBeTruthy()
    expect(screen.queryByText('Toàn quốc')).toBeNull()
  })

  it('prefers the district name in the location chip', () => {
    renderBar({ city_id: 1, district_id: 101 })
    expect(within(locationChip()).getByText('Cầu Giấy')).toBeTruthy()
  })

  it('renders both button labels (CSS picks one) and the count badge', () => {
    renderBar({ city_id: 1, job_types: [8, 9], price: { min: 10_000_000, max: 15_000_000 }, q: 'kế toán', sort: SORT.latest })
    const button = screen.getByRole('button', { name: 'Bộ lọc (4)' })
    expect(within(button).getByText('Lọc')).toBeTruthy()
    expect(within(button).getByText('Bộ lọc')).toBeTruthy()
    expect(within(button).getByText('4')).toBeTruthy()
  })

  it('shows one removable chip per active filter', () => {
    renderBar({ city_id: 1, district_id: 101, subcategory_id: 302, job_types: [8, 9], price: { min: 10_000_000, max: 15_000_000 } })
    const chips = within(screen.getByRole('list', { name: 'Bộ lọc đang chọn' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Hà Nội',
      'Cầu Giấy',
      'Kế toán - Kiểm toán',
      'Kế toán',
      'Kế toán tổng hợp',
      '10 - 15 triệu',
    ])
  })

  it('labels a price that matches no range with salaryLabel', () => {
    renderBar({ price: { min: 8_000_000, max: null } })
    expect(screen.getByRole('button', { name: 'Bỏ lọc Từ 8 triệu' })).toBeTruthy()
  })

  it('removing a chip calls onChange without that filter and back on page 1', () => {
    const onChange = renderBar({ city_id: 1, job_types: [8, 9], offset: 40, q: 'kế toán' })
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ lọc Kế toán' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    const next = onChange.mock.calls[0][0]
    expect(next.job_types).toEqual([9])
    expect(next.city_id).toBe(1)
    expect(next.q).toBe('kế toán')
    expect(next.offset).toBeUndefined()
  })

  it('removing the city also removes its district', () => {
    const onChange = renderBar({ city_id: 1, district_id: 101 })
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ lọc Hà Nội' }))
    expect(onChange.mock.calls[0][0]).toMatchObject({ city_id: undefined, district_id: undefined })
  })

  it('removing the last job type drops the key', () => {
    const onChange = renderBar({ job_types: [8] })
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ lọc Kế toán' }))
    expect(onChange.mock.calls[0][0].job_types).toBeUndefined()
  })

  it('sorts by relevance by default and switches to latest', () => {
    const onChange = renderBar({ offset: 20 })
    const select = screen.getByRole('combobox', { name: 'Sắp xếp' }) as HTMLSelectElement
    expect(select.value).toBe(String(SORT.business))
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Phù hợp nhất', 'Mới nhất'])
    fireEvent.change(select, { target: { value: String(SORT.latest) } })
    expect(onChange.mock.calls[0][0]).toMatchObject({ sort: SORT.latest, offset: undefined })
  })
})
