// Job detail and the small public lists around it (SPEC 7.3), plus reports (tracking: tracking.ts).
import { composeAddress } from '../../../src/domain/streets'
import { createHash } from 'node:crypto'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { maskPhone } from '../../../src/domain/contact-phone'
import type { Enterprise, JobCard, JobDetail, QuickLink, Suggestion } from '../../../src/domain/contract/jobs'
import type { ReportReason } from '../../../src/domain/jobs'
import { foldText } from '../../../src/domain/text'
import { listingUrl } from '../../../src/domain/url-filters'
import type { Database } from '../../db/client'
import { conflict, notFound } from '../../lib/errors'
import { ACTIVE, CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from './jobs.search'
import { typicalReplyHours } from '../applications/reply-time'

const cards = async (db: Database, where: string, order: string, params: unknown[], limit: number): Promise<JobCard[]> => {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM jobs j ${CARD_JOINS} WHERE ${ACTIVE} AND ${where} ORDER BY ${order} LIMIT ${Number(limit)}`,
    params,
  )
  return rows.map(toCard)
}

export const latestJobs = (db: Database, limit: number) => cards(db, 'true', 'j.published_at DESC, j.id DESC', [], limit)

export const topAdsJobs = (db: Database, limit: number) =>
  cards(db, 'j.priority = 2', 'j.pushed_at DESC, j.id DESC', [], limit)

/** Jobs like one: the same job type, then the same subcategory; the same city first within each; newest first. */
export async function similarJobs(db: Database, id: number, limit: number): Promise<JobCard[]> {
  const [job] = await db.query<{ job_type_id: number; city_id: number; subcategory_id: number }>(
    'SELECT job_type_id, city_id, subcategory_id FROM jobs WHERE id = $1',
    [id],
  )
  if (!job) throw notFound('Không tìm thấy tin tuyển dụng.')
  // one index scan per group, each stopping at the page (one sort of every match took 0.5 s at 1M jobs)
  const groups = [
    'j.job_type_id = $2 AND j.city_id = $4',
    'j.job_type_id = $2 AND j.city_id <> $4',
    'j.subcategory_id = $3 AND j.job_type_id <> $2 AND j.city_id = $4',
    'j.subcategory_id = $3 AND j.job_type_id <> $2 AND j.city_id <> $4',
  ]
  const found = groups.map(
    (group, i) => `(SELECT j.id, j.published_at, ${i} AS grp FROM jobs j
      WHERE ${ACTIVE} AND j.id <> $1 AND ${group} ORDER BY j.published_at DESC, j.id DESC LIMIT $5)`,
  )
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM (SELECT * FROM (${found.join(' UNION ALL ')}) f ORDER BY grp, published_at DESC, id DESC LIMIT $5) s
       JOIN jobs j ON j.id = s.id ${CARD_JOINS} ORDER BY s.grp, s.published_at DESC, s.id DESC`,
    [id, job.job_type_id, job.subcategory_id, job.city_id, limit],
  )
  return rows.map(toCard)
}

export const organizationJobs = (db: Database, organizationId: number, excludeId: number, limit: number) =>
  cards(db, 'j.organization_id = $1 AND j.id <> $2', 'j.published_at DESC, j.id DESC', [organizationId, excludeId], limit)

/** Verified recruiting partners with their number of open jobs. */
export const enterprises = (db: Database, limit: number) =>
  db.query<Enterprise>(
    `SELECT o.id, o.name, o.slug, o.logo_url, o.is_partner, count(j.id)::int AS job_count
     FROM organizations o JOIN jobs j ON j.organization_id = o.id AND ${ACTIVE}
     WHERE o.is_partner GROUP BY o.id ORDER BY job_count DESC, o.id LIMIT $1`,
    [limit],
  )

interface DetailRow extends CardRow {
  address: string
  description: string
  requirements: string
  benefits: string
  quantity: number
  contact_name: string
  images: string[]
  video_url: string | null
  contact_phone: string
  view_count: number
  review_status: number
  is_hidden: boolean
  updated_at: Date | string
  category_id: number
  subcategory_id: number
  org_address: string
  street_name: string | null
  org_size: string
  org_website: string | null
  org_description: string
  employment_type_id: number
  experience_id: number | null
  education_id: number | null
  gender_id: number | null
  age_id: number | null
  is_expired: boolean
}

