// The posting flow (SPEC 7.3 POST/PUT /listing/v1/classifieds, posting-check-block, edit-check-block;
// docs/decisions/0011-job-posting.md). A post is normalised and checked against the same field
// configs as the form (src/domain/posting), its ids against the reference data, then assessed:
// scam rules over its text (src/domain/moderation), a salary far above its job type's, the same
// post from the same employer within 7 days. A blocking hit refuses it with what to change; a
// review hit publishes it to staff review (1000); a clean post is approved (1001) at once, found by
// the search index through jobs.changed_at and matched for auto-apply through the queue. An edit of
// a job staff took down goes to staff review whatever the rules say: only staff put it back
// (docs/decisions/0031-staff-decisions-stand.md).
import { createHash } from 'node:crypto'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import type { FieldConfig } from '../../../src/domain/forms/field-config'
import { validateFields } from '../../../src/domain/forms/validate'
import { jobPath, jobSlug } from '../../../src/domain/jobs'
import { moderationRules } from '../../lib/moderation-settings'
import { checkJobContactDetails, checkJobPostText, type JobPostText } from '../../../src/domain/moderation/job-scam-rules'
import type { PostingAssessment, PostingBody, PostingEdit, PostingHit, SavedPosting } from '../../../src/domain/contract/posting'
import { normalizePostingValues, POSTING, postingFields, postingHit, type PostingValues } from '../../../src/domain/posting/fields'
import { formatMoney } from '../../../src/domain/money'
import { STAFF_HELD_MSG } from '../../../src/domain/staff'
import { foldText, slugify } from '../../../src/domain/text'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { badRequest, forbidden } from '../../lib/errors'
import { recordActivity } from '../../lib/activity'
import { standingTakeDowns } from '../../lib/staff-decisions'
import { enqueueJobActivated } from '../applications/auto-apply'
import { postingStreetError, publishJobStreet } from '../streets/streets.service'
import type { AuthUser } from '../identity/tokens'
import { createInboxMessage } from '../mail/mail.service'
import { insertOwnOrganization } from '../organizations/own-organization'
import { attachMedia, detachMedia, ownMediaId } from '../media/media.service'

export const POSTING_RATE = { name: 'posting', limit: POSTING.postsPerHour, windowSec: 3600 } as const

export const POSTING_SERVER_MSG = {
  rateLimited: `Bạn đã đăng quá ${POSTING_RATE.limit} tin trong một giờ, vui lòng thử lại sau.`,
  optionUnknown: (label: string) => `${label} không hợp lệ, vui lòng chọn lại.`,
  districtMismatch: 'Quận/huyện không thuộc tỉnh/thành phố đã chọn, vui lòng chọn lại.',
  imageNotOwn: 'Có ảnh không hợp lệ hoặc đã bị xóa, vui lòng tải ảnh lên lại.',
  notMember: 'Bạn không thuộc doanh nghiệp này.',
  blocked: (reasons: string) => `Tin chưa được đăng: ${reasons}`,
  duplicate:
    'Bạn đã đăng một tin có cùng tiêu đề và mô tả trong 7 ngày qua. Hãy sửa hoặc đẩy tin cũ lên thay vì đăng lại.',
  salaryOutlier: (typeName: string, limit: number) =>
    `Mức lương cao bất thường so với các tin ngành ${typeName} (trên ${formatMoney(limit)}/tháng); tin sẽ được kiểm duyệt trước khi hiển thị.`,
  published: 'Đăng tin thành công! Tin của bạn đã hiển thị với ứng viên.',
  updated: 'Cập nhật tin thành công!',
  inReview: 'Tin của bạn đang chờ kiểm duyệt. Chúng tôi sẽ xem xét trong vòng 24 giờ và báo kết quả qua hộp thư.',
} as const

export const POSTING_NOTICE = {
  reviewTitle: (title: string) => `Tin "${title}" đang chờ kiểm duyệt`,
  reviewContent: (reasons: string) => `${reasons} Tin sẽ hiển thị với ứng viên khi được duyệt, thường trong vòng 24 giờ.`,
} as const

/** The same post from the same employer within this many days is a duplicate. */
export const DUPLICATE_DAYS = 7
/** A salary above this many times its job type's 95th percentile goes to review. */
export const SALARY_OUTLIER_FACTOR = 2
/** ...but never below this (a job type with few or low salaries in the data). */
export const SALARY_OUTLIER_FLOOR = 60_000_000
const SALARY_SAMPLE_MIN = 20

