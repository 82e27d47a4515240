// Between the profile API and the form: initial values (a saved profile, the promo card's teaser,
// the account's own phone), whole-form validation with the SPEC 5 messages of src/domain/profile
// (nested like the values, for final-form), and the body sent to POST/PUT.
import type { ValidationErrors } from 'final-form'
import { hasExperience } from '../../domain/forms/conditions'
import { type FieldConfig } from '../../domain/forms/field-config'
import { PROFILE_MSG } from '../../domain/profile/messages'
import type { Jobseeker } from '../../domain/profile/types'
import { PROFILE_KEYS, validateProfile, type ProfileValues, type WorkHistoryItem } from '../../domain/profile/validate'
import { normalizePhone } from '../../domain/validation/rules'
import { toFormErrors } from '../../ui/form/config-errors'

export type FormMode = 'create' | 'update'

/** What the form holds: the profile's values plus the phone check of this visit. */
export interface ProfileFormValues extends Omit<ProfileValues, 'work_history'> {
  work_history?: Array<Omit<WorkHistoryItem, 'end_date'> & { end_date: string | null }> | null
  consent?: boolean
  /** The number an OTP verified during this visit, and the token that proves it. */
  verified_phone?: string | null
  verify_token?: string | null
}

/** The body of POST /job/v1/jobseekers and PUT /job/v1/jobseekers/{user_id}. */
export type ProfilePayload = ProfileValues & {
  consent?: true
  verify_token?: string
  take_over_phone?: true
}

export interface PhoneContext {
  /** Numbers that count as verified without an OTP: the account's own, the profile's verified one. */
  trustedPhones: string[]
}

/** The fields a mode shows (the consent box only when creating). */
export const fieldsFor = (fields: FieldConfig[], mode: FormMode): FieldConfig[] =>
  fields.filter((field) => !field.create_only || mode === 'create')

/** The value a person sees in the phone input, compared without spaces or a +84 prefix. */
export const samePhone = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && normalizePhone(a) === normalizePhone(b)

export const isPhoneTrusted = (phone: string | null | undefined, values: ProfileFormValues, context: PhoneContext): boolean =>
  context.trustedPhones.some((trusted) => samePhone(trusted, phone)) || samePhone(values.verified_phone, phone)

/** What a profile gives the form as it is; its job types and work history are copied apart, its avatar is not a form value. */
type CopiedKey = Exclude<(typeof PROFILE_KEYS)[number], 'avatar' | 'job_types' | 'work_history'>
const COPIED_KEYS = PROFILE_KEYS.filter((key): key is CopiedKey => key !== 'avatar' && key !== 'job_types' && key !== 'work_history')

export interface InitialSources {
  profile?: Jobseeker | null
  /** The promo card's teaser (create only). */
  draft?: { full_name?: string; phone?: string; email?: string } | null
  /** The signed-in account's own number. */
  ownPhone?: string | null
}

export function initialFormValues(fields: FieldConfig[], { profile, draft, ownPhone }: InitialSources): ProfileFormValues {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.defaultValue !== undefined && field.defaultValue !== null) values[field.name] = field.defaultValue
  }
  if (profile) {
    for (const key of COPIED_KEYS) values[key] = profile[key] ?? null
    values.job_types = profile.job_types.map((type) => type.id)
    values.work_history = profile.work_history.map((item) => ({ ...item }))
    return values as ProfileFormValues
  }
  if (ownPhone) values.phone = ownPhone
  for (const key of ['full_name', 'phone', 'email'] as const) {
    const typed = draft?.[key]?.trim()
    if (typed) values[key] = typed
  }
  return values as ProfileFormValues
}

/** The form's values as the domain checks them (work history only with experience). */
export function toProfileValues(values: ProfileFormValues): ProfileValues {
  const { verified_phone: _phone, verify_token: _token, work_history, ...rest } = values
  const profile: ProfileValues = { ...rest }
  if (work_history) {
    profile.work_history = work_history.map((item) => ({
      company: item.company ?? '',
      position: item.position ?? '',
      start_date: item.start_date ?? '',
      end_date: item.end_date ? item.end_date : null,
    }))
  }
  return profile
}

/**
 * Every message of the form, nested like the values (src/ui/form/config-errors.ts); a phone that is
 * neither the account's own nor verified here asks for the OTP.
 */
export function validateForm(fields: FieldConfig[], values: ProfileFormValues, mode: FormMode, context: PhoneContext): ValidationErrors {
  const errors = toFormErrors(fieldsFor(fields, mode), validateProfile(fieldsFor(fields, mode), toProfileValues(values), { mode }))
  if (!errors.phone && values.phone && !isPhoneTrusted(values.phone, values, context)) errors.phone = PROFILE_MSG.phoneNotVerified
  return errors
}

/** The body to send: the shown fields' values, the phone's token when needed, consent on create. */
export function toPayload(
  fields: FieldConfig[],
  values: ProfileFormValues,
  mode: FormMode,
  context: PhoneContext & { takeOverPhone?: boolean },
): ProfilePayload {
  const profile = toProfileValues(values) as Record<string, unknown>
  const body: Record<string, unknown> = {}
  for (const field of fieldsFor(fields, mode)) {
    if (field.input_type === 'checkbox') continue
    if (field.input_type === 'range') {
      for (const part of [field.from, field.to]) if (part) body[part.name] = profile[part.name] ?? null
      continue
    }
    const value = profile[field.name]
    body[field.name] = value === undefined || value === '' ? null : value
  }
  if (!hasExperience(values.experience_id)) {
    body.experience_text = null
    body.work_history = []
  } else body.work_history = body.work_history ?? []
  body.job_types = body.job_types ?? []
  if (mode === 'create') body.consent = true
  const phone = values.phone ?? ''
  if (!context.trustedPhones.some((trusted) => samePhone(trusted, phone)) && samePhone(values.verified_phone, phone) && values.verify_token) {
    body.verify_token = values.verify_token
  }
  if (context.takeOverPhone) body.take_over_phone = true
  return body as ProfilePayload
}
