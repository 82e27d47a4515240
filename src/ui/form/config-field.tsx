// The form engine's widget registry: one field config -> one widget (SPEC 3 "Form field config").
// Every widget reads and writes the final-form field named after the config; messages come from
// the form's validate (src/domain/forms/validate.ts), shown once the field was left or the form
// submitted, and recomputed on every keystroke. A form adds or replaces widgets by field name or
// input type (ConfigFieldContext.widgets); a new kind of field is one widget here.
import { useState, type ReactNode } from 'react'
import { useForm, useFormState } from 'react-final-form'
import { Link } from 'react-router-dom'
import { NO_EXPERIENCE_ID } from '../../domain/constants'
import { conditionHolds } from '../../domain/forms/conditions'
import { vietnamDate } from '../../domain/forms/validate'
import type { FieldConfig, FieldInputType } from '../../domain/forms/field-config'
import { FormAvatarField } from '../image-upload/avatar-field'
import { AVATAR_TEXT } from '../image-upload/avatar-upload'
import { ImageGallery } from '../image-upload/image-gallery'
import { STREET, STREET_MSG, normalizeStreetName, streetNameError } from '../../domain/streets'
import { foldText } from '../../domain/text'
import { CheckboxField } from './checkbox-field'
import { ComboboxField } from './combobox-field'
import { ChoiceField } from './choice-field'
import { MoreDescs, RequiredStar, SATISFIED_HINT } from './field-frame'
import { optionsFor, type OptionSources } from './field-options'
import { useFieldState } from './final-form'
import { MultiSelectField, type MultiSelectOption } from './multi-select-field'
import { RangeField } from './range-field'
import { SelectField } from './select-field'
import { SwitchField } from './switch-field'
import { TextareaField } from './textarea-field'
import { TextField } from './text-field'
import { addStreet, useStreets } from './street-calls'

export type FormMode = 'create' | 'update'
type Values = Record<string, unknown>

export interface WidgetProps {
  field: FieldConfig
  ctx: ConfigFieldContext
}
export type Widget = (props: WidgetProps) => ReactNode

export interface ConfigFieldContext {
  mode: FormMode
  fields: FieldConfig[]
  sources: OptionSources
  /** Chosen options a list no longer offers, by field name, and the hint that asks to replace them. */
  retired?: { options: Record<string, MultiSelectOption[]>; hint: string }
  /** This form's own widgets, by field name first, then by input type; else the shared registry. */
  widgets?: { byName?: Record<string, Widget>; byType?: Partial<Record<FieldInputType, Widget>> }
}

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

export const messageOf = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined)

/** satisfiedRequired fields are marked while empty (SPEC 5). */
export const needsForGood = (field: FieldConfig, value: unknown) => !!field.satisfiedRequired && isEmptyValue(value)

function hintOf(field: FieldConfig, value: unknown, extra?: ReactNode): ReactNode {
  const parts = [needsForGood(field, value) ? SATISFIED_HINT : null, field.tooltip ?? null, extra ?? null].filter(Boolean)
  if (!parts.length) return undefined
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && ' · '}
      {part}
    </span>
  ))
}

/** "nguyễn văn an" -> "Nguyễn Văn An" (capitalize fields, when the person leaves the input). */
const capitalizeWords = (value: string) => value.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase())

const INPUT_TYPE: Partial<Record<FieldInputType, string>> = { email: 'email', url: 'url', number: 'text', date: 'date' }
const AUTOCOMPLETE: Record<string, string> = { full_name: 'name', contact_name: 'name', contact_phone: 'tel' }

/** Today, and `days` from today, in Vietnam's calendar (the date input's bounds). */
const dayFromToday = (days: number) => vietnamDate(new Date(), days)

