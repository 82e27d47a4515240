// A job seeker's stored profile row and how it is read: the columns, the values a form shows, the
// profile as the API answers it (names resolved, completeness, auto-apply state).
import { autoApplyStatus } from '../../../src/domain/profile/auto-apply'
import { profileCompleteness } from '../../../src/domain/profile/completeness'
import { hasExperience } from '../../../src/domain/forms/conditions'
import { profileFields } from '../../../src/domain/profile/fields'
import type { Jobseeker } from '../../../src/domain/profile/types'
import { PROFILE_KEYS, type ProfileValues, type WorkHistoryItem } from '../../../src/domain/profile/validate'
import type { Queryable } from '../../db/client'
import type { JobseekersRow } from '../../db/rows'

/** A row of `jobseekers`, its JSON work history typed. */
export type JobseekerRow = Omit<JobseekersRow, 'work_history'> & { work_history: WorkHistoryItem[] }

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())
export const isoRequired = (value: Date | string): string => new Date(value).toISOString()

export const loadRow = async (db: Queryable, userId: number): Promise<JobseekerRow | null> =>
  (await db.query<JobseekerRow>('SELECT * FROM jobseekers WHERE user_id = $1', [userId]))[0] ?? null

export const rowValues = (row: JobseekerRow): ProfileValues => ({
  image_url: row.image_url,
  avatar: row.avatar_media_id,
  full_name: row.full_name,
  phone: row.phone,
  email: row.email,
  birth_year: row.birth_year,
  gender: row.gender,
  job_types: row.job_types,
  city_id: row.city_id,
  district_id: row.district_id,
  salary_min: row.salary_min === null ? null : Number(row.salary_min),
  salary_max: row.salary_max === null ? null : Number(row.salary_max),
  experience_id: row.experience_id,
  experience_text: row.experience_text,
  work_history: row.work_history ?? [],
  education_id: row.education_id,
  readiness: row.readiness,
  description: row.description,
  searchable: row.searchable,
})

// ---------------------------------------------------------------------------------------------
// Reading

export interface JobTypeRef {
  id: number
  name: string
  is_deleted: boolean
}

/** Job types by id, deleted ones included (a profile may still carry them). */
export async function jobTypesById(db: Queryable, ids: number[]): Promise<Map<number, JobTypeRef>> {
  if (!ids.length) return new Map()
  const rows = await db.query<JobTypeRef>(
    `SELECT id, name, is_deleted FROM config_options WHERE kind = 'job_types' AND id = ANY($1::int4[])`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

export async function placesById(db: Queryable, ids: Array<number | null | undefined>) {
  const wanted = ids.filter((id): id is number => typeof id === 'number' && id > 0)
  if (!wanted.length) return new Map<number, { id: number; name: string; parent_id: number }>()
  const rows = await db.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM cities WHERE id = ANY($1::int4[])',
    [wanted],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

export async function optionName(db: Queryable, kind: string, id: number | null | undefined): Promise<string | null> {
  if (typeof id !== 'number') return null
  const [row] = await db.query<{ name: string }>('SELECT name FROM config_options WHERE kind = $1 AND id = $2', [kind, id])
  return row?.name ?? null
}

export async function toJobseeker(db: Queryable, row: JobseekerRow, now = new Date()): Promise<Jobseeker> {
  const values = rowValues(row)
  const [types, places] = await Promise.all([jobTypesById(db, row.job_types), placesById(db, [row.city_id, row.district_id])])
  // An id that vanished from the config altogether counts as deleted too.
  const jobTypes = row.job_types.map((id) => types.get(id) ?? { id, name: '', is_deleted: true })
  const named = (id: number | null) => {
    const place = id === null ? undefined : places.get(id)
    return place ? { id: place.id, name: place.name } : null
  }
  const status = autoApplyStatus(row, now)
  return {
    id: row.id,
    user_id: row.user_id,
    full_name: row.full_name,
    phone: row.phone,
    phone_verified: row.phone !== null && row.phone_verified_at !== null,
    email: row.email,
    avatar: row.avatar_media_id,
    image_url: row.image_url,
    birth_year: row.birth_year,
    gender: row.gender,
    job_types: jobTypes,
    is_job_type_delete: jobTypes.some((type) => type.is_deleted),
    city_id: row.city_id,
    district_id: row.district_id,
    city: named(row.city_id),
    district: named(row.district_id),
    salary_min: values.salary_min ?? null,
    salary_max: values.salary_max ?? null,
    experience_id: row.experience_id,
    has_experience: hasExperience(row.experience_id),
    experience_text: row.experience_text,
    work_history: values.work_history ?? [],
    education_id: row.education_id,
    readiness: row.readiness,
    description: row.description,
    searchable: row.searchable,
    consent_at: isoRequired(row.consent_at),
    process_state: row.process_state,
    reject_reason: row.reject_reason,
    apply_auto: status.active,
    apply_auto_email: row.apply_auto_email,
    apply_auto_until: status.active ? iso(row.apply_auto_until) : null,
    expired_message: status.expired_message,
    ...profileCompleteness(profileFields(now), values),
    created_at: isoRequired(row.created_at),
    updated_at: isoRequired(row.updated_at),
  }
}

/** Only the profile fields of a submitted body (the phone check's extras and anything else are left out). */
export const pick = (input: ProfileValues): ProfileValues => {
  const values: Record<string, unknown> = {}
  for (const key of PROFILE_KEYS) if (Object.prototype.hasOwnProperty.call(input, key)) values[key] = input[key]
  return values as ProfileValues
}


export async function getOwnProfile(db: Queryable, userId: number): Promise<Jobseeker | null> {
  const row = await loadRow(db, userId)
  return row ? toJobseeker(db, row) : null
}