const FIELDS = postingFields()

/** Normalised, validated values, or a 400 with the first field's message (the form focuses it). */
export function validPosting(body: PostingBody, now = new Date()): PostingValues {
  const values = normalizePostingValues(body)
  const [first] = validateFields(FIELDS, values, { mode: 'create', now })
  if (first) throw badRequest(first.message, 'validation_error')
  return values as unknown as PostingValues
}

/** Every job-config id of the post is a live option of its list, and the places fit together. */
async function checkReferences(
  db: Queryable,
  values: PostingValues,
  userId: number,
  jobId?: number,
): Promise<{ subcategoryId: number; jobTypeName: string }> {
  const lists: Array<[FieldConfig, number]> = []
  for (const field of FIELDS) {
    const value = (values as unknown as Record<string, unknown>)[field.name]
    if (field.dataSources?.from === 'job_config' && typeof value === 'number') lists.push([field, value])
  }
  const rows = await db.query<{ kind: string; id: number; data: { subcategory_id?: number }; name: string }>(
    `SELECT kind, id, data, name FROM config_options
      WHERE NOT is_deleted AND (kind, id) IN (SELECT * FROM unnest($1::text[], $2::int[]))`,
    [lists.map(([field]) => field.dataSources?.name ?? ''), lists.map(([, id]) => id)],
  )
  for (const [field, id] of lists) {
    if (!rows.some((row) => row.kind === field.dataSources?.name && row.id === id)) throw badRequest(POSTING_SERVER_MSG.optionUnknown(field.label), 'validation_error')
  }
  const places = await db.query<{ id: number; parent_id: number }>('SELECT id, parent_id FROM cities WHERE id = ANY($1::int[])', [
    [values.city_id, values.district_id].filter((id): id is number => typeof id === 'number'),
  ])
  const city = places.find((place) => place.id === values.city_id)
  if (!city || city.parent_id !== 0) throw badRequest(POSTING_SERVER_MSG.optionUnknown('Tỉnh/thành phố'), 'validation_error')
  if (values.district_id !== null && !places.some((place) => place.id === values.district_id && place.parent_id === city.id)) {
    throw badRequest(POSTING_SERVER_MSG.districtMismatch, 'validation_error')
  }
  const streetError = await postingStreetError(db, values, userId, jobId)
  if (streetError) throw badRequest(streetError, 'validation_error')
  const jobType = rows.find((row) => row.kind === 'job_types' && row.id === values.job_type_id)
  return { subcategoryId: jobType?.data?.subcategory_id ?? 0, jobTypeName: jobType?.name ?? '' }
}

/** Images are the poster's own uploads, still there (or, on an edit, already on the post). */
async function checkImages(db: Queryable, userId: number, images: string[], kept: string[] = []): Promise<void> {
  for (const url of images) {
    if (!kept.includes(url) && !(await ownMediaId(db, userId, url))) throw badRequest(POSTING_SERVER_MSG.imageNotOwn, 'validation_error')
  }
}

export const contentKey = (values: Pick<PostingValues, 'title' | 'description'>) =>
  createHash('sha256').update(`${foldText(values.title)}\n${foldText(values.description)}`).digest('hex')

// The 95th percentile of advertised maximum salaries per job type, over approved jobs, kept an hour.
const salaryBands = new Map<number, { p95: number | null; at: number }>()

async function salaryCeiling(db: Queryable, jobTypeId: number): Promise<number> {
  const cached = salaryBands.get(jobTypeId)
  let p95 = cached && Date.now() - cached.at < 3_600_000 ? cached.p95 : undefined
  if (p95 === undefined) {
    const [row] = await db.query<{ p95: number | null; n: number }>(
      `SELECT percentile_disc(0.95) WITHIN GROUP (ORDER BY salary_max)::float8 AS p95, count(*)::int AS n
         FROM (SELECT salary_max FROM jobs WHERE job_type_id = $1 AND review_status = 1001 AND salary_max IS NOT NULL
                ORDER BY published_at DESC LIMIT 2000) recent`,
      [jobTypeId],
    )
    p95 = row && row.n >= SALARY_SAMPLE_MIN ? row.p95 : null
    salaryBands.set(jobTypeId, { p95, at: Date.now() })
  }
  return Math.max(SALARY_OUTLIER_FLOOR, (p95 ?? 0) * SALARY_OUTLIER_FACTOR)
}