function TextConfigField({ field }: WidgetProps) {
  const { input, meta, error } = useFieldState<string | number | null>(field.name)
  const numeric = field.input_type === 'number'
  const value = input.value === null || input.value === undefined ? '' : String(input.value)
  const locked = !!field.disabled || (!!field.disabledWhenHasValue && !isEmptyValue(meta.initial))
  return (
    <>
      <TextField
        name={field.name}
        label={field.label}
        marker={field.is_required ? <RequiredStar /> : undefined}
        type={INPUT_TYPE[field.input_type] ?? 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        min={field.input_type === 'date' && field.min_days !== undefined ? dayFromToday(field.min_days) : undefined}
        max={field.input_type === 'date' && field.max_days !== undefined ? dayFromToday(field.max_days) : undefined}
        autoComplete={field.input_type === 'email' ? 'email' : (AUTOCOMPLETE[field.name] ?? 'off')}
        autoCapitalize={field.capitalize ? 'words' : undefined}
        placeholder={field.placeholder}
        maxLength={field.is_max_length ? field.max_length : undefined}
        required={field.is_required}
        disabled={locked}
        value={value}
        hint={hintOf(field, value)}
        error={messageOf(error)}
        onChange={(next) => {
          if (!numeric) return input.onChange(next)
          const digits = next.replace(/\D/g, '')
          input.onChange(digits ? Number(digits) : null)
        }}
        onFocus={() => input.onFocus()}
        onBlur={() => {
          if (field.capitalize && value) input.onChange(capitalizeWords(value))
          input.onBlur()
        }}
        style={field.custom_width ? { maxWidth: field.custom_width } : undefined}
      />
      {field.moreDescs && <MoreDescs {...field.moreDescs} />}
    </>
  )
}

/** A textarea with its counter; `action` is a form's own button beside the label (e.g. "Gợi ý"). */
export function TextareaConfigField({ field, action }: WidgetProps & { action?: ReactNode }) {
  const { input, error } = useFieldState<string | null>(field.name)
  const value = input.value ?? ''
  return (
    <TextareaField
      name={field.name}
      label={field.label}
      placeholder={field.placeholder}
      maxLength={field.is_max_length ? field.max_length : undefined}
      required={field.is_required}
      satisfied={needsForGood(field, value)}
      tooltip={field.tooltip}
      moreDescs={field.moreDescs}
      disabled={field.disabled}
      error={messageOf(error)}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      action={action}
    />
  )
}

/** The fields whose list depends on `name`, and theirs in turn (province -> district -> street). */
function dependentsOf(fields: FieldConfig[], name: string): FieldConfig[] {
  const direct = fields.filter((other) => other.dataSources?.parent_field === name)
  return [...direct, ...direct.flatMap((other) => dependentsOf(fields, other.name))]
}

/**
 * A street of the district chosen (docs/decisions/0026-streets.md): a combobox listing the
 * district's streets as one types, ending with "Thêm đường mới: {typed}" when none is that name,
 * which adds it and picks it. The value is the street's id; `{name}_name` keeps its name, so a
 * draft or a saved post shows it again. Disabled until a district is chosen.
 */
function StreetConfigField({ field }: WidgetProps) {
  const form = useForm<Values>()
  const { values } = useFormState<Values>({ subscription: { values: true } })
  const { input, error } = useFieldState<number | null>(field.name)
  const nameKey = `${field.name.replace(/_id$/, '')}_name`
  const parent = field.dataSources?.parent_field ?? 'district_id'
  const districtId = typeof values[parent] === 'number' ? (values[parent] as number) : null
  const chosenName = typeof input.value === 'number' && typeof values[nameKey] === 'string' ? (values[nameKey] as string) : ''
  const [text, setText] = useState(chosenName)
  const [focused, setFocused] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // another district (or none) empties the box: its street was cleared with it
  const [shownFor, setShownFor] = useState(districtId)
  if (shownFor !== districtId) {
    setShownFor(districtId)
    setText(chosenName)
    setProblem(null)
  }
  const typed = normalizeStreetName(text)
  const browsing = typeof input.value === 'number' && typed === chosenName
  const { streets } = useStreets(districtId, browsing ? '' : typed, focused)
  const exact = browsing ? undefined : streets.find((street) => foldText(street.name) === foldText(typed))
  const shapeError = !browsing && typed ? streetNameError(typed) : null
  const canAdd = !browsing && !!typed && !exact && !shapeError

  const pick = (id: number, name: string) => {
    form.batch(() => {
      input.onChange(id)
      form.change(nameKey, name)
    })
    setText(name)
    setProblem(null)
  }
  const add = async () => {
    if (!districtId) return
    const result = await addStreet(districtId, typed)
    if (result.success) pick(result.data.id, result.data.name)
    else setProblem(result.error.message || STREET_MSG.addFailed)
  }
  return (
    <ComboboxField
      name={field.name}
      label={field.label}
      listLabel={`${field.label}: gợi ý`}
      placeholder={districtId ? field.placeholder : STREET_MSG.districtFirst}
      disabled={field.disabled || districtId === null}
      required={field.is_required}
      tooltip={districtId ? field.tooltip : undefined}
      maxLength={STREET.nameMax}
      // while typing, what a street name cannot be is pointed out (too short is only for now)
      error={problem ?? messageOf(error) ?? (shapeError === STREET_MSG.nameShort ? undefined : (shapeError ?? undefined))}
      inputValue={text}
      onInputChange={(next) => {
        setText(next)
        setProblem(null)
        // typing another name lets go of the street chosen
        if (typeof input.value === 'number' && normalizeStreetName(next) !== chosenName) {
          form.batch(() => {
            input.onChange(null)
            form.change(nameKey, null)
          })
        }
      }}
      options={streets.map((street) => ({ id: street.id, name: street.name }))}
      onPick={(option) => pick(option.id, option.name)}
      addLabel={canAdd ? STREET_MSG.addOption(typed) : undefined}
      onAdd={() => void add()}
      onBlur={() => {
        setFocused(false)
        // a street's whole name typed and left without picking it is that street
        if (exact) pick(exact.id, exact.name)
        input.onBlur()
      }}
      onFocus={() => setFocused(true)}
    />
  )
}

function SelectConfigField({ field, ctx }: WidgetProps) {
  const form = useForm<Values>()
  const { values } = useFormState<Values>({ subscription: { values: true } })
  const { input, error } = useFieldState<number | null>(field.name)
  const options = optionsFor(field, ctx.sources, values)
  const parent = field.dataSources?.parent_field
  const dependents = dependentsOf(ctx.fields, field.name)
  return (
    <SelectField
      name={field.name}
      label={field.label}
      placeholder={field.placeholder}
      options={options}
      required={field.is_required}
      satisfied={needsForGood(field, input.value)}
      tooltip={field.tooltip}
      moreDescs={field.moreDescs}
      disabled={field.disabled || (parent !== undefined && options.length === 0)}
      error={messageOf(error)}
      value={typeof input.value === 'number' ? input.value : null}
      onChange={(next) => {
        form.batch(() => {
          input.onChange(next)
          // a district belongs to one province, a street to one district: choosing another clears them
          for (const dependent of dependents) form.change(dependent.name, null)
        })
      }}
      onBlur={() => input.onBlur()}
    />
  )
}

function MultiConfigField({ field, ctx }: WidgetProps) {
  const { input, error } = useFieldState<number[] | null>(field.name)
  const value = Array.isArray(input.value) ? input.value : []
  const offered = optionsFor(field, ctx.sources, {})
  const deleted = (ctx.retired?.options[field.name] ?? []).filter((option) => value.includes(option.id))
  return (
    <MultiSelectField
      name={field.name}
      label={field.label}
      value={value}
      options={[...deleted.map((option) => ({ ...option, deleted: true })), ...offered]}
      maxOption={field.maxOption ?? 0}
      limitTooltip={field.tooltip}
      removable={field.icon_close !== false}
      searchPlaceholder={field.placeholder}
      required={field.is_required}
      satisfied={needsForGood(field, value)}
      hint={deleted.length ? ctx.retired?.hint : undefined}
      moreDescs={field.moreDescs}
      error={messageOf(error)}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
    />
  )
}

function ChoiceConfigField({ field, ctx }: WidgetProps) {
  const { input, error } = useFieldState<number | boolean | null>(field.name)
  // options carrying their API value (readiness: true/false) keep a choice once made (SPEC 4.2)
  const valued = field.options?.some((option) => option.value !== undefined) ?? false
  const options = valued
    ? (field.options ?? []).map((option) => ({ value: option.value as boolean, name: option.name }))
    : optionsFor(field, ctx.sources, {}).map((option) => ({ value: option.id, name: option.name }))
  return (
    <ChoiceField<number | boolean>
      name={field.name}
      label={field.label}
      options={options}
      clearable={!valued}
      direction={field.direction}
      required={field.is_required}
      satisfied={needsForGood(field, input.value)}
      tooltip={field.tooltip}
      moreDescs={field.moreDescs}
      disabled={field.disabled}
      error={messageOf(error)}
      value={typeof input.value === 'number' || typeof input.value === 'boolean' ? input.value : null}
      onChange={(next) => {
        input.onChange(next)
        input.onBlur()
      }}
    />
  )
}

/** The experience choice with its no-experience switch (SPEC 4.2, code 601). */
function NoExperienceChoiceField({ field, ctx }: WidgetProps) {
  const { input, error } = useFieldState<number | null>(field.name)
  const none = input.value === NO_EXPERIENCE_ID
  const options = optionsFor(field, ctx.sources, {}).map((option) => ({ value: option.id, name: option.name }))
  return (
    <div>
      <ChoiceField<number>
        name={field.name}
        label={field.label}
        options={options}
        direction={field.direction}
        required={field.is_required}
        tooltip={field.tooltip}
        disabled={none || field.disabled}
        error={messageOf(error)}
        value={typeof input.value === 'number' && !none ? input.value : null}
        onChange={(next) => {
          input.onChange(next)
          input.onBlur()
        }}
      />
      <SwitchField
        name={`${field.name}_none`}
        label={field.specialLabel}
        checked={none}
        onChange={(on) => {
          if (on) input.onChange(NO_EXPERIENCE_ID)
          else if (none) input.onChange(null)
          input.onBlur()
        }}
      />
    </div>
  )
}

function RangeConfigField({ field }: WidgetProps) {
  const from = useFieldState<number | null>(field.from?.name ?? `${field.name}_from`)
  const to = useFieldState<number | null>(field.to?.name ?? `${field.name}_to`)
  const number = (value: unknown) => (typeof value === 'number' ? value : null)
  const empty = number(from.input.value) === null && number(to.input.value) === null
  return (
    <RangeField
      label={field.label}
      required={field.is_required}
      satisfied={!!field.satisfiedRequired && empty}
      tooltip={field.tooltip}
      moreDescs={field.moreDescs}
      from={{
        name: from.input.name,
        label: field.from?.label ?? 'Từ',
        placeholder: field.from?.placeholder,
        value: number(from.input.value),
        error: messageOf(from.error),
      }}
      to={{
        name: to.input.name,
        label: field.to?.label ?? 'Đến',
        placeholder: field.to?.placeholder,
        value: number(to.input.value),
        error: messageOf(to.error),
      }}
      onChange={(side, value) => (side === 'from' ? from : to).input.onChange(value)}
      onBlur={(side) => (side === 'from' ? from : to).input.onBlur()}
    />
  )
}

function SwitchConfigField({ field }: WidgetProps) {
  const { input, error } = useFieldState<boolean | null>(field.name)
  return (
    <>
      <SwitchField
        name={field.name}
        label={field.label}
        checked={input.value === true}
        error={messageOf(error)}
        disabled={field.disabled}
        onChange={(on) => input.onChange(on)}
      />
      {field.moreDescs && <MoreDescs {...field.moreDescs} />}
    </>
  )
}

/** A checkbox; its label links the words of config.link (the privacy policy, in a new tab). */
function CheckboxConfigField({ field }: WidgetProps) {
  const { input, error } = useFieldState<boolean | null>(field.name)
  let label: ReactNode = field.label
  const link = field.link
  if (link && field.label.includes(link.text)) {
    const [before, after] = field.label.split(link.text)
    label = (
      <>
        {before}
        <Link to={link.url} target="_blank" rel="noopener">
          {link.text}
          <span className="visually-hidden"> (mở trong thẻ mới)</span>
        </Link>
        {after}
      </>
    )
  }
  return (
    <CheckboxField
      name={field.name}
      label={label}
      required={field.is_required}
      checked={input.value === true}
      error={messageOf(error)}
      onChange={(checked) => {
        input.onChange(checked)
        input.onBlur()
      }}
    />
  )
}

function AvatarConfigField({ field }: WidgetProps) {
  const { values } = useFormState<Values>({ subscription: { values: true } })
  const value = values[field.name]
  return (
    <>
      <FormAvatarField
        name={field.name}
        label={field.label}
        hint={
          <>
            {AVATAR_TEXT.hint}
            {needsForGood(field, value) && ` ${SATISFIED_HINT}`}
          </>
        }
      />
      {field.moreDescs && <MoreDescs {...field.moreDescs} />}
    </>
  )
}

function ImagesConfigField({ field }: WidgetProps) {
  const { input, error } = useFieldState<string[] | null>(field.name)
  return (
    <>
      <ImageGallery
        name={field.name}
        label={field.label}
        value={Array.isArray(input.value) ? input.value : []}
        max={field.max_items}
        error={messageOf(error)}
        onChange={(urls) => input.onChange(urls)}
        onBlur={() => input.onBlur()}
      />
      {field.moreDescs && <MoreDescs {...field.moreDescs} />}
    </>
  )
}

const REGISTRY: Partial<Record<FieldInputType, Widget>> = {
  avatar: AvatarConfigField,
  text: TextConfigField,
  email: TextConfigField,
  phone: TextConfigField,
  url: TextConfigField,
  number: TextConfigField,
  date: TextConfigField,
  textarea: TextareaConfigField,
  option_api: ({ field, ctx }) => {
    if (field.multiple) return <MultiConfigField field={field} ctx={ctx} />
    if (field.specialLabel) return <NoExperienceChoiceField field={field} ctx={ctx} />
    return <SelectConfigField field={field} ctx={ctx} />
  },
  location: SelectConfigField,
  street: StreetConfigField,
  radio: ChoiceConfigField,
  range: RangeConfigField,
  switch: SwitchConfigField,
  checkbox: CheckboxConfigField,
  images: ImagesConfigField,
}

/** The widget for one config, or nothing when its depend_on does not hold or it is create-only. */
export function ConfigField({ field, ctx }: WidgetProps) {
  const { values } = useFormState<Values>({ subscription: { values: true } })
  if (field.create_only && ctx.mode !== 'create') return null
  if (!conditionHolds(field.depend_on, values)) return null
  const Widget = ctx.widgets?.byName?.[field.name] ?? ctx.widgets?.byType?.[field.input_type] ?? REGISTRY[field.input_type]
  return Widget ? <Widget field={field} ctx={ctx} /> : null
}
