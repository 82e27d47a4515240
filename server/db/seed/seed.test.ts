import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_STATUS, SERVICE } from '../../../src/domain/constants'
import { openTestDatabase, TEST_ANCHOR } from '../../testing'
import type { Database } from '../client'
import { makeJob, makeOrganization } from './factories'
import { seed } from './seed'

let db: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase())
})
afterAll(() => drop())

const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0].n

describe('factories', () => {
  it('are deterministic: the same index gives the same row', () => {
    expect(makeJob(42, { anchor: TEST_ANCHOR })).toEqual(makeJob(42, { anchor: TEST_ANCHOR }))
    expect(makeOrganization(7)).toEqual(makeOrganization(7))
    expect(makeJob(42, { anchor: TEST_ANCHOR }).title).not.toBe(makeJob(43, { anchor: TEST_ANCHOR }).title + 'x')
  })

  it('produce NFC Vietnamese text, đồng salaries or "Thỏa thuận", and a folded search text', () => {
    const jobs = Array.from({ length: 500 }, (_, i) => makeJob(i, { anchor: TEST_ANCHOR }))
    for (const job of jobs) {
      for (const text of [job.title, job.description, job.address, job.requirements]) expect(text).toBe(text.normalize('NFC'))
      if (job.salaryMin !== null) expect(Number.isInteger(job.salaryMin)).toBe(true)
      if (job.salaryMin !== null && job.salaryMax !== null) expect(job.salaryMax).toBeGreaterThanOrEqual(job.salaryMin)
      expect(job.searchText).toMatch(/^[a-z0-9 .,&()'/-]+$/)
    }
    expect(jobs.some((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true)
    expect(jobs.some((j) => j.serviceIds.includes(SERVICE.urgent))).toBe(true)
    expect(jobs.some((j) => j.serviceIds.includes(SERVICE.topads))).toBe(true)
    expect(jobs.some((j) => j.expiresAt < TEST_ANCHOR)).toBe(true)
    expect(jobs.some((j) => j.reviewStatus === REVIEW_STATUS.waiting)).toBe(true)
  })
})

describe('seed', () => {
  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    await seed(db, { organizations: 20, jobs: 150, anchor: TEST_ANCHOR })
    const before = await db.query('SELECT id, title, published_at FROM jobs ORDER BY id')
    await seed(db, { organizations: 20, jobs: 150 })
    const after = await db.query('SELECT id, title, published_at FROM jobs ORDER BY id')
    expect(after).toEqual(before)
    expect(await count('SELECT count(*)::int AS n FROM jobs')).toBe(150)
    expect(await count('SELECT count(*)::int AS n FROM organizations')).toBe(20)
    expect(await count('SELECT count(*)::int AS n FROM cities WHERE parent_id = 0')).toBe(34)
  })

  it('keeps the sequences ahead of seeded ids so new rows get fresh ids', async () => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO jobs (slug, title, organization_id, subcategory_id, job_type_id, employment_type_id, city_id, expires_at)
       VALUES ('moi', 'Mới', 1, 301, 1, 401, 1, now() + interval '30 days') RETURNING id`,
    )
    expect(row.id).toBeGreaterThan(10150)
  })

  it('indexes folded words so "ke toan" style queries find diacritic titles', async () => {
    const rows = await db.query<{ title: string }>(
      `SELECT title FROM jobs WHERE search_vector @@ to_tsquery('simple', 'ke:* & toan:*') LIMIT 5`,
    )
    for (const { title } of rows) expect(title.toLowerCase()).toMatch(/kế toán/)
  })
})
