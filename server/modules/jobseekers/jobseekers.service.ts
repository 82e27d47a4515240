// Job-seeker profiles (SPEC 3 "Jobseeker", 4.2, 7.5): one per account, validated with the SPEC 5
// rules of src/domain/profile, phone verified (own account number or a verify_phone OTP), moderated
// at once. The stored row is profile-row.ts; auto-apply, privacy and suggestion facts have their own
// files. Decisions in docs/decisions/0004-jobseeker.md.
import type { ProfileBody } from '../../../src/domain/contract/jobseekers'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { API_MSG } from '../../../src/domain/api-messages'
import { hasExperience } from '../../../src/domain/forms/conditions'
import { profileFields } from '../../../src/domain/profile/fields'
import { PROFILE_MSG, PROFILE_NOTICE } from '../../../src/domain/profile/messages'
import type { Jobseeker, PhoneOwner } from '../../../src/domain/profile/types'
import { normalizeProfileValues, validateProfile, type ProfileValues } from '../../../src/domain/profile/validate'
import { checkValue, normalizeValue, rules } from '../../../src/domain/validation/rules'
import type { Database, Queryable } from '../../db/client'
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors'
import { attachMedia, detachMedia, ownMediaId } from '../media/media.service'
import type { Realtime } from '../../realtime/socket'
import { phonesOf } from '../identity/identity.service'
import { checkVerifyToken, consumeVerifyToken } from '../identity/otp'
import type { AuthUser } from '../identity/tokens'
import { createInboxMessage, type Inbox } from '../mail/mail.service'
import { moderationRules } from '../../lib/moderation-settings'
import { standingTakeDowns } from '../../lib/staff-decisions'
import { heldByStaff, moderateProfile } from './moderation'
import { type JobseekerRow, loadRow, rowValues, jobTypesById, placesById, optionName, pick, getOwnProfile } from './profile-row'

export interface JobseekerDeps {
  db: Database
  realtime: Realtime
}

/** What the profile form sends, after the route schema; the phone check's extras on top. */
/** A profile as the form sends it (the contract's create and update body). */
type ProfileInput = ProfileBody

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

/**
 * The avatar's media id follows its URL. The form sends only the URL the uploader gave: when the
 * body names no avatar and the URL is new, one of the person's own uploads gets its id and any
 * other URL none, so a changed picture never keeps the id of the previous one.
 */
async function linkAvatar(db: Queryable, userId: number, values: ProfileValues, input: ProfileInput, previousUrl: string | null): Promise<void> {
  if (input.avatar !== undefined || !values.image_url || values.image_url === previousUrl) return
  values.avatar = await ownMediaId(db, userId, values.image_url)
}

/** The media service keeps the avatar in use and lets a replaced one be cleaned up. */
async function followAvatar(db: Queryable, userId: number, url: string | null | undefined, previousUrl: string | null | undefined) {
  if (url === previousUrl) return
  await detachMedia(db, userId, previousUrl)
  await attachMedia(db, userId, url)
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
  } else if (saved.process_state === REVIEW_STATUS.waiting) {
    if (previous?.process_state !== REVIEW_STATUS.waiting) {
      notices.push(
        createInboxMessage(deps, {
          userId,
          part: 'candidate',
          title: PROFILE_NOTICE.waitingTitle,
          content: PROFILE_NOTICE.waitingContent(saved.reject_reason ?? ''),
          url: '/jobseeker',
        }),
      )
    }
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

const moderationOf = async (db: Queryable, values: ProfileValues) =>
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
  }, await moderationRules(db))

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
  const moderation = await moderationOf(db, values)

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
  await followAvatar(db, user.id, values.image_url, null)
  await notifyAfterSave(deps, user.id, moderation, null, takenFromUser ? { userId: takenFromUser, phone: plan.phone } : null)
  return (await getOwnProfile(db, user.id)) as Jobseeker
}

export async function updateProfile(deps: JobseekerDeps, user: AuthUser, targetUserId: number, input: ProfileInput): Promise<Jobseeker> {
  const { db } = deps
  // One profile per account, changed only by its owner (also when the target has none).
  if (targetUserId !== user.id) throw forbidden(API_MSG.forbidden)
  const previous = await loadRow(db, user.id)
  if (!previous) throw notFound(PROFILE_MSG.profileNotFound)
  const values = tidyValues({ ...rowValues(previous), ...normalizeProfileValues(pick(input)) })
  await linkAvatar(db, user.id, values, input, previous.image_url)
  validate(values, 'update')
  await checkReferences(db, values, previous)
  const plan = await planPhone(db, user, input, values.phone as string, previous)
  const ruled = await moderationOf(db, values)
  let moderation = ruled

  let takenFrom: number | null = null
  try {
    await db.transaction(async (tx) => {
      takenFrom = await applyPhonePlan(tx, user, plan)
      // after the row lock, so a staff decision committed meanwhile is seen
      await tx.query('SELECT 1 FROM jobseekers WHERE id = $1 FOR UPDATE', [previous.id])
      moderation = heldByStaff(ruled, (await standingTakeDowns(tx, 'jobseeker', [Number(previous.id)])).has(Number(previous.id)))
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
  await followAvatar(db, user.id, values.image_url, previous.image_url)
  await notifyAfterSave(deps, user.id, moderation, previous, takenFromUser ? { userId: takenFromUser, phone: plan.phone } : null)
  return (await getOwnProfile(db, user.id)) as Jobseeker
}

/** For the media service's upload-avatar: puts a new avatar on the person's profile, if they have one. */
export async function setProfileAvatar(db: Queryable, userId: number, avatar: { url: string; mediaId?: string | null }): Promise<boolean> {
  const [previous] = await db.query<{ image_url: string | null }>('SELECT image_url FROM jobseekers WHERE user_id = $1', [userId])
  if (!previous) return false
  await db.query('UPDATE jobseekers SET image_url = $2, avatar_media_id = $3, updated_at = now() WHERE user_id = $1', [
    userId,
    avatar.url,
    avatar.mediaId ?? null,
  ])
  await followAvatar(db, userId, avatar.url, previous.image_url)
  return true
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
