// Bulk inserts through unnest(): one parameter per column, so thousands of rows go in one
// statement on both PGlite and a PostgreSQL server (used by the seed and the million-job generator).
import type { Queryable } from '../client'
import type { JobRow, OrganizationRow } from './factories'

type Column<Row> = [column: string, pgType: string, value: (row: Row) => unknown]

const iso = (d: Date) => d.toISOString()

const ORGANIZATION_COLUMNS: Column<OrganizationRow>[] = [
  ['id', 'int8', (o) => o.id],
  ['code', 'text', (o) => o.code],
  ['name', 'text', (o) => o.name],
  ['slug', 'text', (o) => o.slug],
  ['logo_url', 'text', (o) => o.logoUrl],
  ['description', 'text', (o) => o.description],
  ['address', 'text', (o) => o.address],
  ['city_id', 'int4', (o) => o.cityId],
  ['street', 'text', (o) => o.street],
  ['district_id', 'int4', (o) => o.districtId],
  ['size', 'text', (o) => o.size],
  ['size_id', 'int2', (o) => o.sizeId],
  ['industry_id', 'int4', (o) => o.industryId],
  ['website', 'text', (o) => o.website],
  ['tax_code', 'text', (o) => o.taxCode],
  ['organization_type', 'int2', (o) => o.organizationType],
  ['is_partner', 'bool', (o) => o.isPartner],
  ['verify_status', 'int2', (o) => o.verifyStatus],
  ['email', 'text', (o) => o.email],
  ['email_verified_at', 'timestamptz', (o) => (o.email ? '2025-01-02T03:00:00.000Z' : null)],
]

const JOB_COLUMNS: Column<JobRow>[] = [
  ['id', 'int8', (j) => j.id],
  ['slug', 'text', (j) => j.slug],
  ['title', 'text', (j) => j.title],
  ['organization_id', 'int8', (j) => j.organizationId],
  ['category_id', 'int4', (j) => j.categoryId],
  ['subcategory_id', 'int4', (j) => j.subcategoryId],
  ['job_type_id', 'int4', (j) => j.jobTypeId],
  ['employment_type_id', 'int4', (j) => j.employmentTypeId],
  ['city_id', 'int4', (j) => j.cityId],
  ['district_id', 'int4', (j) => j.districtId],
  ['address', 'text', (j) => j.address],
  ['salary_min', 'int8', (j) => j.salaryMin],
  ['salary_max', 'int8', (j) => j.salaryMax],
  ['experience_id', 'int4', (j) => j.experienceId],
  ['education_id', 'int4', (j) => j.educationId],
  ['gender_id', 'int4', (j) => j.genderId],
  ['age_id', 'int4', (j) => j.ageId],
  ['quantity', 'int4', (j) => j.quantity],
  ['description', 'text', (j) => j.description],
  ['requirements', 'text', (j) => j.requirements],
  ['benefits', 'text', (j) => j.benefits],
  ['contact_name', 'text', (j) => j.contactName],
  ['contact_phone', 'text', (j) => j.contactPhone],
  ['contact_email', 'text', (j) => j.contactEmail],
  // unnest() flattens 2-D arrays, so each row's int[] travels as its text literal
  ['service_ids', 'int4[]', (j) => `{${j.serviceIds.join(',')}}`],
  ['review_status', 'int2', (j) => j.reviewStatus],
  ['review_reason', 'text', (j) => j.reviewReason],
  ['review_hits', 'jsonb', (j) => (j.reviewHits ? JSON.stringify(j.reviewHits) : null)],
  ['is_hidden', 'bool', (j) => j.isHidden],
  ['published_at', 'timestamptz', (j) => iso(j.publishedAt)],
  ['expires_at', 'timestamptz', (j) => iso(j.expiresAt)],
  ['pushed_at', 'timestamptz', (j) => iso(j.pushedAt)],
  ['created_at', 'timestamptz', (j) => iso(j.createdAt)],
  ['updated_at', 'timestamptz', (j) => iso(j.createdAt)],
  ['search_text', 'text', (j) => j.searchText],
]

async function insertRows<Row>(tx: Queryable, table: string, columns: Column<Row>[], rows: Row[]): Promise<void> {
  if (!rows.length) return
  const names = columns.map(([name]) => name)
  const selects = columns.map(([name, type], i) =>
    type.endsWith('[]') ? `t.c${i}::${type} AS ${name}` : `t.c${i} AS ${name}`,
  )
  const args = columns.map(([, type], i) => `$${i + 1}::${type.endsWith('[]') ? 'text' : type}[]`)
  const aliases = columns.map((_, i) => `c${i}`)
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${selects.join(', ')} FROM unnest(${args.join(', ')}) AS t(${aliases.join(', ')})
     ON CONFLICT (id) DO NOTHING`,
    columns.map(([, , value]) => rows.map(value)),
  )
}

export const insertOrganizations = (tx: Queryable, rows: OrganizationRow[]) =>
  insertRows(tx, 'organizations', ORGANIZATION_COLUMNS, rows)

export const insertJobs = (tx: Queryable, rows: JobRow[]) => insertRows(tx, 'jobs', JOB_COLUMNS, rows)

/** Keeps bigserial sequences ahead of the explicit ids the factories use. */
export async function syncSequences(tx: Queryable): Promise<void> {
  for (const table of ['organizations', 'jobs']) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    )
  }
}
