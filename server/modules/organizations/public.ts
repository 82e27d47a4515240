// One organisation's public page (SPEC 7.9 detail; docs/decisions/0020-organisation-pages.md): what it
// says about itself and its open jobs, as job cards. Read from PostgreSQL on each request (the
// responses are cached 30 s by browsers and the CDN); the rule for which organisations have a page
// is public-page.ts.
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { ORGANIZATION_TYPE } from '../../../src/domain/organizations/statuses'
import { emailDomain } from '../../../src/domain/organizations/org-email'
import type { OrganizationDetail, OrganizationJobs } from '../../../src/domain/contract/organizations'
import { organizationPath } from '../../../src/domain/organizations/public'
import type { Database } from '../../db/client'
import type { OrganizationsRow } from '../../db/rows'
import { notFound } from '../../lib/errors'
import { ACTIVE, CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../jobs/jobs.search'
import type { Reference } from '../jobs/reference'
import { organizationTypeOf } from './directory'

export const PUBLIC_ORG_MSG = {
  notFound: 'Không tìm thấy trang của nhà tuyển dụng này: doanh nghiệp không tồn tại hoặc hiện không có tin tuyển dụng nào.',
} as const

const OPEN_JOB_COUNT = `(SELECT count(*) FROM jobs j WHERE j.organization_id = o.id AND ${ACTIVE})::int`

type DetailRow = Pick<
  OrganizationsRow,
  | 'name'
  | 'slug'
  | 'logo_url'
  | 'is_partner'
  | 'organization_type'
  | 'city_id'
  | 'district_id'
  | 'address'
  | 'size'
  | 'industry_id'
  | 'website'
  | 'description'
  | 'tax_code'
  | 'email'
  | 'email_verified_at'
> & { id: number | string; updated_at: Date | string; job_count: number }

const named = (id: number | null, names: ReadonlyMap<number, string> | undefined) => {
  const name = id === null ? undefined : names?.get(id)
  return id !== null && name ? { id, name } : null
}

/** A website shown as a link: http(s) only (the business-info form allows nothing else). */
const webAddress = (value: string | null) => (value && /^https?:\/\/[^\s]+$/i.test(value) ? value : null)

/** GET /job/v1/organizations/{id}/detail: 404 for an organisation without a public page. */
export async function organizationDetail(db: Database, ref: Reference, id: number): Promise<OrganizationDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT o.id, o.name, o.slug, o.logo_url, o.is_partner, o.organization_type, o.city_id, o.district_id, o.address, o.size,
            o.industry_id, o.website, o.description, o.tax_code, o.email, o.email_verified_at, greatest(o.created_at, o.business_info_updated_at) AS updated_at,
            ${OPEN_JOB_COUNT} AS job_count
       FROM organizations o WHERE o.id = $1`,
    [id],
  )
  if (!row || (!row.is_partner && row.job_count === 0)) throw notFound(PUBLIC_ORG_MSG.notFound)
  const summary = { id: Number(row.id), slug: row.slug }
  return {
    ...summary,
    name: row.name,
    url: organizationPath(summary),
    logo_url: row.logo_url,
    initials: organizationInitials(row.name),
    is_partner: row.is_partner,
    type: organizationTypeOf(row.organization_type),
    city: named(row.city_id, ref.cityNames),
    district: named(row.district_id, ref.cityNames),
    job_count: row.job_count,
    size: row.size,
    industry: named(row.industry_id, ref.optionNames.get('job_types')),
    website: webAddress(row.website),
    address: row.address,
    description: row.description,
    // a verified company's tax code is a public record; an unverified one is an unchecked claim, and
    // a household business's is its owner's personal identification number
    tax_code: row.is_partner && row.organization_type === ORGANIZATION_TYPE.company && row.tax_code ? row.tax_code : null,
    // the domain proves who answers mail there; the address itself stays out of scrapers' reach
    email_domain: row.is_partner && row.email && row.email_verified_at ? emailDomain(row.email) : null,
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

/** GET /job/v1/organizations/{id}/jobs: its open jobs, newest first, a page at a time. */
export async function organizationOpenJobs(db: Database, id: number, offset: number, limit: number): Promise<OrganizationJobs> {
  const [org] = await db.query<{ is_partner: boolean; total: number }>(
    `SELECT o.is_partner, ${OPEN_JOB_COUNT} AS total FROM organizations o WHERE o.id = $1`,
    [id],
  )
  if (!org || (!org.is_partner && org.total === 0)) throw notFound(PUBLIC_ORG_MSG.notFound)
  const rows =
    org.total > offset
      ? await db.query<CardRow>(
          `SELECT ${CARD_COLUMNS} FROM jobs j ${CARD_JOINS}
            WHERE j.organization_id = $1 AND ${ACTIVE} ORDER BY j.published_at DESC, j.id DESC LIMIT $2 OFFSET $3`,
          [id, limit, offset],
        )
      : []
  return { items: rows.map(toCard), total: org.total, offset, limit }
}
