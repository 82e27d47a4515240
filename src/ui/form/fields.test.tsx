import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ChoiceField } from './choice-field'
import { SATISFIED_HINT } from './field-frame'
import { MonthRangeField } from './month-range-field'
import { MultiSelectField, type MultiSelectOption } from './multi-select-field'
import { formatAmount, formatAmountInput, parseAmount, RangeField } from './range-field'
import { SelectField } from './select-field'
import { SwitchField } from './switch-field'
import { TextareaField } from './textarea-field'

describe('TextareaField', () => {
  function Example() {
    const [value, setValue] = useState('')
    return <TextareaField label="Giới thiệu bản thân" value={value} onChange={setValue} maxLength={1500} satisfied={!value} />
  }
  it('counts n/max and shows the good-profile hint while empty', () => {
    render(<Example />)
    const area = screen.getByLabelText('Giới thiệu bản thân')
    expect(screen.getByText('0/1500')).toBeTruthy()
    expect(screen.getByText(SATISFIED_HINT)).toBeTruthy()
    fireEvent.change(area, { target: { value: 'Chăm chỉ' } })
    expect(screen.getByText('8/1500')).toBeTruthy()
    expect(screen.queryByText(SATISFIED_HINT)).toBeNull()
    expect(area.getAttribute('maxlength')).toBe('1500')
    expect(area.getAttribute('aria-describedby')).toContain('-counter')
  })
})

describe('ChoiceField', () => {
  function Example({ clearable }: { clearable: boolean }) {
    const [value, setValue] = useState<number | null>(null)
    return (
      <>
        <ChoiceField<number>
          label="Giới tính"
          name="gender"
          value={value}
          onChange={setValue}
          clearable={clearable}
          options={[
            { value: 802, name: 'Nam' },
            { value: 803, name: 'Nữ' },
          ]}
          error={value === null ? 'Vui lòng chọn giới tính' : undefined}
        />
        <output>{String(value)}</output>
      </>
    )
  }
  it('selects another option and clears the chosen one on a second click', () => {
    render(<Example clearable />)
    expect(screen.getByRole('radiogroup', { name: 'Giới tính' }).getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }))
    expect(screen.getByRole('status').textContent).toBe('802')
    fireEvent.click(screen.getByRole('radio', { name: 'Nữ' }))
    expect(screen.getByRole('status').textContent).toBe('803')
    fireEvent.click(screen.getByRole('radio', { name: 'Nữ' }))
    expect(screen.getByRole('status').textContent).toBe('null')
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn giới tính')
  })
  it('keeps the choice on fields that must keep one (readiness)', () => {
    render(<Example clearable={false} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }))
    expect(screen.getByRole('status').textContent).toBe('802')
  })
})

