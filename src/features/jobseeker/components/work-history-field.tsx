// The work history (a repeated group of the field config's sub-fields): company, position and a
// month range whose empty end means "still there". Up to max_items entries; messages per input.
import { styled } from '@linaria/react'
import { useRef, useState } from 'react'
import type { FieldConfig } from '../../../domain/forms/field-config'
import { GhostButton } from '../../../ui/button'
import { RequiredStar } from '../../../ui/form/field-frame'
import { useFieldState } from '../../../ui/form/final-form'
import { MonthRangeField } from '../../../ui/form/month-range-field'
import { TextField } from '../../../ui/form/text-field'
import { color, radius } from '../../../ui/theme'

type Item = { company: string; position: string; start_date: string; end_date: string | null }
type ItemErrors = Partial<Record<keyof Item, string>>

export const WORK_HISTORY_TEXT = {
  add: 'Thêm quá trình làm việc',
  remove: 'Xóa',
  item: (n: number) => `Công việc ${n}`,
  empty: 'Chưa có quá trình làm việc nào. Thêm các công việc bạn đã làm để hồ sơ thuyết phục hơn.',
  full: (n: number) => `Đã đủ ${n} công việc`,
} as const

const Group = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: 15px;
  }
  > p {
    margin: 0 0 12px;
    color: ${color.muted};
    font-size: 14px;
  }
`

const Entry = styled.fieldset`
  margin: 0 0 12px;
  padding: 12px 12px 0;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  min-width: 0;
  > legend {
    padding: 0 6px;
    font-weight: 600;
  }
`

const EntryActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 12px;
`

const emptyItem = (): Item => ({ company: '', position: '', start_date: '', end_date: null })

export function WorkHistoryField({ field }: { field: FieldConfig }) {
  const { input, meta, error } = useFieldState<Item[] | null>(field.name)
  const items = Array.isArray(input.value) ? input.value : []
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const group = useRef<HTMLFieldSetElement>(null)
  const errors = (Array.isArray(meta.error) ? meta.error : []) as Array<ItemErrors | undefined>
  const max = field.max_items ?? 0
  const sub = (name: string) => field.fields?.find((f) => f.name === name)
  const company = sub('company')
  const position = sub('position')
  const time = sub('work_time')

  const path = (index: number, name: keyof Item) => `${field.name}.${index}.${name}`
  const shownError = (index: number, name: keyof Item) =>
    meta.submitFailed || touched.has(path(index, name)) ? errors[index]?.[name] : undefined
  const touch = (index: number, name: keyof Item) =>
    setTouched((current) => (current.has(path(index, name)) ? current : new Set(current).add(path(index, name))))
  const update = (index: number, patch: Partial<Item>) => input.onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)))
  const add = () => {
    if (max && items.length >= max) return
    input.onChange([...items, emptyItem()])
    // the new entry's first input takes the focus once it is drawn
    window.setTimeout(() => group.current?.querySelector<HTMLInputElement>(`[name="${path(items.length, 'company')}"]`)?.focus(), 0)
  }
  const remove = (index: number) => {
    input.onChange(items.filter((_, i) => i !== index))
    setTouched(new Set())
    window.setTimeout(() => group.current?.querySelector<HTMLButtonElement>('[data-add]')?.focus(), 0)
  }
  const listError = typeof error === 'string' ? error : undefined

  return (
    <Group ref={group}>
      <legend>{field.label}</legend>
      {items.length === 0 && <p>{WORK_HISTORY_TEXT.empty}</p>}
      {items.map((item, index) => (
        <Entry key={index}>
          <legend>{WORK_HISTORY_TEXT.item(index + 1)}</legend>
          {company && (
            <TextField
              name={path(index, 'company')}
              label={company.label}
              marker={company.is_required ? <RequiredStar /> : undefined}
              placeholder={company.placeholder}
              maxLength={company.max_length}
              required={company.is_required}
              value={item.company ?? ''}
              error={shownError(index, 'company')}
              onChange={(value) => update(index, { company: value })}
              onBlur={() => touch(index, 'company')}
            />
          )}
          {position && (
            <TextField
              name={path(index, 'position')}
              label={position.label}
              marker={position.is_required ? <RequiredStar /> : undefined}
              placeholder={position.placeholder}
              maxLength={position.max_length}
              required={position.is_required}
              value={item.position ?? ''}
              error={shownError(index, 'position')}
              onChange={(value) => update(index, { position: value })}
              onBlur={() => touch(index, 'position')}
            />
          )}
          {time?.start_date && time.end_date && (
            <MonthRangeField
              label={time.label}
              tooltip={time.tooltip}
              start={{
                name: path(index, 'start_date'),
                label: time.start_date.label,
                placeholder: time.start_date.placeholder,
                maxLength: time.start_date.maxLength,
                required: time.start_date.is_required,
                value: item.start_date ?? '',
                error: shownError(index, 'start_date'),
              }}
              end={{
                name: path(index, 'end_date'),
                label: time.end_date.label,
                placeholder: time.end_date.placeholder,
                maxLength: time.end_date.maxLength,
                required: time.end_date.is_required,
                value: item.end_date ?? '',
                error: shownError(index, 'end_date'),
              }}
              onChange={(side, value) => update(index, side === 'start' ? { start_date: value } : { end_date: value })}
              onBlur={(side) => touch(index, side === 'start' ? 'start_date' : 'end_date')}
            />
          )}
          <EntryActions>
            <GhostButton type="button" onClick={() => remove(index)} aria-label={`${WORK_HISTORY_TEXT.remove} ${WORK_HISTORY_TEXT.item(index + 1).toLowerCase()}`}>
              {WORK_HISTORY_TEXT.remove}
            </GhostButton>
          </EntryActions>
        </Entry>
      ))}
      {listError && <p role="alert">{listError}</p>}
      {max > 0 && items.length >= max ? (
        <p>{WORK_HISTORY_TEXT.full(max)}</p>
      ) : (
        <GhostButton type="button" data-add onClick={add}>
          {WORK_HISTORY_TEXT.add}
        </GhostButton>
      )}
    </Group>
  )
}
