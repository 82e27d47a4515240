// A start/end pair of MM/YYYY months (SPEC 3 "Month-range field", SPEC 5 "Month/year"): only digits
// and one slash are accepted, the slash comes by itself after two digits, and a month in the
// future becomes the current month when the person leaves the input.
import { styled } from '@linaria/react'
import { clampMonth, formatMonthInput } from '../../domain/validation/rules'
import { FieldFrame, useFieldId, type FieldDecor } from './field-frame'
import { Pair, PairSide } from './range-field'

const Months = styled(Pair)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
`

export interface MonthSide {
  name: string
  label: string
  placeholder?: string
  maxLength?: number
  required?: boolean
  value: string
  error?: string
}

export interface MonthRangeFieldProps extends FieldDecor {
  label: string
  start: MonthSide
  end: MonthSide
  onChange: (side: 'start' | 'end', value: string) => void
  onBlur?: (side: 'start' | 'end') => void
  /** For tests: "now" for the future clamp. */
  now?: () => Date
  id?: string
}

export function MonthRangeField({ label, start, end, onChange, onBlur, now = () => new Date(), id: givenId, ...decor }: MonthRangeFieldProps) {
  const id = useFieldId(givenId)
  const side = (which: 'start' | 'end', part: MonthSide) => (
    <PairSide
      fieldId={id}
      which={which}
      label={part.label}
      error={part.error}
      invalid={Boolean(part.error)}
      decor={decor}
      name={part.name}
      inputMode="numeric"
      placeholder={part.placeholder ?? 'MM/YYYY'}
      maxLength={part.maxLength ?? 7}
      value={part.value}
      onChange={(event) => {
        const raw = event.target.value
        // deleting the slash that came by itself takes the digit before it too
        if (part.value.endsWith('/') && raw === part.value.slice(0, -1)) onChange(which, raw.slice(0, -1))
        else onChange(which, formatMonthInput(raw))
      }}
      onBlur={() => {
        const clamped = clampMonth(part.value, now())
        if (clamped !== part.value) onChange(which, clamped)
        onBlur?.(which)
      }}
      aria-required={part.required || undefined}
    />
  )
  return (
    <FieldFrame id={id} label={label} group {...decor}>
      <Months>
        {side('start', start)}
        {side('end', end)}
      </Months>
    </FieldFrame>
  )
}
