// Finding candidates and unlocking their contact (issue 20; docs/decisions/0017-candidate-contact.md).
// Employers (members of an organisation) search approved profiles whose owner allowed it; the
// contact stays masked until it is shown: the candidate applied to one of the employer's jobs
// (consent for that employer), or the employer unlocked it with a "lượt" of buyCandidate 7001 and
// the candidate shares contacts, or the candidate accepted the employer's request. A request holds
// the "lượt" until the answer; declined or unanswered for CONTACT_REQUEST_DAYS, it comes back.
import {
  CANDIDATE_SEARCH,
  CONTACT_REQUEST_DAYS,
  CONTACT_STATUS_LABELS,
  maskCandidatePhone,
  maskEmail,
  type ContactAnswer,
  type ContactSharing,
  type ContactState,
} from '../../../src/domain/candidates'
import type { CandidateCard, CandidateDetail, CandidateSearchPage, ContactGrant, UnlockResult } from '../../../src/domain/contract/candidates'
import { foldText } from '../../../src/domain/text'
import type { Database, Queryable } from '../../db/client'
import type { JobHandlers } from '../../lib/queue'
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors'
import { recordActivity } from '../../lib/activity'
import { transactionThenNotify } from '../../realtime/after-commit'
import type { Realtime } from '../../realtime/socket'
import { createInboxMessage } from '../mail/mail.service'
import { ACCESS_MSG } from '../access/access'
import { keywordQuery, keywordWords } from '../jobs/jobs.search'
import type { Reference } from '../jobs/reference'
import { toCandidateProfile, type JobseekerRow } from '../jobseekers/candidate-profile'
import { MY_APPLICATIONS } from '../applications/unread'
import { countBrowsing, recordView } from './browsing'
import { SEARCHABLE, type CandidateFilters, type CandidateIndex } from './candidate-index'

export const CANDIDATE_MSG = {
  notRecruiter: ACCESS_MSG.recruiterOnly,
  notFound: 'Hồ sơ ứng viên không tồn tại hoặc ứng viên đã ẩn hồ sơ.',
  noCredits: 'Bạn đã hết lượt xem liên hệ ứng viên. Mua thêm lượt để tiếp tục.',
  shown: 'Đã mở khóa liên hệ của ứng viên.',
  alreadyShown: 'Bạn đã xem liên hệ của ứng viên này, không tốn thêm lượt.',
  applied: 'Ứng viên đã ứng tuyển vào tin của bạn nên liên hệ được hiển thị miễn phí.',
  requested: `Đã gửi yêu cầu xem liên hệ tới ứng viên. Lượt chỉ bị trừ khi ứng viên đồng ý; sau ${CONTACT_REQUEST_DAYS} ngày không trả lời, lượt được hoàn lại.`,
  pending: 'Yêu cầu xem liên hệ đang chờ ứng viên trả lời.',
  jobNotYours: 'Tin tuyển dụng không thuộc doanh nghiệp của bạn.',
  requestNotFound: 'Không tìm thấy yêu cầu xem liên hệ.',
  requestTitle: (organization: string) => `${organization} muốn xem số điện thoại và email của bạn`,
  requestContent: (job: string | null) =>
    `${job ? `Về tin "${job}". ` : ''}Vào Hồ sơ xin việc để đồng ý hoặc từ chối trong ${CONTACT_REQUEST_DAYS} ngày.`,
  answered: { accept: 'Đã cho nhà tuyển dụng xem liên hệ.', decline: 'Đã từ chối yêu cầu.', withdraw: 'Đã thu hồi quyền xem liên hệ.' },
  recruiterAnswerTitle: (name: string, accepted: boolean) =>
    accepted ? `${name} đã đồng ý cho bạn xem liên hệ` : `${name} đã từ chối yêu cầu xem liên hệ`,
} as const

/** The organisations a recruiter belongs to; none: not an employer (403). */
async function recruiterOrganizations(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ organization_id: number }>('SELECT organization_id FROM organization_members WHERE user_id = $1', [userId])
  if (!rows.length) throw forbidden(CANDIDATE_MSG.notRecruiter)
  return rows.map((r) => Number(r.organization_id))
}

/**
 * The candidate applied to a job of the recruiter's organisations ($1 = recruiter). A scalar
 * subquery with LIMIT, so it runs per row from the candidate's few applications (an EXISTS was
 * planned as one hashed pass over every application to the organisation's jobs: 140 ms at 50,000).
 */