/** The free texts of a post its page shows (and the name of its street, below). */
const TEXT_FIELDS = ['title', 'description', 'requirements', 'benefits', 'address', 'contact_name'] as const

/** The anti-scam assessment of a post (the same for the check-block calls and for saving). */
export async function assessPosting(
  db: Queryable,
  values: PostingValues,
  context: { organizationId: number | null; jobTypeName: string; excludeJobId?: number },
): Promise<PostingAssessment> {
  const texts: JobPostText[] = TEXT_FIELDS.map((name) => ({ field: name, label: FIELDS.find((field) => field.name === name)?.label ?? name, text: values[name] }))
  // the street's name is part of the post's public address (a name added before streets were
  // moderated, or one the rules in force now refuse, holds the post like its own text would)
  if (values.street_id !== null) {
    const [street] = await db.query<{ name: string }>('SELECT name FROM streets WHERE id = $1', [values.street_id])
    texts.push({ field: 'street_id', label: FIELDS.find((field) => field.name === 'street_id')?.label ?? 'Đường', text: street?.name })
  }
  const { jobRules } = await moderationRules(db)
  const hits: PostingHit[] = [...checkJobPostText(texts, jobRules), ...checkJobContactDetails(texts)].map(postingHit)
  const salary = values.salary_negotiable ? null : Math.max(values.salary_min ?? 0, values.salary_max ?? 0)
  if (salary) {
    const ceiling = await salaryCeiling(db, values.job_type_id)
    if (salary > ceiling) {
      hits.push({
        rule: 'salary_outlier',
        name: 'Mức lương bất thường',
        field: 'salary',
        label: 'Mức lương',
        phrase: formatMoney(salary),
        action: 'review',
        message: POSTING_SERVER_MSG.salaryOutlier(context.jobTypeName, ceiling),
      })
    }
  }
  if (context.organizationId !== null) {
    const duplicate = await db.query(
      `SELECT 1 FROM jobs WHERE organization_id = $1 AND content_key = $2 AND created_at > now() - make_interval(days => $3)
          AND id <> $4 LIMIT 1`,
      [context.organizationId, contentKey(values), DUPLICATE_DAYS, context.excludeJobId ?? 0],
    )
    if (duplicate.length) {
      hits.push({ rule: 'duplicate', name: 'Tin trùng lặp', field: 'title', label: 'Tiêu đề tin', phrase: values.title, action: 'block', message: POSTING_SERVER_MSG.duplicate })
    }
  }
  const blocking = hits.filter((hit) => hit.action === 'block')
  const reviewing = hits.filter((hit) => hit.action === 'review')
  const sentence = (list: PostingHit[]) => [...new Set(list.map((hit) => hit.message))].join(' ')
  if (blocking.length) return { decision: 'block', hits, message: POSTING_SERVER_MSG.blocked(sentence(blocking)) }
  if (reviewing.length) return { decision: 'review', hits, message: sentence(reviewing) }
  return { decision: 'approve', hits, message: null }
}

/**
 * The organisation a new post belongs to: the one asked for (the caller must be a member), else
 * the caller's first; an account that belongs to none gets its own personal one (business type
 * 900 until the business info is filled in), of which it is the owner.
 */
