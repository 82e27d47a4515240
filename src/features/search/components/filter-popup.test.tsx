import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { JobFilters } from '../../../domain/url-filters'
import { provideFixtureConfig } from '../test/fixtures'
import { FilterBar } from './filter-bar'
import { FilterPopup, matchesWords } from './filter-popup'

function Popup({ filters = {}, onApply }: { filters?: JobFilters; onApply: (next: JobFilters) => void }) {
  const [open, setOpen] = useState(true)
  return <FilterPopup open={open} onClose={() => setOpen(false)} filters={filters} onApply={onApply} />
}

const dialog = () => screen.getByRole('dialog', { name: 'Bộ lọc' })
const jobTypeBox = (name: string) => within(dialog()).getByRole('checkbox', { name })
/** The filter bar's buttons open the popup once its code has loaded (it loads on the first intent). */
const openFrom = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }))
  await screen.findByRole('dialog', { name: 'Bộ lọc' }, { timeout: 5000 })
}

describe('FilterPopup', () => {
  beforeEach(() => provideFixtureConfig())

  it('opens from the filter button; "Đặt lại" is disabled at zero', async () => {
    render(<FilterBar filters={{}} onChange={() => {}} />)
    await openFrom('Bộ lọc')
    expect(within(dialog()).getByRole('button', { name: 'Đặt lại' })).toHaveProperty('disabled', true)
    expect(within(dialog()).getByRole('button', { name: 'Áp dụng (0)' })).toBeTruthy()
  })

  it('counts two picked job types and applies them', async () => {
    const onChange = vi.fn<(next: JobFilters) => void>()
    render(<FilterBar filters={{ q: 'kế toán', offset: 40 }} onChange={onChange} />)
    await openFrom('Bộ lọc')
    fireEvent.click(jobTypeBox('Kế toán'))
    fireEvent.click(jobTypeBox('Thu ngân'))
    expect(within(dialog()).getByRole('button', { name: 'Đặt lại' })).toHaveProperty('disabled', false)
    // Nothing reaches the URL before "Áp dụng".
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Áp dụng (2)' }))
    expect(onChange).toHaveBeenCalledWith({ q: 'kế toán', job_types: [8, 3], offset: undefined })
  })

  it('"Đặt lại" clears the draft but keeps the keyword', () => {
    const onApply = vi.fn<(next: JobFilters) => void>()
    render(<Popup filters={{ q: 'kho', city_id: 1, job_types: [8] }} onApply={onApply} />)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Đặt lại' }))
    expect(within(dialog()).getByRole('button', { name: 'Đặt lại' })).toHaveProperty('disabled', true)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Áp dụng (0)' }))
    expect(onApply.mock.calls[0][0]).toMatchObject({ q: 'kho', city_id: undefined, job_types: undefined })
  })

  it('finds job types ignoring case and diacritics: "ke toan" finds "Kế toán"', () => {
    render(<Popup onApply={() => {}} />)
    const search = within(dialog()).getByRole('searchbox', { name: 'Tìm ngành nghề' })
    fireEvent.change(search, { target: { value: 'ke toan' } })
    const names = within(dialog())
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent)
    expect(names).toEqual(['Kế toán', 'Kế toán tổng hợp', 'Kế toán kho'])
    fireEvent.change(search, { target: { value: 'KE' } })
    expect(within(dialog()).queryByRole('checkbox', { name: 'Marketing' })).toBeNull()
    fireEvent.change(search, { target: { value: 'dau bep' } })
    expect(jobTypeBox('Đầu bếp')).toBeTruthy()
  })

  it('keeps the district disabled until a province is chosen, and clears it when the province changes', () => {
    const onApply = vi.fn<(next: JobFilters) => void>()
    render(<Popup onApply={onApply} />)
    const province = within(dialog()).getByRole('combobox', { name: 'Tỉnh/thành phố' }) as HTMLSelectElement
    const district = within(dialog()).getByRole('combobox', { name: 'Quận/huyện' }) as HTMLSelectElement
    expect(district.disabled).toBe(true)
    fireEvent.change(province, { target: { value: '1' } })
    expect(district.disabled).toBe(false)
    expect(Array.from(district.options).map((o) => o.text)).toEqual(['Tất cả quận/huyện', 'Cầu Giấy', 'Ba Đình'])
    fireEvent.change(district, { target: { value: '101' } })
    fireEvent.change(province, { target: { value: '2' } })
    expect(district.value).toBe('')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Áp dụng (1)' }))
    expect(onApply.mock.calls[0][0]).toMatchObject({ city_id: 2, district_id: undefined })
  })

  it('lists sectors of the job category and narrows job types to the chosen one', () => {
    render(<Popup filters={{ job_types: [8, 1] }} onApply={() => {}} />)
    const sector = within(dialog()).getByRole('combobox', { name: 'Lĩnh vực' }) as HTMLSelectElement
    expect(Array.from(sector.options).map((o) => o.text)).toEqual([
      'Tất cả lĩnh vực',
      'Kinh doanh - Bán hàng',
      'Kế toán - Kiểm toán',
      'IT - Phần mềm',
    ])
    fireEvent.change(sector, { target: { value: '302' } })
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Kế toán', 'Kế toán tổng hợp', 'Kế toán kho', 'Kiểm toán'])
    // The job type of another sector is dropped: both must match for a job to show.
    expect(within(dialog()).getByRole('button', { name: 'Áp dụng (2)' })).toBeTruthy()
  })

  it('offers salary ranges without "Thỏa thuận" and maps the pick to a price', () => {
    const onApply = vi.fn<(next: JobFilters) => void>()
    render(<Popup onApply={onApply} />)
    const salary = within(dialog()).getByRole('group', { name: 'Mức lương' })
    const radios = within(salary).getAllByRole('radio')
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Tất cả mức lương',
      '3 - 5 triệu',
      '10 - 15 triệu',
      'Trên 50 triệu',
    ])
    fireEvent.click(within(salary).getByRole('radio', { name: 'Trên 50 triệu' }))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Áp dụng (1)' }))
    expect(onApply.mock.calls[0][0].price).toEqual({ min: 50_000_000, max: null })
  })

  it('starts each opening from the applied filters (an unapplied draft is dropped)', async () => {
    render(<FilterBar filters={{}} onChange={() => {}} />)
    await openFrom('Bộ lọc')
    fireEvent.click(jobTypeBox('Kế toán'))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Đóng' }))
    await openFrom('Bộ lọc')
    expect(jobTypeBox('Kế toán')).toHaveProperty('checked', false)
  })

  it('opens from the location chip with focus on the province', async () => {
    render(<FilterBar filters={{}} onChange={() => {}} />)
    await openFrom('Địa điểm: Toàn quốc')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('combobox', { name: 'Tỉnh/thành phố' })))
  })
})

describe('matchesWords', () => {
  it('matches word prefixes without case or diacritics', () => {
    expect(matchesWords('Kế toán', 'ke toan')).toBe(true)
    expect(matchesWords('Kế toán', 'KẾ')).toBe(true)
    expect(matchesWords('Marketing', 'ke')).toBe(false)
    expect(matchesWords('Đầu bếp', 'dau')).toBe(true)
    expect(matchesWords('Anything', '  ')).toBe(true)
  })
})