const APPLIED = `coalesce((SELECT true FROM applications a WHERE a.user_id = p.user_id AND ${MY_APPLICATIONS} LIMIT 1), false)`
const CONTACT_STATE = `CASE WHEN ${APPLIED} THEN 'shown'
       ELSE coalesce((SELECT CASE c.status WHEN 'granted' THEN 'shown' WHEN 'pending' THEN 'pending' ELSE 'masked' END
                        FROM candidate_contacts c WHERE c.jobseeker_id = p.id AND c.recruiter_id = $1), 'masked') END`

/** GET /job/v1/jobseekers's query: the index's filters with the keyword as typed. */
export interface CandidateQuery extends Omit<CandidateFilters, 'words'> {
  q?: string
  /** Only these profiles (the recruiter's saved candidates), comma-separated. */
  ids?: string
}

/**
 * GET /job/v1/jobseekers: approved, searchable profiles, the most recently updated first (the route
 * lets only recruiters in; each page is counted against the browsing limits). The page's ids and the total come from the in-memory index
 * (candidate-index.ts); saved candidates (ids), a search while the index is first read, or a page
 * whose profile was hidden a moment ago, from SQL. Names come from the reference data in memory.
 */
export async function searchCandidates(
  db: Queryable,
  index: CandidateIndex | null,
  ref: Reference,
  userId: number,
  query: CandidateQuery,
): Promise<CandidateSearchPage> {
  await countBrowsing(db, 'search', userId, await recruiterOrganizations(db, userId))
  const words = query.q ? keywordWords(foldText(query.q)) : []
  let page = index && !query.ids ? await index.search({ ...query, words }) : null
  let rows = page ? await cardRows(db, userId, page.ids) : []
  if (page && rows.length < page.ids.length) {
    const shown = new Set(rows.map((row) => Number(row.id)))
    index!.forget(page.ids.filter((id) => !shown.has(id)))
    page = null
  }
  if (!page) {
    page = await searchFromSql(db, userId, query)
    rows = await cardRows(db, userId, page.ids)
  }
  const option = (kind: string, id: number | null) => (id === null ? null : (ref.optionNames.get(kind)?.get(id) ?? null))
  const place = (id: number | null) => (id === null ? null : (ref.cityNames.get(id) ?? null))
  const items: CandidateCard[] = rows.map((row) => ({
    id: Number(row.id),
    full_name: row.full_name,
    image_url: row.image_url,
    job_types: row.job_types.flatMap((id) => (option('job_types', id) ? [{ id, name: option('job_types', id)! }] : [])),
    city: place(row.city_id),
    district: place(row.district_id),
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    salary_max: row.salary_max === null ? null : Number(row.salary_max),
    experience: option('experiences', row.experience_id),
    readiness: row.readiness,
    updated_at: new Date(row.updated_at).toISOString(),
    contact_state: row.contact_state,
  }))
  return { items, total: page.total, offset: query.offset, limit: query.limit }
}

interface CardRow {
  id: number
  full_name: string
  image_url: string | null
  job_types: number[]
  city_id: number | null
  district_id: number | null
  experience_id: number | null
  salary_min: number | string | null
  salary_max: number | string | null
  readiness: boolean | null
  updated_at: Date | string
  contact_state: ContactState
}

/** The page's rows, those still searchable, with the contact state. */
async function cardRows(db: Queryable, userId: number, ids: number[]): Promise<CardRow[]> {
  if (!ids.length) return []
  return db.query<CardRow>(
    `SELECT p.id, p.full_name, p.image_url, p.job_types, p.city_id, p.district_id, p.experience_id, p.salary_min, p.salary_max,
            p.readiness, p.updated_at, ${CONTACT_STATE} AS contact_state
       FROM jobseekers p WHERE p.id = ANY ($2::int8[]) AND ${SEARCHABLE}
      ORDER BY p.updated_at DESC, p.id DESC`,
    [userId, ids],
  )
}