async function postingOrganization(db: Queryable, user: AuthUser, asked: number | undefined): Promise<{ id: number; name: string }> {
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT o.id::int AS id, o.name FROM organization_members m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 ${asked ? 'AND o.id = $2' : ''}
      ORDER BY m.role = 'owner' DESC, m.created_at, o.id LIMIT 1`,
    asked ? [user.id, asked] : [user.id],
  )
  if (rows[0]) return rows[0]
  if (asked) throw forbidden(POSTING_SERVER_MSG.notMember)
  const name = user.full_name?.trim() || `Nhà tuyển dụng ${user.phone.slice(-4)}`
  return insertOwnOrganization(db, user.id, name)
}

/** The last moment of the deadline day in Vietnam (UTC+7). */
const deadlineEnd = (deadline: string) => `${deadline}T23:59:59+07:00`

/** What staff see on a waiting post: the rules that sent it to them. */
const reviewHits = (assessment: PostingAssessment) =>
  assessment.decision === 'review' ? JSON.stringify(assessment.hits.filter((hit) => hit.action === 'review')) : null

const statusOf = (decision: PostingAssessment['decision']) => (decision === 'approve' ? REVIEW_STATUS.approved : REVIEW_STATUS.waiting)

/** A job staff took down waits for them again, whatever the rules say of its edit; a block still blocks. */
const heldByStaff = (assessment: PostingAssessment, takenDown: boolean): PostingAssessment =>
  takenDown && assessment.decision !== 'block'
    ? { ...assessment, decision: 'review', message: [STAFF_HELD_MSG.job, assessment.message].filter(Boolean).join(' ') }
    : assessment

async function afterSave(
  context: ServiceContext,
  tx: Queryable,
  user: AuthUser,
  job: { id: number; slug: string; title: string },
  assessment: PostingAssessment,
  wasReview: boolean,
): Promise<void> {
  if (assessment.decision === 'approve') await enqueueJobActivated(tx, job.id)
  else if (!wasReview) {
    await createInboxMessage(
      { db: tx, realtime: context.realtime },
      {
        userId: user.id,
        part: 'common',
        title: POSTING_NOTICE.reviewTitle(job.title),
        content: POSTING_NOTICE.reviewContent(assessment.message ?? ''),
        url: '/dashboard/manage-listing',
      },
    )
  }
}

const savedMessage = (decision: PostingAssessment['decision'], created: boolean) =>
  decision === 'review' ? POSTING_SERVER_MSG.inReview : created ? POSTING_SERVER_MSG.published : POSTING_SERVER_MSG.updated

export async function createPosting(context: ServiceContext, user: AuthUser, body: PostingBody): Promise<SavedPosting> {
  const values = validPosting(body)
  const { subcategoryId, jobTypeName } = await checkReferences(context.db, values, user.id)
  await checkImages(context.db, user.id, values.images)
  return context.db.transaction(async (tx) => {
    const organization = await postingOrganization(tx, user, values.organization_id)
    const assessment = await assessPosting(tx, values, { organizationId: organization.id, jobTypeName })
    if (assessment.decision === 'block') throw badRequest(assessment.message ?? '', 'posting_blocked')
    const slug = jobSlug(values.title)
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO jobs (slug, title, organization_id, owner_user_id, subcategory_id, job_type_id, employment_type_id, city_id,
         district_id, address, salary_min, salary_max, experience_id, education_id, gender_id, age_id, quantity, description,
         requirements, benefits, contact_name, contact_phone, review_status, review_reason, expires_at, search_text, images,
         video_url, content_key, review_hits, street_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
         $25::timestamptz, $26, $27, $28, $29, $30, $31)
       RETURNING id::int AS id`,
      [
        slug, values.title, organization.id, user.id, subcategoryId, values.job_type_id, values.employment_type_id, values.city_id,
        values.district_id, values.address, values.salary_min, values.salary_max, values.experience_id, values.education_id,
        values.gender_id, values.age_id, values.quantity, values.description, values.requirements, values.benefits,
        values.contact_name, values.contact_phone, statusOf(assessment.decision), assessment.message, deadlineEnd(values.deadline),
        foldText(`${values.title} ${organization.name}`), values.images, values.video_url, contentKey(values), reviewHits(assessment),
        values.street_id,
      ],
    )
    await publishJobStreet(tx, row.id)
    for (const url of values.images) await attachMedia(tx, user.id, url)
    await afterSave(context, tx, user, { id: row.id, slug, title: values.title }, assessment, false)
    await recordActivity(tx, { organizationId: organization.id, userId: user.id, action: 'job.posted', jobId: row.id })
    return {
      id: row.id,
      url: jobPath({ slug, id: row.id }),
      review_status: statusOf(assessment.decision),
      review_reason: assessment.message,
      message: savedMessage(assessment.decision, true),
      assessment,
    }
  })
}

interface StoredPosting {
  id: number
  slug: string
  organization_id: number
  organization_name: string
  review_status: number
  review_reason: string | null
  images: string[]
}