/** A public job page: approved and not hidden; an expired one is still shown, marked as such. */
export async function jobDetail(db: Database, id: number): Promise<JobDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${CARD_COLUMNS}, j.address, (SELECT s.name FROM streets s WHERE s.id = j.street_id) AS street_name, j.description, j.requirements, j.benefits, j.quantity, j.contact_name, j.contact_phone, j.images, j.video_url,
       j.view_count, j.review_status, j.is_hidden, j.updated_at, j.category_id, j.subcategory_id,
       j.employment_type_id, j.experience_id, j.education_id, j.gender_id, j.age_id,
       j.expires_at <= now() AS is_expired,
       o.address AS org_address, o.size AS org_size, o.website AS org_website, o.description AS org_description
     FROM jobs j ${CARD_JOINS} WHERE j.id = $1`,
    [id],
  )
  if (!row || row.review_status !== REVIEW_STATUS.approved || row.is_hidden) {
    throw notFound('Tin tuyển dụng không tồn tại hoặc đã bị gỡ.')
  }
  const options = await db.query<{ kind: string; id: number; name: string; data: Record<string, unknown> }>(
    `SELECT kind, id, name, data FROM config_options WHERE (kind, id) IN
       (('employment_types', $1), ('experiences', $2), ('educations', $3), ('genders', $4), ('ages', $5))`,
    [row.employment_type_id, row.experience_id ?? 0, row.education_id ?? 0, row.gender_id ?? 0, row.age_id ?? 0],
  )
  const categories = await db.query<{ id: number; name: string }>('SELECT id, name FROM categories WHERE id = ANY($1::int[])', [
    [row.category_id, row.subcategory_id],
  ])
  const option = (kind: string) => {
    const found = options.find((o) => o.kind === kind)
    return found ? { id: found.id, name: found.name } : null
  }
  const employment = options.find((o) => o.kind === 'employment_types')
  const named = (id: number) => ({ id, name: categories.find((c) => c.id === id)?.name ?? '' })
  const card = toCard(row)
  return {
    ...card,
    organization: {
      ...card.organization,
      address: row.org_address,
      size: row.org_size,
      website: row.org_website,
      description: row.org_description,
      reply_hours: await typicalReplyHours(db, card.organization.id),
    },
    // a post naming its street: house number etc., street, district, province; an old one as typed
    address: row.street_name ? composeAddress([row.address, row.street_name, card.district?.name, card.city.name]) : row.address,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    quantity: row.quantity,
    employment_type: {
      id: row.employment_type_id,
      name: employment?.name ?? '',
      schema_org: String(employment?.data.schema_org ?? 'FULL_TIME'),
    },
    experience: option('experiences'),
    education: option('educations'),
    gender: option('genders'),
    age: option('ages'),
    category: named(row.category_id),
    subcategory: named(row.subcategory_id),
    contact_name: row.contact_name,
    // the number itself only through POST /listing/v1/phone/show, which counts the contact
    contact_phone_masked: maskPhone(row.contact_phone),
    images: row.images,
    video_url: row.video_url,
    view_count: row.view_count,
    is_expired: row.is_expired,
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

/** Whether a public page exists for this job id (used by the one-port server for pages not prerendered). */
export async function publicJobExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM jobs WHERE id = $1 AND review_status = 1001 AND NOT is_hidden', [id])
  return rows.length > 0
}

export async function reportJob(
  db: Database,
  input: { jobId: number; reason: ReportReason; note: string; reporterIp: string; salt: string },
): Promise<void> {
  if (!(await publicJobExists(db, input.jobId))) throw notFound('Tin tuyển dụng không tồn tại hoặc đã bị gỡ.')
  const reporterHash = createHash('sha256').update(`${input.salt}:${input.reporterIp}`).digest('hex')
  const inserted = await db.query(
    `INSERT INTO job_reports (job_id, reason, note, reporter_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job_id, reporter_hash) DO NOTHING RETURNING id`,
    [input.jobId, input.reason, input.note, reporterHash],
  )
  if (!inserted.length) throw conflict('Bạn đã báo cáo tin này, chúng tôi đang xem xét.', 'already_reported')
}

/**
 * Keyword suggestions: job type names and the most frequent active titles whose words start with
 * the typed words. The title list is recomputed at most every 10 minutes.
 */
export class Suggester {
  private entries: Array<{ name: string; folded: string; weight: number }> = []
  private loadedAt = 0
  private reading: Promise<void> | null = null

  constructor(private readonly db: Database) {}

  /** Reads the entries again every 10 minutes in the background (0.75 s at a million jobs); only the first read is waited for. */
  private async load() {
    if (Date.now() - this.loadedAt >= 10 * 60_000) this.reading ??= this.refresh().finally(() => (this.reading = null))
    if (!this.entries.length) await this.reading
    else this.reading?.catch(() => {})
  }

  private async refresh() {
    const [types, titles] = await Promise.all([
      this.db.query<{ name: string; n: number }>(
        `SELECT t.name, count(j.id)::int AS n FROM config_options t
         LEFT JOIN jobs j ON j.job_type_id = t.id AND j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now()
         WHERE t.kind = 'job_types' AND NOT t.is_deleted GROUP BY t.name`,
      ),
      this.db.query<{ name: string; n: number }>(
        `SELECT title AS name, count(*)::int AS n FROM jobs j WHERE ${ACTIVE} GROUP BY title ORDER BY n DESC LIMIT 5000`,
      ),
    ])
    const byName = new Map<string, { name: string; folded: string; weight: number }>()
    for (const row of [...types.map((t) => ({ ...t, n: t.n + 1000 })), ...titles]) {
      const folded = foldText(row.name)
      const existing = byName.get(folded)
      if (!existing || existing.weight < row.n) byName.set(folded, { name: row.name, folded, weight: row.n })
    }
    this.entries = [...byName.values()].sort((a, b) => b.weight - a.weight)
    this.loadedAt = Date.now()
  }

  async suggest(q: string, limit: number): Promise<Suggestion[]> {
    const words = foldText(q).split(/[^a-z0-9]+/).filter(Boolean)
    if (!words.length) return []
    await this.load()
    const out: Suggestion[] = []
    for (const entry of this.entries) {
      const entryWords = entry.folded.split(/[^a-z0-9]+/)
      if (words.every((w) => entryWords.some((ew) => ew.startsWith(w)))) {
        out.push({ name: entry.name, url: listingUrl({ q: entry.name }) })
        if (out.length >= limit) break
      }
    }
    return out
  }
}

/** Quick links: job types with the most open jobs. */
export async function quicklinks(db: Database, limit: number): Promise<QuickLink[]> {
  const rows = await db.query<{ id: number; name: string; n: number }>(
    `SELECT t.id, t.name, count(*)::int AS n FROM jobs j JOIN config_options t ON t.kind = 'job_types' AND t.id = j.job_type_id
     WHERE ${ACTIVE} GROUP BY t.id, t.name ORDER BY n DESC, t.id LIMIT $1`,
    [limit],
  )
  return rows.map((r) => ({ id: r.id, name: r.name, count: r.n, url: listingUrl({ job_types: [r.id] }) }))
}

