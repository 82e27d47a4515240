// Deterministic, idempotent seed: reference data is upserted by id; organizations and jobs come
// from the factories with fixed ids and are inserted once. The anchor date is stored on first run
// so a re-run produces the same rows.
import type { Database, Queryable } from '../client'
import { normalizeText } from '../../../src/domain/text'
import { FIRST_JOB_ID, SEED_JOBS, SEED_ORGANIZATIONS, makeJob, makeOrganization } from './factories'
import { insertJobs, insertOrganizations, syncSequences } from './insert'
import { seedUsers } from './users'
import { seedJobseekerProfile } from '../../modules/jobseekers/jobseekers.seed'
import { seedPublicInbox } from '../../modules/mail/mail.seed'
import { seedEmployerListings } from '../../modules/listings/listings.seed'
import { seedEmployerApplicants } from '../../modules/applications/applications.seed'
import { seedWaitingVerifications } from '../../modules/organizations/organizations.seed'
import { seedOrganizationActivity } from '../../modules/organizations/activity.seed'
import { seedDemoConversations } from '../../modules/chat/chat.seed'
import * as config from './data/job-config'
import { districts, provinces } from './data/places'
import { streets } from './data/streets'

export const SEED_VERSION = 1

export interface SeedOptions {
  organizations?: number
  jobs?: number
  anchor?: Date
  onProgress?: (done: number, total: number) => void
}

const JOB_BATCH = 5000

async function upsertReferenceData(tx: Queryable): Promise<void> {
  const places = [
    ...provinces.map((p, i) => ({ id: p.id, name: p.name, slug: p.slug, parent: 0, aliases: p.aliases, former: null, position: i })),
    ...districts.map((d, i) => ({
      id: d.id,
      name: d.name,
      slug: d.slug,
      parent: d.provinceId,
      aliases: [] as string[],
      former: d.formerProvince ?? null,
      position: i,
    })),
  ]
  await tx.query(
    `INSERT INTO cities (id, name, slug, parent_id, aliases, former_province, position)
     SELECT t.id, t.name, t.slug, t.parent, t.aliases::text[], t.former, t.position
     FROM unnest($1::int4[], $2::text[], $3::text[], $4::int4[], $5::text[], $6::text[], $7::int4[])
       AS t(id, name, slug, parent, aliases, former, position)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, parent_id = EXCLUDED.parent_id,
       aliases = EXCLUDED.aliases, former_province = EXCLUDED.former_province, position = EXCLUDED.position`,
    [
      places.map((p) => p.id),
      places.map((p) => normalizeText(p.name)),
      places.map((p) => p.slug),
      places.map((p) => p.parent),
      places.map((p) => `{${p.aliases.map((a) => JSON.stringify(normalizeText(a))).join(',')}}`),
      places.map((p) => p.former),
      places.map((p) => p.position),
    ],
  )
  const streetRows = Object.entries(streets).flatMap(([districtId, names]) => names.map((name) => ({ districtId: Number(districtId), name })))
  await tx.query(
    `INSERT INTO streets (district_id, name, is_public)
     SELECT t.district_id, t.name, true FROM unnest($1::int4[], $2::text[]) AS t(district_id, name)
     ON CONFLICT (district_id, name_folded) DO UPDATE SET name = EXCLUDED.name, is_public = true`,
    [streetRows.map((s) => s.districtId), streetRows.map((s) => normalizeText(s.name))],
  )
  const cats = config.categories
  await tx.query(
    `INSERT INTO categories (id, name, slug, parent_id, position)
     SELECT * FROM unnest($1::int4[], $2::text[], $3::text[], $4::int4[], $5::int4[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, parent_id = EXCLUDED.parent_id,
       position = EXCLUDED.position`,
    [cats.map((c) => c.id), cats.map((c) => normalizeText(c.name)), cats.map((c) => c.slug), cats.map((c) => c.parentId), cats.map((_, i) => i)],
  )
  const options: Array<{ kind: string; id: number; name: string; slug: string; data: Record<string, unknown> }> = [
    ...config.jobTypes.map((o) => ({ kind: 'job_types', ...o, data: { subcategory_id: o.subcategoryId } })),
    ...config.employmentTypes.map((o) => ({ kind: 'employment_types', ...o, data: { schema_org: o.schemaOrg } })),
    ...config.salaryRanges.map((o) => ({ kind: 'salary_ranges', ...o, data: { min: o.min, max: o.max } })),
    ...config.experiences.map((o) => ({ kind: 'experiences', ...o, data: {} })),
    ...config.readiness.map((o) => ({ kind: 'readiness', ...o, data: {} })),
    ...config.educations.map((o) => ({ kind: 'educations', ...o, data: {} })),
    ...config.genders.map((o) => ({ kind: 'genders', ...o, data: {} })),
    ...config.ages.map((o) => ({ kind: 'ages', ...o, data: {} })),
  ]
  await tx.query(
    `INSERT INTO config_options (kind, id, name, slug, position, data)
     SELECT t.kind, t.id, t.name, t.slug, t.position, t.data::jsonb
     FROM unnest($1::text[], $2::int4[], $3::text[], $4::text[], $5::int4[], $6::text[]) AS t(kind, id, name, slug, position, data)
     ON CONFLICT (kind, id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, position = EXCLUDED.position,
       data = EXCLUDED.data`,
    [
      options.map((o) => o.kind),
      options.map((o) => o.id),
      options.map((o) => normalizeText(o.name)),
      options.map((o) => o.slug),
      options.map((_, i) => i),
      options.map((o) => JSON.stringify(o.data)),
    ],
  )
}