export async function updatePosting(
  context: ServiceContext,
  user: AuthUser,
  jobId: number,
  body: PostingBody,
): Promise<SavedPosting> {
  const values = validPosting(body)
  const { subcategoryId, jobTypeName } = await checkReferences(context.db, values, user.id, jobId)
  return context.db.transaction(async (tx) => {
    const [stored] = await tx.query<StoredPosting>(
      `SELECT j.id::int AS id, j.slug, j.organization_id::int AS organization_id, o.name AS organization_name, j.review_status,
              j.review_reason, j.images
         FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE j.id = $1 FOR UPDATE OF j`,
      [jobId],
    )
    await checkImages(tx, user.id, values.images, stored.images)
    // read after the row lock: a staff decision on this job committed before it is seen
    const takenDown = (await standingTakeDowns(tx, 'job', [jobId])).has(jobId)
    const assessment = heldByStaff(await assessPosting(tx, values, { organizationId: stored.organization_id, jobTypeName, excludeJobId: jobId }), takenDown)
    if (assessment.decision === 'block') throw badRequest(assessment.message ?? '', 'posting_blocked')
    const slug = slugify(values.title) || stored.slug
    await tx.query(
      `UPDATE jobs SET slug = $2, title = $3, subcategory_id = $4, job_type_id = $5, employment_type_id = $6, city_id = $7,
         district_id = $8, address = $9, salary_min = $10, salary_max = $11, experience_id = $12, education_id = $13,
         gender_id = $14, age_id = $15, quantity = $16, description = $17, requirements = $18, benefits = $19,
         contact_name = $20, contact_phone = $21, review_status = $22, review_reason = $23, expires_at = $24::timestamptz,
         search_text = $25, images = $26, video_url = $27, content_key = $28, review_hits = $29, street_id = $30, updated_at = now()
       WHERE id = $1`,
      [
        jobId, slug, values.title, subcategoryId, values.job_type_id, values.employment_type_id, values.city_id, values.district_id,
        values.address, values.salary_min, values.salary_max, values.experience_id, values.education_id, values.gender_id,
        values.age_id, values.quantity, values.description, values.requirements, values.benefits, values.contact_name,
        values.contact_phone, statusOf(assessment.decision), assessment.message, deadlineEnd(values.deadline),
        foldText(`${values.title} ${stored.organization_name}`), values.images, values.video_url, contentKey(values),
        reviewHits(assessment), values.street_id,
      ],
    )
    await publishJobStreet(tx, jobId)
    for (const url of stored.images) if (!values.images.includes(url)) await detachMedia(tx, user.id, url)
    for (const url of values.images) await attachMedia(tx, user.id, url)
    await afterSave(context, tx, user, { id: jobId, slug, title: values.title }, assessment, stored.review_status === REVIEW_STATUS.waiting)
    await recordActivity(tx, { organizationId: stored.organization_id, userId: user.id, action: 'job.edited', jobId })
    return {
      id: jobId,
      url: jobPath({ slug, id: jobId }),
      review_status: statusOf(assessment.decision),
      review_reason: assessment.message,
      message: savedMessage(assessment.decision, false),
      assessment,
    }
  })
}

/** The check-block calls: the same assessment as saving, without saving. */
export async function checkPosting(
  db: Queryable,
  user: AuthUser,
  body: PostingBody,
  jobId?: number,
): Promise<PostingAssessment> {
  const values = validPosting(body)
  const { jobTypeName } = await checkReferences(db, values, user.id, jobId)
  let organizationId: number | null = null
  if (jobId) {
    const [row] = await db.query<{ organization_id: number }>('SELECT organization_id::int AS organization_id FROM jobs WHERE id = $1', [jobId])
    organizationId = row?.organization_id ?? null
  } else {
    const [row] = await db.query<{ organization_id: number }>(
      `SELECT organization_id::int AS organization_id FROM organization_members WHERE user_id = $1
        ${values.organization_id ? 'AND organization_id = $2' : ''} ORDER BY role = 'owner' DESC, created_at LIMIT 1`,
      values.organization_id ? [user.id, values.organization_id] : [user.id],
    )
    organizationId = row?.organization_id ?? null
  }
  return assessPosting(db, values, { organizationId, jobTypeName, excludeJobId: jobId })
}

export async function postingForEdit(db: Database, jobId: number): Promise<PostingEdit> {
  const [{ slug, ...row }] = await db.query<Omit<PostingEdit, 'salary_negotiable' | 'url'> & { slug: string }>(
    `SELECT id::int AS id, slug, title, job_type_id, employment_type_id, quantity, salary_min::float8 AS salary_min,
            salary_max::float8 AS salary_max, experience_id, education_id, gender_id, age_id, city_id, district_id, street_id,
            (SELECT s.name FROM streets s WHERE s.id = jobs.street_id) AS street_name, address, description, requirements, benefits, to_char((expires_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS deadline,
            contact_name, contact_phone, images, video_url, organization_id::int AS organization_id, review_status,
            review_reason, is_hidden, expires_at <= now() AS is_expired
       FROM jobs WHERE id = $1`,
    [jobId],
  )
  return { ...row, salary_negotiable: row.salary_min === null && row.salary_max === null, url: jobPath({ slug, id: row.id }) }
}
