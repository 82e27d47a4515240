// A from/to pair of amounts (SPEC 3 "Range field", SPEC 5 "Range"): numeric, never negative, "."
// between thousands as the person types, "," for decimals; an empty side is no value.
import { styled } from '@linaria/react'
import type { InputHTMLAttributes } from 'react'
import { parseRangeNumber } from '../../domain/validation/rules'
import { color } from '../theme'
import { controlStyle, describedBy, FieldFrame, useFieldId, type FieldDecor } from './field-frame'
import { ErrorText } from './text-field'

/** Two PairSides side by side, a dash between them (from – to). */
export const Pair = styled.div`
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

/** The side of a pair of inputs (from/to, start/end): its label, the text input, its own error. */
export function PairSide({
  fieldId,
  which,
  label,
  error,
  invalid,
  decor,
  ...input
}: {
  fieldId: string
  which: string
  label: string
  error?: string
  /** Marked invalid (its own error, or the pair's). */
  invalid: boolean
  decor: FieldDecor
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'autoComplete'>) {
  const inputId = `${fieldId}-${which}`
  return (
    <div>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        id={inputId}
        type="text"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy(fieldId, decor), error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <ErrorText id={`${inputId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  )
}

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
  const id = useFieldId(givenId)
  const side = (which: 'from' | 'to', part: RangeSide) => (
    <PairSide
      fieldId={id}
      which={which}
      label={part.label}
      error={part.error}
      invalid={Boolean(part.error || decor.error)}
      decor={decor}
      name={part.name}
      inputMode="decimal"
      placeholder={part.placeholder}
      value={formatAmount(part.value)}
      onChange={(event) => onChange(which, parseAmount(formatAmountInput(event.target.value)))}
      onBlur={() => onBlur?.(which)}
    />
  )
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
