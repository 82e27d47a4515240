// A from/to pair of amounts (SPEC 3 "Range field", SPEC 5 "Range"): numeric, never negative, "."
// between thousands as the person types, "," for decimals; an empty side is no value.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { parseRangeNumber } from '../../domain/validation/rules'
import { color } from '../theme'
import { controlStyle, describedBy, FieldFrame, type FieldDecor } from './field-frame'
import { ErrorText } from './text-field'

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: start;
  gap: 8px;
  > span {
    align-self: center;
    color: ${color.muted};
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 14px;
    color: ${color.muted};
  }
  input {
    ${controlStyle}
  }
`

/** 15000000 -> "15.000.000"; decimals after ",". */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const [whole, fraction] = String(value).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return fraction ? `${grouped},${fraction}` : grouped
}

/** What the input shows while typing: digits grouped by ".", one "," kept as typed. */
export function formatAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d,]/g, '')
  const comma = cleaned.indexOf(',')
  const whole = (comma === -1 ? cleaned : cleaned.slice(0, comma)).replace(/^0+(?=\d)/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return comma === -1 ? grouped : `${grouped},${cleaned.slice(comma + 1).replace(/,/g, '')}`
}

/** The typed text as a number, or null when empty (the API's "not given"). */
export const parseAmount = (raw: string): number | null => (raw.trim() === '' ? null : parseRangeNumber(raw))

export interface RangeSide {
  name: string
  label: string
  placeholder?: string
  value: number | null | undefined
  error?: string
}

export interface RangeFieldProps extends FieldDecor {
  label: string
  from: RangeSide
  to: RangeSide
  onChange: (side: 'from' | 'to', value: number | null) => void
  onBlur?: (side: 'from' | 'to') => void
  /** A unit after the inputs' labels, e.g. "đồng". */
  id?: string
}

export function RangeField({ label, from, to, onChange, onBlur, id: givenId, ...decor }: RangeFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const side = (which: 'from' | 'to', part: RangeSide) => {
    const inputId = `${id}-${which}`
    return (
      <div>
        <label htmlFor={inputId}>{part.label}</label>
        <input
          id={inputId}
          name={part.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={part.placeholder}
          value={formatAmount(part.value)}
          onChange={(event) => onChange(which, parseAmount(formatAmountInput(event.target.value)))}
          onBlur={() => onBlur?.(which)}
          aria-invalid={part.error || decor.error ? true : undefined}
          aria-describedby={[describedBy(id, decor), part.error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined}
        />
        {part.error && (
          <ErrorText id={`${inputId}-error`} role="alert">
            {part.error}
          </ErrorText>
        )}
      </div>
    )
  }
  return (
    <FieldFrame id={id} label={label} group {...decor}>
      <Pair>
        {side('from', from)}
        <span aria-hidden="true">–</span>
        {side('to', to)}
      </Pair>
    </FieldFrame>
  )
}
