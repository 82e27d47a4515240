// One field config -> one field component (SPEC 3 "Form field config"). Every control reads and
// writes the final-form field named after the config; messages come from the form's validate
// (src/domain/profile/validate.ts through form-values.ts), shown once the field was left or the
// form submitted, and recomputed on every keystroke.
import { useState, type ReactNode } from 'react'
import { toast } from 'react-hot-toast'
import { useForm, useFormState } from 'react-final-form'
import { Link } from 'react-router-dom'
import { NO_EXPERIENCE_ID } from '../../../domain/constants'
import { hasExperience, type FieldConfig } from '../../../domain/profile/fields'
import { CheckboxField } from '../../../ui/form/checkbox-field'
import { ChoiceField } from '../../../ui/form/choice-field'
import { MoreDescs, RequiredStar, SATISFIED_HINT } from '../../../ui/form/field-frame'
import { useFieldState } from '../../../ui/form/final-form'
import { MultiSelectField, type MultiSelectOption } from '../../../ui/form/multi-select-field'
import { RangeField } from '../../../ui/form/range-field'
import { SelectField } from '../../../ui/form/select-field'
import { SwitchField } from '../../../ui/form/switch-field'
import { TextareaField } from '../../../ui/form/textarea-field'
import { TextField } from '../../../ui/form/text-field'
import { GhostButton } from '../../../ui/button'
import { FormAvatarField } from '../../../ui/image-upload/avatar-field'
import { AVATAR_TEXT } from '../../../ui/image-upload/avatar-upload'
import { suggestSelfDescription } from '../api/suggest-self-description'
import { optionsFor, type OptionSources } from '../field-options'
import { toPayload, type FormMode, type ProfileFormValues } from '../form-values'
import { PhoneVerificationField, type PhoneOwnerState } from './phone-verification-field'
import { WorkHistoryField } from './work-history-field'

export const SUGGEST_TEXT = {
  button: 'Gợi ý',
  pending: 'Đang viết gợi ý...',
  done: 'Đã điền phần giới thiệu gợi ý, bạn có thể chỉnh sửa lại.',
} as const

export interface ProfileFieldContext {
  mode: FormMode
  fields: FieldConfig[]
  sources: OptionSources
  trustedPhones: string[]
  /** Chosen job types that are no longer offered (the open-edit case). */
  deletedJobTypes: MultiSelectOption[]
  phoneOwner: PhoneOwnerState
}

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const messageOf = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined)

/** satisfiedRequired fields are marked while empty (SPEC 5). */
const needsForGood = (field: FieldConfig, value: unknown) => !!field.satisfiedRequired && isEmptyValue(value)

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

function TextConfigField({ field }: { field: FieldConfig }) {
  const { input, meta, error } = useFieldState<string | null>(field.name)
  const value = input.value ?? ''
  const locked = !!field.disabled || (!!field.disabledWhenHasValue && !isEmptyValue(meta.initial))
  return (
    <>
      <TextField
        name={field.name}
        label={field.label}
        marker={field.is_required ? <RequiredStar /> : undefined}
        type={field.input_type === 'email' ? 'email' : 'text'}
        autoComplete={field.input_type === 'email' ? 'email' : field.name === 'full_name' ? 'name' : 'off'}
        autoCapitalize={field.capitalize ? 'words' : undefined}
        placeholder={field.placeholder}
        maxLength={field.is_max_length ? field.max_length : undefined}
        required={field.is_required}
        disabled={locked}
        value={value}
        hint={hintOf(field, value)}
        error={messageOf(error)}
        onChange={(next) => input.onChange(next)}
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

function SuggestButton({ ctx, onText }: { ctx: ProfileFieldContext; onText: (text: string) => void }) {
  const form = useForm<ProfileFormValues>()
  const [pending, setPending] = useState(false)
  const suggest = async () => {
    if (pending) return
    setPending(true)
    const { consent: _consent, verify_token: _token, take_over_phone: _take, ...values } = toPayload(
      ctx.fields,
      form.getState().values,
      ctx.mode,
      { trustedPhones: ctx.trustedPhones },
    )
    const result = await suggestSelfDescription(values)
    setPending(false)
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    onText(result.data.text)
    toast.success(SUGGEST_TEXT.done)
  }
  return (
    <GhostButton type="button" onClick={suggest} aria-disabled={pending || undefined}>
      {pending ? SUGGEST_TEXT.pending : SUGGEST_TEXT.button}
    </GhostButton>
  )
}

function TextareaConfigField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
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
      action={
        field.auto_ai ? (
          <SuggestButton
            ctx={ctx}
            onText={(text) => {
              input.onChange(text)
              input.onBlur()
            }}
          />
        ) : undefined
      }
    />
  )
}

