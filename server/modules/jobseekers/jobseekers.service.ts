// Job-seeker profiles (SPEC 3 "Jobseeker", 4.2, 7.5): one per account, validated with the SPEC 5
// rules of src/domain/profile, phone verified (own account number or a verify_phone OTP),
// moderated at once, with the seeker's privacy choices, export and real deletion, and the
// auto-apply setting. Decisions in server/modules/jobseekers/README.md.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { MSG } from '../../../src/domain/messages'
import { AUTO_APPLY_DAYS, AUTO_APPLY_ERROR, autoApplyStatus } from '../../../src/domain/profile/auto-apply'
import { profileCompleteness } from '../../../src/domain/profile/completeness'
import { hasExperience, PROFILE_GENDERS, profileFields } from '../../../src/domain/profile/fields'
import { PROFILE_MSG, PROFILE_NOTICE } from '../../../src/domain/profile/messages'
import type { AutoApplyResult, Jobseeker, PhoneOwner } from '../../../src/domain/profile/types'
import {
  normalizeProfileValues,
  validateProfile,
  type ProfileValues,
  type WorkHistoryItem,
} from '../../../src/domain/profile/validate'
import { checkValue, normalizeValue, rules } from '../../../src/domain/validation/rules'
import type { Database, Queryable } from '../../db/client'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import type { Realtime } from '../../realtime/socket'
import { phonesOf } from '../identity/identity.service'
import { checkVerifyToken, consumeVerifyToken } from '../identity/otp'
import type { AuthUser } from '../identity/tokens'
import { createInboxMessage, type Inbox } from '../mail/mail.service'
import { moderateProfile } from './moderation'
import type { ProfileFacts } from './self-description'

export interface JobseekerDeps {
  db: Database
  realtime: Realtime
}

/** What the profile form sends, after the route schema; the phone check's extras on top. */
export type ProfileInput = ProfileValues & { verify_token?: string; take_over_phone?: boolean | null }

interface JobseekerRow {
  id: number
  user_id: number
  full_name: string
  phone: string | null
  phone_verified_at: Date | null
  email: string | null
  image_url: string | null
  avatar_media_id: string | null
  birth_year: number | null
  gender: number | null
  job_types: number[]
  city_id: number | null
  district_id: number | null
  salary_min: number | null
  salary_max: number | null
  experience_id: number | null
  experience_text: string | null
  work_history: WorkHistoryItem[]
  education_id: number | null
  readiness: boolean | null
  description: string | null
  searchable: boolean
  consent_at: Date
  apply_auto: boolean
  apply_auto_email: string | null
  apply_auto_consent_at: Date | null
  apply_auto_until: Date | null
  apply_auto_off_reason: string | null
  apply_auto_source: string | null
  process_state: number
  reject_reason: string | null
  moderated_at: Date | null
  created_at: Date
  updated_at: Date
}

/** The profile fields a form sends (and PUT may change one by one). */
const PROFILE_KEYS = [
  'image_url',
  'avatar',
  'full_name',
  'phone',
  'email',
  'birth_year',
  'gender',
  'job_types',
  'city_id',
  'district_id',
  'salary_min',
  'salary_max',
  'experience_id',
  'experience_text',
  'work_history',
  'education_id',
  'readiness',
  'description',
  'searchable',
] as const satisfies ReadonlyArray<keyof ProfileValues>

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())
const isoRequired = (value: Date | string): string => new Date(value).toISOString()

const loadRow = async (db: Queryable, userId: number): Promise<JobseekerRow | null> =>
  (await db.query<JobseekerRow>('SELECT * FROM jobseekers WHERE user_id = $1', [userId]))[0] ?? null

