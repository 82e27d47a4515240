// A row of labelled filters (selects, dates, a keyword) that wraps into as many columns as fit:
// the applicants list and the candidate search; PickerGrid holds one choice that says what a page
// shows (the pipeline's job, the business information's organisation).
import { styled } from '@linaria/react'
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { ItemOptions, type OptionItem } from './item-options'
import { controlBox } from './theme'

export const FilterGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px 12px;
  align-items: end;
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 14px;
  }
  select,
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 10px;
    ${controlBox}
    font-size: 16px;
  }
`

export const PickerGrid = styled(FilterGrid)`
  grid-template-columns: minmax(0, 560px);
`

/**
 * One select of a FilterGrid: its label, then "all" (the empty value, when given), the items and
 * any options of its own.
 */
export function FilterSelect({
  id,
  label,
  all,
  items,
  children,
  ...select
}: {
  id: string
  label: string
  all?: string
  items?: readonly OptionItem[]
  children?: ReactNode
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {all !== undefined && <option value="">{all}</option>}
        <ItemOptions items={items} />
        {children}
      </select>
    </div>
  )
}
