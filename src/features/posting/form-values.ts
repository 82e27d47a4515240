// Between the posting API and its form: the starting values (a draft, a saved post, the configs'
// defaults), the draft kept under the "posting" cache key until the post is saved (SPEC 4.1: cleared
// at sign-out), the body sent, and the job as seekers will see it, for the preview.
import { organizationInitials } from '../../domain/organizations/initials'
import type { JobConfig, Place } from '../../domain/config-types'
import type { PostingBody, PostingEdit } from '../../domain/contract/posting'
import { NO_EXPERIENCE_ID } from '../../domain/constants'
import type { FieldConfig } from '../../domain/forms/field-config'
import { vietnamDate } from '../../domain/forms/validate'
import type { JobDetail } from '../../domain/jobs'
import { composeAddress } from '../../domain/streets'

export type PostingFormValues = Record<string, unknown>

/** SPEC 2.4 / 4.1: the posting draft's local cache key, removed at sign-out. */
export const POSTING_DRAFT_KEY = 'posting'

export function readDraft(): PostingFormValues | null {
  try {
    const raw = window.localStorage.getItem(POSTING_DRAFT_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PostingFormValues) : null
  } catch {
    return null
  }
}

export function saveDraft(values: PostingFormValues): void {
  try {
    window.localStorage.setItem(POSTING_DRAFT_KEY, JSON.stringify(values))
  } catch {
    // a full or blocked storage only loses the draft
  }
}

export function forgetDraft(): void {
  try {
    window.localStorage.removeItem(POSTING_DRAFT_KEY)
  } catch {
    // nothing to forget
  }
}

/** A draft is worth keeping once something was typed beyond the defaults. */
export const draftHasContent = (values: PostingFormValues, defaults: PostingFormValues): boolean =>
  Object.entries(values).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(defaults[key]) && value !== '' && value !== null)

/** The configs' defaults; a date field starts default_days from today. */
export function defaultValues(fields: FieldConfig[], now = new Date()): PostingFormValues {
  const values: PostingFormValues = {}
  for (const field of fields) {
    if (field.input_type === 'date' && field.default_days !== undefined) values[field.name] = vietnamDate(now, field.default_days)
    else if (field.defaultValue !== undefined && field.defaultValue !== null) values[field.name] = field.defaultValue
    if (field.input_type === 'images') values[field.name] ??= []
  }
  return values
}

const EDIT_ONLY_KEYS = ['id', 'url', 'review_status', 'review_reason', 'is_hidden', 'is_expired', 'organization_id'] as const

/** A saved post's values for its form (what the edit view answers, minus where the post stands). */
export function editValues(edit: PostingEdit): PostingFormValues {
  const values: PostingFormValues = { ...edit }
  for (const key of EDIT_ONLY_KEYS) delete values[key]
  return values
}

/**
 * The body of POST/PUT: each field's value (range ends by their own names), empty text as null. The
 * fields are the configs the API serves, so the values are what its body schema takes by name.
 */
export function toPayload(fields: FieldConfig[], values: PostingFormValues): PostingBody {
  const body: PostingFormValues = {}
  for (const field of fields) {
    if (field.input_type === 'range') {
      for (const part of [field.from, field.to]) if (part) body[part.name] = values[part.name] ?? null
      continue
    }
    const value = values[field.name]
    body[field.name] = value === undefined || value === '' ? null : value
  }
  if (body.salary_negotiable === true) {
    body.salary_min = null
    body.salary_max = null
  }
  return body as PostingBody
}

const named = (list: Array<{ id: number; name: string }> | undefined, id: unknown) => list?.find((option) => option.id === id) ?? null

/** The job as seekers will see it, from the form's values, for the preview before publishing. */
export function previewJob(
  values: PostingFormValues,
  sources: { jobConfig: JobConfig | null; cities: Place[] },
  organizationName: string,
  now = new Date(),
): JobDetail {
  const config = sources.jobConfig
  const city = sources.cities.find((place) => place.id === values.city_id)
  const district = sources.cities.find((place) => place.id === values.district_id)
  const employment = config?.employment_types.find((option) => option.id === values.employment_type_id)
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '')
  const deadline = typeof values.deadline === 'string' && values.deadline ? `${values.deadline}T23:59:59+07:00` : now.toISOString()
  const negotiable = values.salary_negotiable === true
  const organization = { id: 0, name: organizationName, slug: '', logo_url: null, initials: organizationInitials(organizationName), is_partner: false }
  return {
    id: 0,
    slug: '',
    title: text('title') || 'Tiêu đề tin',
    url: '',
    organization: { ...organization, address: '', size: '', website: null, description: '', reply_hours: null },
    city: { id: city?.id ?? 0, name: city?.name ?? '' },
    district: district ? { id: district.id, name: district.name } : null,
    salary_min: negotiable ? null : ((values.salary_min as number | null) ?? null),
    salary_max: negotiable ? null : ((values.salary_max as number | null) ?? null),
    job_type: named(config?.job_types, values.job_type_id) ?? { id: 0, name: '' },
    service_ids: [],
    published_at: now.toISOString(),
    expires_at: new Date(deadline).toISOString(),
    address: composeAddress([text('address'), typeof values.street_id === 'number' ? text('street_name') : null, district?.name, city?.name]),
    description: text('description'),
    requirements: text('requirements'),
    benefits: text('benefits'),
    quantity: typeof values.quantity === 'number' ? values.quantity : 1,
    employment_type: employment ? { id: employment.id, name: employment.name, schema_org: employment.schema_org } : { id: 0, name: '', schema_org: '' },
    experience:
      values.experience_id === NO_EXPERIENCE_ID ? { id: NO_EXPERIENCE_ID, name: 'Không yêu cầu kinh nghiệm' } : named(config?.experiences, values.experience_id),
    education: named(config?.educations, values.education_id),
    gender: named(config?.genders, values.gender_id),
    age: named(config?.ages, values.age_id),
    category: { id: 3, name: 'Việc làm' },
    subcategory: { id: 0, name: '' },
    contact_name: text('contact_name'),
    contact_phone_masked: '',
    images: Array.isArray(values.images) ? (values.images as string[]) : [],
    video_url: text('video_url') || null,
    view_count: 0,
    is_expired: false,
    updated_at: now.toISOString(),
  }
}