const rowValues = (row: JobseekerRow): ProfileValues => ({
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

interface JobTypeRef {
  id: number
  name: string
  is_deleted: boolean
}

/** Job types by id, deleted ones included (a profile may still carry them). */
async function jobTypesById(db: Queryable, ids: number[]): Promise<Map<number, JobTypeRef>> {
  if (!ids.length) return new Map()
  const rows = await db.query<JobTypeRef>(
    `SELECT id, name, is_deleted FROM config_options WHERE kind = 'job_types' AND id = ANY($1::int4[])`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

async function placesById(db: Queryable, ids: Array<number | null | undefined>) {
  const wanted = ids.filter((id): id is number => typeof id === 'number' && id > 0)
  if (!wanted.length) return new Map<number, { id: number; name: string; parent_id: number }>()
  const rows = await db.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM cities WHERE id = ANY($1::int4[])',
    [wanted],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

async function optionName(db: Queryable, kind: string, id: number | null | undefined): Promise<string | null> {
  if (typeof id !== 'number') return null
  const [row] = await db.query<{ name: string }>('SELECT name FROM config_options WHERE kind = $1 AND id = $2', [kind, id])
  return row?.name ?? null
}

async function toJobseeker(db: Queryable, row: JobseekerRow, now = new Date()): Promise<Jobseeker> {
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

export async function getOwnProfile(db: Queryable, userId: number): Promise<Jobseeker | null> {
  const row = await loadRow(db, userId)
  return row ? toJobseeker(db, row) : null
}

// ---------------------------------------------------------------------------------------------
// Checking a submitted profile

/** The values to store: hidden experience fields are dropped, an avatar goes with its URL. */
function tidyValues(values: ProfileValues): ProfileValues {
  const tidy = { ...values }
  // Forms send 0 for "nothing chosen" (range inputs default to 0, SPEC 5).
  for (const key of ['district_id', 'education_id', 'salary_min', 'salary_max'] as const) if (tidy[key] === 0) tidy[key] = null
  if (!hasExperience(tidy.experience_id)) {
    tidy.experience_text = null
    tidy.work_history = []
  }
  if (!tidy.image_url) tidy.avatar = null
  tidy.work_history = tidy.work_history ?? []
  tidy.job_types = tidy.job_types ?? []
  tidy.searchable = tidy.searchable ?? false
  return tidy
}

const OWN_MEDIA = /\/media\/v1\/files\/([0-9a-f]{32})/

/**
 * The avatar's media id follows its URL. The form sends only the URL the uploader gave: when the
 * body names no avatar and the URL is new, one of the person's own uploads gets its id and any
 * other URL none, so a changed picture never keeps the id of the previous one.
 */
async function linkAvatar(db: Queryable, userId: number, values: ProfileValues, input: ProfileInput, previousUrl: string | null): Promise<void> {
  if (input.avatar !== undefined || !values.image_url || values.image_url === previousUrl) return
  const key = OWN_MEDIA.exec(values.image_url)?.[1]
  if (!key) {
    values.avatar = null
    return
  }
  const [media] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM media WHERE storage_key = $1 AND user_id = $2 AND deleted_at IS NULL',
    [key, userId],
  )
  values.avatar = media?.id ?? null
}

/** Every id must exist in the job config and the places; a job type may stay once it is deleted, not be newly chosen. */
async function checkReferences(db: Queryable, values: ProfileValues, previous: JobseekerRow | null): Promise<void> {
  const ids = values.job_types ?? []
  const types = await jobTypesById(db, ids)
  for (const id of ids) {
    const type = types.get(id)
    if (!type) throw badRequest(PROFILE_MSG.jobTypeUnknown, 'validation_error')
    if (type.is_deleted && !previous?.job_types.includes(id)) throw badRequest(PROFILE_MSG.jobTypeDeleted, 'validation_error')
  }
  const places = await placesById(db, [values.city_id, values.district_id])
  const city = values.city_id ? places.get(values.city_id) : undefined
  if (!city || city.parent_id !== 0) throw badRequest(PROFILE_MSG.cityUnknown, 'validation_error')
  if (values.district_id) {
    const district = places.get(values.district_id)
    if (!district || district.parent_id !== city.id) throw badRequest(PROFILE_MSG.districtUnknown, 'validation_error')
  }
  const known = async (kind: string, id: number | null | undefined) =>
    typeof id !== 'number' || (await optionName(db, kind, id)) !== null
  if (!(await known('experiences', values.experience_id))) throw badRequest(PROFILE_MSG.experienceUnknown, 'validation_error')
  if (!(await known('educations', values.education_id))) throw badRequest(PROFILE_MSG.educationUnknown, 'validation_error')
}

function validate(values: ProfileValues, mode: 'create' | 'update'): void {
  const [first] = validateProfile(profileFields(), values, { mode })
  if (first) throw badRequest(first.message, mode === 'create' && first.field === 'consent' ? 'consent_required' : 'validation_error')
}

interface PhonePlan {
  phone: string
  /** keep: already verified on this profile; own: a number of the account; token: consume this verify_token. */
  proof: 'keep' | 'own' | 'token'
  token?: string
  /** Another account's profile carries the number and the person chose to take it over. */
  takeOver: boolean
}

/**
 * How the profile's phone is known to be the person's: unchanged and verified, one of the
 * account's own numbers (SPEC 4.2), or a verify_phone OTP (checked here, used up with the change).
 * Only then is anything said about another profile having the number.
 */
async function planPhone(db: Queryable, user: AuthUser, input: ProfileInput, phone: string, previous: JobseekerRow | null): Promise<PhonePlan> {
  let proof: PhonePlan['proof']
  if (previous && previous.phone === phone && previous.phone_verified_at) proof = 'keep'
  else if ((await phonesOf(db, user.id)).includes(phone)) proof = 'own'
  else {
    if (!input.verify_token) throw badRequest(PROFILE_MSG.phoneNotVerified, 'phone_not_verified')
    await checkVerifyToken(db, { token: input.verify_token, target: phone, purpose: 'verify_phone' })
    proof = 'token'
  }
  const [other] = await db.query<{ user_id: number }>('SELECT user_id FROM jobseekers WHERE phone = $1 AND user_id <> $2', [
    phone,
    user.id,
  ])
  if (other && input.take_over_phone !== true) throw conflict(PROFILE_MSG.phoneHasProfile, 'phone_has_profile')
  return { phone, proof, token: input.verify_token, takeOver: !!other }
}

const isUniqueViolation = (error: unknown): boolean =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

const maskPhone = (phone: string) => `${phone.slice(0, 4)}***${phone.slice(-3)}`

/** Inside the change's transaction: uses the verify_token up and takes the number from the older profile. */
async function applyPhonePlan(tx: Queryable, user: AuthUser, plan: PhonePlan): Promise<number | null> {
  if (plan.proof === 'token' && plan.token) {
    await consumeVerifyToken(tx, { token: plan.token, target: plan.phone, purpose: 'verify_phone' })
  }
  if (!plan.takeOver) return null
  const [previousOwner] = await tx.query<{ user_id: number }>(
    `UPDATE jobseekers SET phone = NULL, phone_verified_at = NULL, searchable = false, apply_auto = false,
            apply_auto_until = NULL, apply_auto_off_reason = 'phone_taken_over', updated_at = now()
      WHERE phone = $1 AND user_id <> $2 RETURNING user_id`,
    [plan.phone, user.id],
  )
  return previousOwner?.user_id ?? null
}

async function notifyAfterSave(
  deps: JobseekerDeps,
  userId: number,
  saved: { process_state: number; reject_reason: string | null },
  previous: JobseekerRow | null,
  phoneTakenFrom: { userId: number; phone: string } | null,
): Promise<void> {
  const notices: Array<Promise<Inbox>> = []
  const rejected = saved.process_state === REVIEW_STATUS.rejected
  const wasRejected = previous?.process_state === REVIEW_STATUS.rejected
  if (rejected && (!wasRejected || previous?.reject_reason !== saved.reject_reason)) {
    notices.push(
      createInboxMessage(deps, {
        userId,
        part: 'candidate',
        title: PROFILE_NOTICE.rejectedTitle,
        content: PROFILE_NOTICE.rejectedContent(saved.reject_reason ?? ''),
        url: '/jobseeker',
      }),
    )
  } else if (!rejected && wasRejected) {
    notices.push(
      createInboxMessage(deps, {
        userId,
        part: 'candidate',
        title: PROFILE_NOTICE.approvedTitle,
        content: PROFILE_NOTICE.approvedContent,
        url: '/jobseeker',
      }),
    )
  }
  if (phoneTakenFrom) {
    notices.push(
      createInboxMessage(deps, {
        userId: phoneTakenFrom.userId,
        part: 'candidate',
        title: PROFILE_NOTICE.phoneTakenTitle,
        content: PROFILE_NOTICE.phoneTakenContent(maskPhone(phoneTakenFrom.phone)),
        url: '/jobseeker',
      }),
    )
  }
  await Promise.all(notices)
}

const pick = (input: ProfileInput): ProfileValues => {
  const values: Record<string, unknown> = {}
  for (const key of PROFILE_KEYS) if (Object.prototype.hasOwnProperty.call(input, key)) values[key] = input[key]
  return values as ProfileValues
}

const STORE_COLUMNS = `full_name = $2, phone = $3, email = $4, image_url = $5, avatar_media_id = $6, birth_year = $7,
  gender = $8, job_types = $9::int4[], city_id = $10, district_id = $11, salary_min = $12, salary_max = $13,
  experience_id = $14, experience_text = $15, work_history = $16::jsonb, education_id = $17, readiness = $18,
  description = $19, searchable = $20, process_state = $21, reject_reason = $22`

const storeParams = (userId: number, v: ProfileValues, moderation: { process_state: number; reject_reason: string | null }) => [
  userId,
  v.full_name,
  v.phone,
  v.email ?? null,
  v.image_url ?? null,
  v.avatar ?? null,
  v.birth_year ?? null,
  v.gender ?? null,
  v.job_types ?? [],
  v.city_id ?? null,
  v.district_id ?? null,
  v.salary_min ?? null,
  v.salary_max ?? null,
  v.experience_id ?? null,
  v.experience_text ?? null,
  JSON.stringify(v.work_history ?? []),
  v.education_id ?? null,
  v.readiness ?? null,
  v.description ?? null,
  v.searchable ?? false,
  moderation.process_state,
  moderation.reject_reason,
]

const moderationOf = (values: ProfileValues) =>
  moderateProfile({
    full_name: values.full_name ?? null,
    phone: values.phone ?? null,
    job_types: values.job_types ?? [],
    city_id: values.city_id ?? null,
    experience_id: values.experience_id ?? null,
    readiness: values.readiness ?? null,
    description: values.description ?? null,
    experience_text: values.experience_text ?? null,
    work_history: values.work_history ?? [],
  })

// ---------------------------------------------------------------------------------------------
// Create and update

export async function createProfile(deps: JobseekerDeps, user: AuthUser, input: ProfileInput): Promise<Jobseeker> {
  const { db } = deps
  if (input.consent !== true) throw badRequest(PROFILE_MSG.consentRequired, 'consent_required')
  if (await loadRow(db, user.id)) throw conflict(PROFILE_MSG.profileExists, 'profile_exists')
  const values = tidyValues(normalizeProfileValues(pick(input)))
  await linkAvatar(db, user.id, values, input, null)
  validate({ ...values, consent: true }, 'create')
  await checkReferences(db, values, null)
  const plan = await planPhone(db, user, input, values.phone as string, null)
  const moderation = moderationOf(values)

  let takenFrom: number | null = null
  try {
    await db.transaction(async (tx) => {
      takenFrom = await applyPhonePlan(tx, user, plan)
      const inserted = await tx.query(
        `INSERT INTO jobseekers (user_id, full_name, phone, email, image_url, avatar_media_id, birth_year, gender, job_types,
           city_id, district_id, salary_min, salary_max, experience_id, experience_text, work_history, education_id,
           readiness, description, searchable, process_state, reject_reason, phone_verified_at, consent_at, moderated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::int4[], $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20,
           $21, $22, now(), now(), now())
         ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        storeParams(user.id, values, moderation),
      )
      // A second tab created the profile in the meantime; the rollback keeps the verify_token usable.
      if (!inserted.length) throw conflict(PROFILE_MSG.profileExists, 'profile_exists')
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PROFILE_MSG.phoneHasProfile, 'phone_has_profile')
    throw error
  }
  const takenFromUser = takenFrom as number | null
  await notifyAfterSave(deps, user.id, moderation, null, takenFromUser ? { userId: takenFromUser, phone: plan.phone } : null)
  return (await getOwnProfile(db, user.id)) as Jobseeker
}

export async function updateProfile(deps: JobseekerDeps, user: AuthUser, targetUserId: number, input: ProfileInput): Promise<Jobseeker> {
  const { db } = deps
  // One profile per account, changed only by its owner (also when the target has none).
  if (targetUserId !== user.id) throw forbidden(MSG.forbidden)
  const previous = await loadRow(db, user.id)
  if (!previous) throw notFound(PROFILE_MSG.profileNotFound)
  const values = tidyValues({ ...rowValues(previous), ...normalizeProfileValues(pick(input)) })
  await linkAvatar(db, user.id, values, input, previous.image_url)
  validate(values, 'update')
  await checkReferences(db, values, previous)
  const plan = await planPhone(db, user, input, values.phone as string, previous)
  const moderation = moderationOf(values)

  let takenFrom: number | null = null
  try {
    await db.transaction(async (tx) => {
      takenFrom = await applyPhonePlan(tx, user, plan)
      await tx.query(
        `UPDATE jobseekers SET ${STORE_COLUMNS},
           phone_verified_at = CASE WHEN $23 THEN phone_verified_at ELSE now() END,
           moderated_at = now(), updated_at = now()
         WHERE user_id = $1`,
        [...storeParams(user.id, values, moderation), plan.proof === 'keep'],
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PROFILE_MSG.phoneHasProfile, 'phone_has_profile')
    throw error
  }
  const takenFromUser = takenFrom as number | null
  await notifyAfterSave(deps, user.id, moderation, previous, takenFromUser ? { userId: takenFromUser, phone: plan.phone } : null)
  return (await getOwnProfile(db, user.id)) as Jobseeker
}

/** For the media service's upload-avatar: puts a new avatar on the person's profile, if they have one. */
export async function setProfileAvatar(db: Queryable, userId: number, avatar: { url: string; mediaId?: string | null }): Promise<boolean> {
  const rows = await db.query(
    'UPDATE jobseekers SET image_url = $2, avatar_media_id = $3, updated_at = now() WHERE user_id = $1 RETURNING id',
    [userId, avatar.url, avatar.mediaId ?? null],
  )
  return rows.length > 0
}

// ---------------------------------------------------------------------------------------------
// The "already has a profile" hint (SPEC 4.2, ARCHITECTURE.md "One profile per account")

export async function phoneOwner(db: Queryable, user: AuthUser, input: { phone: string; verify_token?: string }): Promise<PhoneOwner> {
  const phone = normalizeValue(rules.phone, input.phone) as string
  const message = checkValue(rules.phone, phone)
  if (message) throw badRequest(message, 'validation_error')
  // Whether a number has a profile is told only to someone who showed the number is theirs.
  if (!(await phonesOf(db, user.id)).includes(phone)) {
    if (!input.verify_token) throw badRequest(PROFILE_MSG.phoneNotVerified, 'phone_not_verified')
    await checkVerifyToken(db, { token: input.verify_token, target: phone, purpose: 'verify_phone' })
  }
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM jobseekers WHERE phone = $1', [phone])
  return { phone, has_profile: !!row, is_own: row?.user_id === user.id }
}

// ---------------------------------------------------------------------------------------------
// Auto-apply (SPEC 3 "Auto-apply request", 4.2, 7.5, 8)

export interface AutoApplyInput {
  apply_auto: boolean
  email?: string | null
  off_reason?: string | null
  source_code?: string | null
  consent?: boolean | null
}

const autoApplyError = (code: string, message: string) => new AppError(400, code, message)

export async function setAutoApply(db: Queryable, user: AuthUser, input: AutoApplyInput): Promise<AutoApplyResult & { message: string }> {
  const row = await loadRow(db, user.id)
  if (!row) throw autoApplyError(AUTO_APPLY_ERROR.profileRequired, PROFILE_MSG.autoApplyNeedsProfile)
  const source = input.source_code?.normalize('NFC').trim() || null

  if (!input.apply_auto) {
    const reason = input.off_reason?.normalize('NFC').replace(/\s+/g, ' ').trim() || null
    const [updated] = await db.query<JobseekerRow>(
      `UPDATE jobseekers SET apply_auto = false, apply_auto_until = NULL, apply_auto_off_reason = $2, apply_auto_source = $3,
              updated_at = now() WHERE user_id = $1 RETURNING *`,
      [user.id, reason, source],
    )
    return { ...autoApplyResult(updated), message: PROFILE_MSG.autoApplyOff }
  }

  if (row.process_state === REVIEW_STATUS.rejected) throw autoApplyError(AUTO_APPLY_ERROR.profileRejected, PROFILE_MSG.autoApplyRejected)
  const types = await jobTypesById(db, row.job_types)
  if (!row.job_types.length || row.job_types.some((id) => !types.get(id) || types.get(id)?.is_deleted)) {
    throw autoApplyError(AUTO_APPLY_ERROR.jobTypeDeleted, PROFILE_MSG.autoApplyJobTypeDeleted)
  }
  if (input.consent !== true) throw autoApplyError(AUTO_APPLY_ERROR.consentRequired, PROFILE_MSG.autoApplyNeedsConsent)

  let email: string | null = null
  if (input.email) {
    email = normalizeValue(rules.email, input.email) as string
    const message = checkValue(rules.email, email)
    if (message) throw badRequest(message, 'validation_error')
  }
  if (!email) email = row.email
  if (!email) {
    const [account] = await db.query<{ email: string | null; email_verified_at: Date | null }>(
      'SELECT email, email_verified_at FROM users WHERE id = $1',
      [user.id],
    )
    if (account?.email && account.email_verified_at) email = account.email
  }
  if (!email) throw autoApplyError(AUTO_APPLY_ERROR.emailRequired, PROFILE_MSG.autoApplyNeedsEmail)

  const [updated] = await db.query<JobseekerRow>(
    `UPDATE jobseekers SET apply_auto = true, apply_auto_email = $2, apply_auto_consent_at = now(),
            apply_auto_until = now() + make_interval(days => $3), apply_auto_off_reason = NULL, apply_auto_source = $4,
            email = coalesce(email, $2), updated_at = now()
      WHERE user_id = $1 RETURNING *`,
    [user.id, email, AUTO_APPLY_DAYS, source],
  )
  return { ...autoApplyResult(updated), message: MSG.autoApplyOn }
}

function autoApplyResult(row: JobseekerRow): AutoApplyResult {
  const status = autoApplyStatus(row)
  return {
    apply_auto: status.active,
    apply_auto_email: row.apply_auto_email,
    apply_auto_until: status.active ? iso(row.apply_auto_until) : null,
    expired_message: status.expired_message,
  }
}

// ---------------------------------------------------------------------------------------------
// Privacy: export and delete (Vietnam's personal data protection law)

export async function exportPersonalData(db: Queryable, user: AuthUser) {
  const [account] = await db.query<{
    id: number
    user_uid: string
    phone: string
    full_name: string | null
    email: string | null
    email_verified_at: Date | null
    image_url: string | null
    user_type: number
    created_at: Date
    last_login_at: Date | null
    last_login_ip: string | null
  }>(
    `SELECT id, user_uid, phone, full_name, email, email_verified_at, image_url, user_type, created_at, last_login_at, last_login_ip
       FROM users WHERE id = $1`,
    [user.id],
  )
  const sessions = await db.query<{
    created_at: Date
    last_used_at: Date
    expires_at: Date
    revoked_at: Date | null
    ip: string | null
    user_agent: string | null
  }>('SELECT created_at, last_used_at, expires_at, revoked_at, ip, user_agent FROM auth_tokens WHERE user_id = $1 ORDER BY created_at', [
    user.id,
  ])
  const inbox = await db.query<Omit<Inbox, 'created_at'> & { created_at: Date }>(
    'SELECT id, part, title, content, url, is_read, created_at FROM inboxes WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [user.id],
  )
  const applications = await db.query<{ job_id: number; job_title: string; source: string; status: number; created_at: Date; updated_at: Date }>(
    `SELECT a.job_id, j.title AS job_title, a.source, a.status, a.created_at, a.updated_at
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
    [user.id],
  )
  const favorites = await db.query<{ job_id: number; job_title: string; created_at: Date }>(
    `SELECT f.job_id, j.title AS job_title, f.created_at
       FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.job_id DESC`,
    [user.id],
  )
  const savedSearches = await db.query<{ name: string; query: string; alerts_enabled: boolean; created_at: Date }>(
    'SELECT name, query, alerts_enabled, created_at FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [user.id],
  )
  const row = await loadRow(db, user.id)
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...account,
      phones: await phonesOf(db, user.id),
      email_verified_at: iso(account.email_verified_at),
      created_at: isoRequired(account.created_at),
      last_login_at: iso(account.last_login_at),
    },
    sessions: sessions.map((s) => ({
      ...s,
      created_at: isoRequired(s.created_at),
      last_used_at: isoRequired(s.last_used_at),
      expires_at: isoRequired(s.expires_at),
      revoked_at: iso(s.revoked_at),
    })),
    profile: row
      ? {
          ...(await toJobseeker(db, row)),
          phone_verified_at: iso(row.phone_verified_at),
          apply_auto_consent_at: iso(row.apply_auto_consent_at),
          apply_auto_off_reason: row.apply_auto_off_reason,
          apply_auto_source: row.apply_auto_source,
          moderated_at: iso(row.moderated_at),
        }
      : null,
    inbox: inbox.map((message) => ({ ...message, created_at: isoRequired(message.created_at) })),
    applications: applications.map((a) => ({ ...a, created_at: isoRequired(a.created_at), updated_at: isoRequired(a.updated_at) })),
    favorites: favorites.map((f) => ({ ...f, created_at: isoRequired(f.created_at) })),
    saved_searches: savedSearches.map((s) => ({ ...s, created_at: isoRequired(s.created_at) })),
  }
}

/** Really removes the profile row, and with it the avatar reference and the auto-apply setting. */
export async function deleteProfile(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM jobseekers WHERE user_id = $1', [userId])
}

// ---------------------------------------------------------------------------------------------
// Facts for profile suggestions

/** The stored profile overlaid with unsaved form values, ids resolved to names. */
export async function profileFacts(db: Queryable, userId: number, unsaved: ProfileValues, now = new Date()): Promise<ProfileFacts> {
  const row = await loadRow(db, userId)
  const values = { ...(row ? rowValues(row) : {}), ...normalizeProfileValues(pick(unsaved), now) }
  const ids = (values.job_types ?? []).filter((id) => Number.isInteger(id))
  const [types, places, experience, education] = await Promise.all([
    jobTypesById(db, ids),
    placesById(db, [values.city_id, values.district_id]),
    optionName(db, 'experiences', values.experience_id),
    optionName(db, 'educations', values.education_id),
  ])
  const city = values.city_id ? places.get(values.city_id) : undefined
  const district = values.district_id ? places.get(values.district_id) : undefined
  const age = values.birth_year ? now.getFullYear() - values.birth_year : null
  return {
    full_name: values.full_name ?? null,
    age: age !== null && age > 0 && age < 100 ? age : null,
    gender: PROFILE_GENDERS.find((g) => g.id === values.gender)?.name ?? null,
    job_types: ids.map((id) => types.get(id)).filter((t): t is JobTypeRef => !!t && !t.is_deleted).map((t) => t.name),
    city: city?.parent_id === 0 ? city.name : null,
    district: district && city && district.parent_id === city.id ? district.name : null,
    experience_id: values.experience_id ?? null,
    experience,
    experience_text: hasExperience(values.experience_id) ? (values.experience_text ?? null) : null,
    work_history: hasExperience(values.experience_id)
      ? (values.work_history ?? []).filter((item) => item && typeof item.company === 'string' && typeof item.position === 'string' && item.company && item.position)
      : [],
    education,
    readiness: typeof values.readiness === 'boolean' ? values.readiness : null,
    salary_min: typeof values.salary_min === 'number' ? values.salary_min : null,
    salary_max: typeof values.salary_max === 'number' ? values.salary_max : null,
  }
}