export interface SeedResult {
  organizations: number
  jobs: number
}

/** The seed's jobs and organisations get their pages from the build that follows: none is queued (migration 0043). */
const withoutPageRenders = (tx: Queryable) => tx.query(`SET LOCAL app.site_pages = 'off'`)

export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const orgCount = options.organizations ?? SEED_ORGANIZATIONS
  const jobCount = options.jobs ?? SEED_JOBS
  const [stored] = await db.query<{ value: { anchor: string } }>(`SELECT value FROM app_meta WHERE key = 'seed'`)
  const anchor = options.anchor ?? (stored ? new Date(stored.value.anchor) : new Date())
  await db.transaction(async (tx) => {
    await withoutPageRenders(tx)
    await upsertReferenceData(tx)
    for (let start = 0; start < orgCount; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, orgCount - start) }, (_, i) => makeOrganization(start + i))
      await insertOrganizations(tx, rows)
    }
    await seedUsers(tx)
    await seedJobseekerProfile(tx)
  })
  // Jobs go in batches, each in its own transaction, so a million-row benchmark set fits in memory.
  for (let start = 0; start < jobCount; start += JOB_BATCH) {
    const rows = Array.from({ length: Math.min(JOB_BATCH, jobCount - start) }, (_, i) =>
      makeJob(start + i, { anchor, organizations: orgCount }),
    )
    await db.transaction(async (tx) => {
      await withoutPageRenders(tx)
      await insertJobs(tx, rows)
    })
    options.onProgress?.(start + rows.length, jobCount)
  }
  await db.transaction(async (tx) => {
    await syncSequences(tx)
    await seedPublicInbox(tx, anchor)
    // the demo employer's manager: laid once, on the first seeding (later runs leave its changes alone)
    if (!stored) {
      await seedEmployerListings(tx, anchor)
      await seedEmployerApplicants(tx, anchor)
      await seedWaitingVerifications(tx, anchor)
      await seedOrganizationActivity(tx, anchor)
      await seedDemoConversations(tx, anchor)
    }
    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ('seed', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ anchor: anchor.toISOString(), version: SEED_VERSION, organizations: orgCount, jobs: jobCount })],
    )
  })
  return { organizations: orgCount, jobs: jobCount }
}

/** At start: seeds a database that has never been seeded; leaves any other alone. */
export async function seedIfEmpty(db: Database): Promise<SeedResult | null> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_meta WHERE key = 'seed'`)
  if (row.n > 0) {
    // A demo database seeded before accounts existed still gets the demo accounts.
    const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    if (users.n === 0) await db.transaction(seedUsers)
    await seedPublicInbox(db)
    return null
  }
  const [jobs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')
  if (jobs.n > 0) return null // a real database with data of its own: never seed over it
  return seed(db)
}

export { FIRST_JOB_ID }
