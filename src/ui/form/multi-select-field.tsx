// Several choices from a long list (SPEC 5 "Multi-select"): the chosen ones as removable chips,
// a search box when there are more than 10 options (case and diacritics ignored: "ke toan" finds
// "Kế toán"), and checkboxes. At maxOption (0 = unlimited) the others are disabled and the tooltip
// says why ("Chọn tối đa 5 ngành nghề"). Chosen values that are no longer offered (deleted job
// types) stay as chips, marked, so the person sees what to replace.
import { styled } from '@linaria/react'
import { useId, useMemo, useState } from 'react'
import { SELECT_SEARCH_THRESHOLD } from '../../domain/constants'
import { foldText } from '../../domain/text'
import { color, radius } from '../theme'
import { controlStyle, describedBy, FieldFrame, type FieldDecor } from './field-frame'

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 36px;
    padding: 0 4px 0 12px;
    border-radius: 999px;
    background: ${color.brandSoft};
    color: ${color.brandDark};
    font-size: 14px;
    font-weight: 600;
  }
  li[data-deleted='true'] {
    background: #fdecea;
    color: ${color.red};
  }
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 18px;
    line-height: 1;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${color.focus};
  }
`

const Search = styled.input`
  ${controlStyle}
  margin-bottom: 8px;
`

const List = styled.div`
  max-height: 264px;
  overflow-y: auto;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  &[data-invalid='true'] {
    border-color: ${color.red};
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 12px;
    border-bottom: 1px solid ${color.line};
    cursor: pointer;
  }
  label:last-child {
    border-bottom: 0;
  }
  label:has(input:disabled) {
    color: ${color.muted};
    cursor: not-allowed;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.brand};
  }
  p {
    margin: 0;
    padding: 12px;
    color: ${color.muted};
  }
`

const Limit = styled.p`
  margin: 6px 0 0;
  color: #8a4b00;
  font-size: 14px;
  font-weight: 600;
`

export interface MultiSelectOption {
  id: number
  name: string
  /** Chosen earlier and no longer offered. */
  deleted?: boolean
}

export interface MultiSelectFieldProps extends Omit<FieldDecor, 'tooltip'> {
  label: string
  /** The checkboxes' name; the search box (or the first checkbox) takes the focus on errors. */
  name: string
  value: number[]
  onChange: (value: number[]) => void
  onBlur?: () => void
  options: MultiSelectOption[]
  /** 0 = unlimited. */
  maxOption?: number
  /** Shown when the limit is reached (SPEC 5: "Chọn tối đa 5 ngành nghề"). */
  limitTooltip?: string
  /** Chips get a remove button (icon_close). */
  removable?: boolean
  searchPlaceholder?: string
  /** Text after a deleted chip's name. */
  deletedNote?: string
  id?: string
}

export function MultiSelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  maxOption = 0,
  limitTooltip,
  removable = true,
  searchPlaceholder = 'Tìm nhanh',
  deletedNote = 'đã ngừng sử dụng',
  id: givenId,
  required,
  satisfied,
  hint,
  moreDescs,
  error,
}: MultiSelectFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const [query, setQuery] = useState('')
  const searchable = options.filter((option) => !option.deleted).length > SELECT_SEARCH_THRESHOLD
  const atLimit = maxOption > 0 && value.length >= maxOption
  const decor = { required, satisfied, hint, moreDescs, error }
  const limitId = `${id}-limit`
  const described = describedBy(id, { ...decor, extra: atLimit && limitTooltip ? limitId : undefined })

  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options])
  const offered = useMemo(() => {
    const folded = foldText(query)
    return options.filter((option) => !option.deleted && (!folded || foldText(option.name).includes(folded)))
  }, [options, query])

  const toggle = (optionId: number, checked: boolean) => {
    if (checked) {
      if (atLimit || value.includes(optionId)) return
      onChange([...value, optionId])
    } else onChange(value.filter((v) => v !== optionId))
  }

  return (
    <FieldFrame
      id={id}
      label={label}
      group
      {...decor}
      after={
        atLimit &&
        limitTooltip && (
          <Limit id={limitId} role="status">
            {limitTooltip}
          </Limit>
        )
      }
    >
      {value.length > 0 && (
        <Chips aria-label={`${label} đã chọn`}>
          {value.map((optionId) => {
            const option = byId.get(optionId)
            const text = option?.name ?? `#${optionId}`
            return (
              <li key={optionId} data-deleted={option?.deleted ? 'true' : undefined}>
                {text}
                {option?.deleted && ` (${deletedNote})`}
                {removable && (
                  <button type="button" aria-label={`Bỏ chọn ${text}`} onClick={() => toggle(optionId, false)}>
                    ×
                  </button>
                )}
              </li>
            )
          })}
        </Chips>
      )}
      {searchable && (
        <Search
          type="search"
          id={id}
          data-focus-name={name}
          value={query}
          placeholder={searchPlaceholder}
          aria-label={`Tìm trong danh sách ${label.toLowerCase()}`}
          aria-controls={`${id}-list`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <List
        id={`${id}-list`}
        role="group"
        aria-label={`Danh sách ${label.toLowerCase()}`}
        data-invalid={error ? 'true' : undefined}
        aria-describedby={searchable ? undefined : described}
      >
        {offered.length === 0 && <p>Không tìm thấy lựa chọn phù hợp</p>}
        {offered.map((option, index) => {
          const checked = value.includes(option.id)
          return (
            <label key={option.id}>
              <input
                type="checkbox"
                name={name}
                value={option.id}
                data-focus-name={!searchable && index === 0 ? name : undefined}
                checked={checked}
                disabled={!checked && atLimit}
                onChange={(event) => toggle(option.id, event.target.checked)}
                onBlur={onBlur}
              />
              {option.name}
            </label>
          )
        })}
      </List>
    </FieldFrame>
  )
}