function SelectConfigField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
  const form = useForm<ProfileFormValues>()
  const { values } = useFormState<ProfileFormValues>({ subscription: { values: true } })
  const { input, error } = useFieldState<number | null>(field.name)
  const options = optionsFor(field, ctx.sources, values as Record<string, unknown>)
  const parent = field.dataSources?.parent_field
  const dependents = ctx.fields.filter((other) => other.dataSources?.parent_field === field.name)
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
          // a district belongs to one province: choosing another province clears it
          for (const dependent of dependents) form.change(dependent.name as keyof ProfileFormValues, null as never)
        })
      }}
      onBlur={() => input.onBlur()}
    />
  )
}

function MultiConfigField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
  const { input, error } = useFieldState<number[] | null>(field.name)
  const value = Array.isArray(input.value) ? input.value : []
  const offered = optionsFor(field, ctx.sources, {})
  const deleted = field.name === 'job_types' ? ctx.deletedJobTypes.filter((option) => value.includes(option.id)) : []
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
      hint={deleted.length ? DELETED_JOB_TYPES : undefined}
      moreDescs={field.moreDescs}
      error={messageOf(error)}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
    />
  )
}

export const DELETED_JOB_TYPES = 'Một số ngành nghề bạn chọn đã ngừng sử dụng, vui lòng bỏ chọn và chọn ngành nghề khác.'

function ChoiceConfigField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
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
function ExperienceConfigField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
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

function RangeConfigField({ field }: { field: FieldConfig }) {
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

function SwitchConfigField({ field }: { field: FieldConfig }) {
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
function CheckboxConfigField({ field }: { field: FieldConfig }) {
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

function AvatarConfigField({ field }: { field: FieldConfig }) {
  const { values } = useFormState<ProfileFormValues>({ subscription: { values: true } })
  const value = (values as Record<string, unknown>)[field.name]
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

/** The component for one config, or nothing when its depend_on says it does not apply. */
export function ProfileField({ field, ctx }: { field: FieldConfig; ctx: ProfileFieldContext }) {
  const { values } = useFormState<ProfileFormValues>({ subscription: { values: true } })
  if (field.create_only && ctx.mode !== 'create') return null
  if (field.depend_on === 'has_experience' && !hasExperience(values.experience_id)) return null
  switch (field.input_type) {
    case 'avatar':
      return <AvatarConfigField field={field} />
    case 'phone':
      return <PhoneVerificationField field={field} trustedPhones={ctx.trustedPhones} owner={ctx.phoneOwner} />
    case 'text':
    case 'email':
      return <TextConfigField field={field} />
    case 'textarea':
      return <TextareaConfigField field={field} ctx={ctx} />
    case 'option_api':
      if (field.multiple) return <MultiConfigField field={field} ctx={ctx} />
      if (field.specialLabel) return <ExperienceConfigField field={field} ctx={ctx} />
      return <SelectConfigField field={field} ctx={ctx} />
    case 'location':
      return <SelectConfigField field={field} ctx={ctx} />
    case 'radio':
      return <ChoiceConfigField field={field} ctx={ctx} />
    case 'range':
      return <RangeConfigField field={field} />
    case 'work_history':
      return <WorkHistoryField field={field} />
    case 'switch':
      return <SwitchConfigField field={field} />
    case 'checkbox':
      return <CheckboxConfigField field={field} />
    default:
      return null
  }
}