describe('MultiSelectField', () => {
  const options: MultiSelectOption[] = [
    'Kế toán',
    'Kế toán tổng hợp',
    'Nhân viên bán hàng',
    'Thu ngân',
    'Tư vấn bán hàng',
    'Quản lý cửa hàng',
    'Giám sát bán hàng',
    'Bán hàng online',
    'Lễ tân',
    'Tài xế',
    'Đầu bếp',
  ].map((name, i) => ({ id: i + 1, name }))

  function Example({ initial = [] as number[], extra = [] as MultiSelectOption[] }) {
    const [value, setValue] = useState<number[]>(initial)
    return (
      <MultiSelectField
        label="Ngành nghề"
        name="job_types"
        value={value}
        onChange={setValue}
        options={[...extra, ...options]}
        maxOption={5}
        limitTooltip="Chọn tối đa 5 ngành nghề"
      />
    )
  }

  it('searches ignoring case and diacritics when there are more than 10 options', () => {
    render(<Example />)
    const search = screen.getByLabelText('Tìm trong danh sách ngành nghề')
    fireEvent.change(search, { target: { value: 'KE TOAN' } })
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Kế toán', 'Kế toán tổng hợp'])
    fireEvent.change(search, { target: { value: 'dau bep' } })
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Đầu bếp'])
    fireEvent.change(search, { target: { value: 'xyz' } })
    expect(screen.getByText('Không tìm thấy lựa chọn phù hợp')).toBeTruthy()
  })

  it('stops at maxOption with the tooltip, and chips remove a choice', () => {
    render(<Example />)
    for (const name of ['Kế toán', 'Thu ngân', 'Lễ tân', 'Tài xế']) fireEvent.click(screen.getByRole('checkbox', { name }))
    expect(screen.queryByText('Chọn tối đa 5 ngành nghề')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Đầu bếp' }))
    expect(screen.getByRole('status').textContent).toBe('Chọn tối đa 5 ngành nghề')
    expect((screen.getByRole('checkbox', { name: 'Bán hàng online' }) as HTMLInputElement).disabled).toBe(true)
    const chips = screen.getByRole('list', { name: 'Ngành nghề đã chọn' })
    expect(within(chips).getAllByRole('listitem')).toHaveLength(5)
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ chọn Thu ngân' }))
    expect(screen.queryByText('Chọn tối đa 5 ngành nghề')).toBeNull()
    expect((screen.getByRole('checkbox', { name: 'Thu ngân' }) as HTMLInputElement).checked).toBe(false)
  })

  it('marks chosen options that were deleted and offers them no more', () => {
    render(<Example initial={[99]} extra={[{ id: 99, name: 'Nghề cũ', deleted: true }]} />)
    expect(screen.getByText('Nghề cũ (đã ngừng sử dụng)', { exact: false })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Nghề cũ' })).toBeNull()
  })
})

describe('RangeField', () => {
  it('formats thousands with "." and reads "," decimals', () => {
    expect(formatAmount(15000000)).toBe('15.000.000')
    expect(formatAmount(1500.5)).toBe('1.500,5')
    expect(formatAmountInput('15000000')).toBe('15.000.000')
    expect(formatAmountInput('-1a2,5')).toBe('12,5')
    expect(parseAmount('15.000.000')).toBe(15000000)
    expect(parseAmount('')).toBeNull()
  })

  function Example() {
    const [from, setFrom] = useState<number | null>(null)
    const [to, setTo] = useState<number | null>(null)
    return (
      <RangeField
        label="Mức lương"
        from={{ name: 'salary_min', label: 'Tối thiểu', value: from }}
        to={{ name: 'salary_max', label: 'Tối đa', value: to, error: from !== null && to !== null && from > to ? 'min <= max' : undefined }}
        onChange={(side, value) => (side === 'from' ? setFrom(value) : setTo(value))}
      />
    )
  }
  it('keeps numbers, shows the grouped value and the side error', () => {
    render(<Example />)
    const min = screen.getByLabelText('Tối thiểu') as HTMLInputElement
    fireEvent.change(min, { target: { value: '8000000' } })
    expect(min.value).toBe('8.000.000')
    fireEvent.change(screen.getByLabelText('Tối đa'), { target: { value: '5.000.000' } })
    expect(screen.getByRole('alert').textContent).toBe('min <= max')
    expect(screen.getByLabelText('Tối đa').getAttribute('aria-invalid')).toBe('true')
  })
})

describe('MonthRangeField', () => {
  function Example() {
    const [start, setStart] = useState('')
    const [end, setEnd] = useState('')
    return (
      <MonthRangeField
        label="Thời gian làm việc"
        now={() => new Date(2026, 4, 15)}
        start={{ name: 'start', label: 'Bắt đầu', value: start }}
        end={{ name: 'end', label: 'Kết thúc', value: end }}
        onChange={(side, value) => (side === 'start' ? setStart(value) : setEnd(value))}
      />
    )
  }
  it('accepts digits and one slash, adds the slash, and clamps a future month on leaving', () => {
    render(<Example />)
    const start = screen.getByLabelText('Bắt đầu') as HTMLInputElement
    fireEvent.change(start, { target: { value: '0a3' } })
    expect(start.value).toBe('03/')
    // deleting the automatic slash removes the digit before it too
    fireEvent.change(start, { target: { value: '03' } })
    expect(start.value).toBe('0')
    fireEvent.change(start, { target: { value: '03/20/21' } })
    expect(start.value).toBe('03/2021')
    const end = screen.getByLabelText('Kết thúc') as HTMLInputElement
    fireEvent.change(end, { target: { value: '122030' } })
    expect(end.value).toBe('12/2030')
    fireEvent.blur(end)
    expect(end.value).toBe('05/2026')
  })
})

describe('SelectField and SwitchField', () => {
  it('gives numbers or null and announces the switch state', () => {
    function Example() {
      const [value, setValue] = useState<number | null>(null)
      const [on, setOn] = useState(false)
      return (
        <>
          <SelectField label="Năm sinh" value={value} onChange={setValue} options={[{ id: 2000, name: '2000' }]} placeholder="Chọn năm sinh" />
          <SwitchField label="Chưa có kinh nghiệm" checked={on} onChange={setOn} />
          <output>{JSON.stringify([value, on])}</output>
        </>
      )
    }
    render(<Example />)
    fireEvent.change(screen.getByLabelText('Năm sinh'), { target: { value: '2000' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Chưa có kinh nghiệm' }))
    expect(screen.getByRole('status').textContent).toBe('[2000,true]')
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true')
    fireEvent.change(screen.getByLabelText('Năm sinh'), { target: { value: '' } })
    expect(screen.getByRole('status').textContent).toBe('[null,true]')
  })
})