/** The page's ids and the capped total read from the database's indexes. */
async function searchFromSql(db: Queryable, userId: number, query: CandidateQuery): Promise<{ ids: number[]; total: number }> {
  const params: unknown[] = [userId]
  const where = [SEARCHABLE]
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  const tsquery = query.q ? keywordQuery(foldText(query.q)) : null
  if (tsquery) add((n) => `p.search_vector @@ ${n}::tsquery`, tsquery)
  if (query.job_type) add((n) => `p.job_types @> ARRAY[${n}::int4]`, query.job_type)
  if (query.city_id) add((n) => `p.city_id = ${n}`, query.city_id)
  if (query.district_id) add((n) => `p.district_id = ${n}`, query.district_id)
  // the wished salary range meets the one asked for (as candidate-index.ts's fieldsMatch)
  if (query.salary_min) add((n) => `coalesce(p.salary_max, p.salary_min, 0) >= ${n}`, query.salary_min)
  if (query.salary_max) add((n) => `coalesce(p.salary_min, 0) <= ${n}`, query.salary_max)
  if (query.experience_id) add((n) => `p.experience_id = ${n}`, query.experience_id)
  if (query.readiness === 1) where.push('p.readiness IS TRUE')
  if (query.readiness === 2) where.push('p.readiness IS FALSE')
  if (query.ids) add((n) => `p.id = ANY (${n}::int8[])`, query.ids.split(',').map(Number))
  const condition = where.join(' AND ')
  const [ids, [count]] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT p.id FROM jobseekers p WHERE $1::bigint > 0 AND ${condition}
        ORDER BY p.updated_at DESC, p.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobseekers p WHERE $1::bigint > 0 AND ${condition} LIMIT ${CANDIDATE_SEARCH.countCap}) capped`,
      params,
    ),
  ])
  return { ids: ids.map((r) => Number(r.id)), total: count.n }
}

/** A profile the recruiter may read: searchable, or applied to one of its jobs; 404 otherwise. */
async function readableProfile(db: Queryable, userId: number, jobseekerId: number, lock = false) {
  const [row] = await db.query<JobseekerRow & { applied: boolean; searchable_now: boolean }>(
    `SELECT p.*, ${APPLIED} AS applied, (${SEARCHABLE}) AS searchable_now FROM jobseekers p WHERE p.id = $2${lock ? ' FOR SHARE' : ''}`,
    [userId, jobseekerId],
  )
  if (!row || (!row.searchable_now && !row.applied) || row.process_state === 1002) throw notFound(CANDIDATE_MSG.notFound)
  return row
}

async function contactStateOf(db: Queryable, userId: number, jobseekerId: number, applied: boolean): Promise<ContactState> {
  if (applied) return 'shown'
  const [contact] = await db.query<{ status: string }>('SELECT status FROM candidate_contacts WHERE jobseeker_id = $1 AND recruiter_id = $2', [jobseekerId, userId])
  return contact?.status === 'granted' ? 'shown' : contact?.status === 'pending' ? 'pending' : 'masked'
}

/** GET /job/v1/jobseekers/{id}/detail: the contact masked unless it is shown; counted and recorded. */
export async function candidateDetail(db: Queryable, userId: number, jobseekerId: number): Promise<CandidateDetail> {
  await countBrowsing(db, 'view', userId, await recruiterOrganizations(db, userId))
  const row = await readableProfile(db, userId, jobseekerId)
  await recordView(db, userId, jobseekerId)
  const profile = await toCandidateProfile(db, { ...row, work_history: row.work_history ?? [] })
  const state = await contactStateOf(db, userId, jobseekerId, row.applied)
  if (state !== 'shown') {
    profile.phone = profile.phone ? maskCandidatePhone(profile.phone) : null
    profile.email = profile.email ? maskEmail(profile.email) : null
  }
  return {
    id: Number(row.id),
    profile,
    contact_state: state,
    asks_each_time: row.contact_sharing === 'ask',
    applied: row.applied,
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

export async function availableQuantity(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT candidate_credits AS n FROM users WHERE id = $1', [userId])
  return Number(row?.n ?? 0)
}

async function logContact(db: Queryable, contactId: number, status: string, creditChange = 0) {
  await db.query('INSERT INTO candidate_contact_events (contact_id, status, credit_change) VALUES ($1, $2, $3)', [contactId, status, creditChange])
}

/**
 * POST /job/v1/recruiters/view-jobseeker: unlock one candidate's contact. Free when already shown
 * or applied; otherwise one "lượt" (refused, changing nothing, when none is left): spent at once
 * when the candidate shares contacts, held with a request when the candidate asks each time.
 * Concurrent unlocks of the same candidate by the same recruiter charge once (the contact row lock).
 */
export async function unlockCandidate(
  context: { db: Database; realtime: Realtime },
  userId: number,
  input: { jobseeker_id: number; classified_id?: number },
): Promise<UnlockResult> {
  return transactionThenNotify(context, async ({ db: tx, realtime }) => {
    const organizations = await recruiterOrganizations(tx, userId)
    const row = await readableProfile(tx, userId, input.jobseeker_id, true)
    const answer = async (state: ContactState, charged: boolean, message: string): Promise<UnlockResult> => ({
      contact_state: state,
      charged,
      quantity: await availableQuantity(tx, userId),
      phone: state === 'shown' ? row.phone : null,
      email: state === 'shown' ? row.email : null,
      message,
    })
    if (row.applied) return answer('shown', false, CANDIDATE_MSG.applied)
    let job: { id: number; title: string; organization_id: number } | null = null
    if (input.classified_id !== undefined) {
      ;[job] = await tx.query<{ id: number; title: string; organization_id: number }>('SELECT id, title, organization_id FROM jobs WHERE id = $1', [input.classified_id])
      if (!job || !organizations.includes(Number(job.organization_id))) throw badRequest(CANDIDATE_MSG.jobNotYours, 'job_not_yours')
    }
    const organizationId = job ? Number(job.organization_id) : organizations[0]
    await tx.query(
      `INSERT INTO candidate_contacts (jobseeker_id, recruiter_id, organization_id, job_id, status)
       VALUES ($1, $2, $3, $4, 'expired') ON CONFLICT (jobseeker_id, recruiter_id) DO NOTHING`,
      [row.id, userId, organizationId, job?.id ?? null],
    )
    const [contact] = await tx.query<{ id: number; status: string }>(
      'SELECT id, status FROM candidate_contacts WHERE jobseeker_id = $1 AND recruiter_id = $2 FOR UPDATE',
      [row.id, userId],
    )
    if (contact.status === 'granted') return answer('shown', false, CANDIDATE_MSG.alreadyShown)
    if (contact.status === 'pending') return answer('pending', false, CANDIDATE_MSG.pending)
    const spent = await tx.query('UPDATE users SET candidate_credits = candidate_credits - 1 WHERE id = $1 AND candidate_credits > 0 RETURNING id', [userId])
    if (!spent.length) throw new AppError(400, 'no_credits', CANDIDATE_MSG.noCredits)
    const asks = row.contact_sharing === 'ask'
    await tx.query(
      `UPDATE candidate_contacts SET status = $2, credit_held = $3, organization_id = $4, job_id = $5,
              expires_at = CASE WHEN $3 THEN now() + interval '${CONTACT_REQUEST_DAYS} days' END, updated_at = now()
        WHERE id = $1`,
      [contact.id, asks ? 'pending' : 'granted', asks, organizationId, job?.id ?? null],
    )
    await logContact(tx, contact.id, asks ? 'pending' : 'granted', -1)
    await recordActivity(tx, {
      organizationId,
      userId,
      action: asks ? 'candidate.requested' : 'candidate.unlocked',
      jobId: job?.id ?? null,
      subjectId: Number(row.id),
    })
    if (!asks) return answer('shown', true, CANDIDATE_MSG.shown)
    const [org] = await tx.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [organizationId])
    await createInboxMessage(
      { db: tx, realtime },
      {
        userId: Number(row.user_id),
        part: 'candidate',
        title: CANDIDATE_MSG.requestTitle(org?.name ?? 'Một nhà tuyển dụng'),
        content: CANDIDATE_MSG.requestContent(job?.title ?? null),
        url: '/jobseeker#contact-requests',
      },
    )
    return answer('pending', true, CANDIDATE_MSG.requested)
  })
}

// ---------------------------------------------------------------------------------------------
// The candidate's side: who asked for or saw the contact, and the answers

export async function contactGrants(db: Queryable, userId: number): Promise<ContactGrant[]> {
  const rows = await db.query<{
    id: number
    organization: string | null
    recruiter: string | null
    job_id: number | null
    job_title: string | null
    status: ContactGrant['status']
    expires_at: Date | null
    created_at: Date
    updated_at: Date
  }>(
    `SELECT c.id, o.name AS organization, u.full_name AS recruiter, j.id AS job_id, j.title AS job_title, c.status, c.expires_at, c.created_at, c.updated_at
       FROM candidate_contacts c JOIN jobseekers p ON p.id = c.jobseeker_id
       LEFT JOIN organizations o ON o.id = c.organization_id LEFT JOIN users u ON u.id = c.recruiter_id LEFT JOIN jobs j ON j.id = c.job_id
      WHERE p.user_id = $1
      ORDER BY c.updated_at DESC, c.id DESC LIMIT 200`,
    [userId],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    organization: r.organization,
    recruiter: r.recruiter,
    job: r.job_id ? { id: Number(r.job_id), title: r.job_title ?? '' } : null,
    status: r.status,
    status_label: CONTACT_STATUS_LABELS[r.status],
    expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  }))
}


/** The candidate accepts or declines a request (declined: the "lượt" goes back), or withdraws a shown contact. */
export async function answerContact(
  context: { db: Database; realtime: Realtime },
  userId: number,
  contactId: number,
  action: ContactAnswer,
): Promise<{ grants: ContactGrant[]; message: string }> {
  await transactionThenNotify(context, async ({ db: tx, realtime }) => {
    const [contact] = await tx.query<{ id: number; status: string; recruiter_id: number; credit_held: boolean; full_name: string }>(
      `SELECT c.id, c.status, c.recruiter_id, c.credit_held, p.full_name FROM candidate_contacts c JOIN jobseekers p ON p.id = c.jobseeker_id
        WHERE c.id = $1 AND p.user_id = $2 FOR UPDATE OF c`,
      [contactId, userId],
    )
    if (!contact) throw notFound(CANDIDATE_MSG.requestNotFound)
    const allowed = action === 'withdraw' ? contact.status === 'granted' : contact.status === 'pending'
    if (!allowed) throw new AppError(409, 'contact_already_answered', 'Yêu cầu này đã được trả lời hoặc đã hết hạn.')
    const status = action === 'accept' ? 'granted' : action === 'decline' ? 'declined' : 'withdrawn'
    await tx.query('UPDATE candidate_contacts SET status = $2, credit_held = false, expires_at = NULL, updated_at = now() WHERE id = $1', [contact.id, status])
    let refund = 0
    if (action === 'decline' && contact.credit_held) {
      await tx.query('UPDATE users SET candidate_credits = candidate_credits + 1 WHERE id = $1', [contact.recruiter_id])
      refund = 1
    }
    await logContact(tx, contact.id, status, refund)
    if (action !== 'withdraw') {
      await createInboxMessage(
        { db: tx, realtime },
        {
          userId: Number(contact.recruiter_id),
          part: 'common',
          title: CANDIDATE_MSG.recruiterAnswerTitle(contact.full_name, action === 'accept'),
          content: action === 'accept' ? 'Số điện thoại và email của ứng viên đã hiển thị trong hồ sơ.' : 'Lượt xem liên hệ đã được hoàn lại.',
          url: null,
        },
      )
    }
  })
  return { grants: await contactGrants(context.db, userId), message: CANDIDATE_MSG.answered[action] }
}

/** Requests unanswered for CONTACT_REQUEST_DAYS expire and give the "lượt" back (an hourly task). */
export async function expireContactRequests(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // every pending request holds a "lượt"
    const expired = await tx.query<{ id: number; recruiter_id: number }>(
      `UPDATE candidate_contacts SET status = 'expired', expires_at = NULL, credit_held = false, updated_at = now()
        WHERE id IN (SELECT id FROM candidate_contacts WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED)
        RETURNING id, recruiter_id`,
    )
    for (const row of expired) {
      await tx.query('UPDATE users SET candidate_credits = candidate_credits + 1 WHERE id = $1', [row.recruiter_id])
      await logContact(tx, row.id, 'expired', 1)
    }
    return expired.length
  })
}

/** The candidate's choice: share the contact with employers who unlock it, or be asked each time. */
export async function setContactSharing(db: Queryable, userId: number, sharing: ContactSharing): Promise<ContactSharing> {
  const rows = await db.query<{ contact_sharing: ContactSharing }>(
    'UPDATE jobseekers SET contact_sharing = $2 WHERE user_id = $1 RETURNING contact_sharing',
    [userId, sharing],
  )
  if (!rows.length) throw notFound('Bạn chưa có hồ sơ xin việc.')
  return rows[0].contact_sharing
}

export const CONTACT_EXPIRY_KIND = 'candidates.expire-contact-requests'

export function contactRequestWork(context: { db: Database }): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  return {
    handlers: { [CONTACT_EXPIRY_KIND]: async () => void (await expireContactRequests(context.db)) },
    recurring: [{ kind: CONTACT_EXPIRY_KIND, everyMs: 60 * 60 * 1000 }],
  }
}
