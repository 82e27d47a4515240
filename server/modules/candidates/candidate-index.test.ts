// The in-memory candidate index answers exactly as the SQL search (ids in order, capped total) over
// generated profiles and many filter combinations, follows changes, and never shows a profile the
// database no longer finds searchable, even before it looks for changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldText } from '../../../src/domain/text'
import { seekerPhrases } from '../../db/seed/data/corpus'
import { createTestContext, createTestOrganization, createTestUser, type TestContext, type TestUser } from '../../testing'
import { keywordWords } from '../jobs/jobs.search'
import { ReferenceCache } from '../jobs/reference'
import { CandidateIndex } from './candidate-index'
import { searchCandidates, type CandidateQuery } from './candidates.service'

let t: TestContext
let recruiter: TestUser
let cities: number[]
let reference: ReferenceCache
const PROFILES = 1200

// none of them says "pha chế", which a test below writes into one profile
const PHRASES = seekerPhrases.slice(0, 6)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 5 } })
  recruiter = await createTestUser(t.db, 'Nhà tuyển dụng')
  reference = new ReferenceCache(t.db)
  await createTestOrganization(t.db, 'Công ty Chỉ Mục', [{ user: recruiter }])
  cities = (await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 3')).map((r) => r.id)
  // profiles with ties in updated_at (the id breaks them), missing salaries and readiness, some not searchable
  await t.db.query(
    `INSERT INTO users (phone, password_hash, full_name) SELECT '06' || lpad(i::text, 8, '0'), '!', 'Ứng viên chỉ mục ' || i FROM generate_series(1, $1) i`,
    [PROFILES],
  )
  await t.db.query(
    `INSERT INTO jobseekers (user_id, full_name, job_types, city_id, salary_min, salary_max, experience_id, readiness, description,
                             searchable, consent_at, process_state, updated_at)
     SELECT u.id, u.full_name, ARRAY[1 + i % 5, 1 + (i * 7) % 5]::int4[], ($2::int4[])[1 + i % 3],
            CASE WHEN i % 7 = 0 THEN NULL ELSE 6000000 + (i % 8) * 1000000 END, CASE WHEN i % 5 = 0 THEN NULL ELSE 10000000 + (i % 8) * 1000000 END,
            601 + i % 4, CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN true ELSE false END,
            ($3::text[])[1 + i % cardinality($3::text[])] || ', kinh nghiệm ' || (i % 9) || ' năm.', i % 4 <> 0, now(),
            CASE WHEN i % 11 = 0 THEN 1000 ELSE 1001 END, now() - (i % 300) * interval '1 minute'
       FROM generate_series(1, $1) i JOIN users u ON u.phone = '06' || lpad(i::text, 8, '0')`,
    [PROFILES, cities, PHRASES],
  )
})
afterAll(() => t.close())

const page = async (index: CandidateIndex | null, query: Partial<CandidateQuery>) => {
  // this file compares the index with SQL over hundreds of pages: the browsing limits (browsing.ts,
  // tested in candidates.test.ts) are not what it is about
  await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'candidate-%'`)
  const found = await searchCandidates(t.db, index, await reference.get(), recruiter.id, { offset: 0, limit: 20, ...query })
  return { ids: found.items.map((i) => i.id), total: found.total }
}

describe('the candidate index', () => {
  it('answers every combination of filters as the SQL search does', async () => {
    const index = new CandidateIndex(t.db, { lagMs: 0 })
    const queries: Array<Partial<CandidateQuery>> = []
    for (const q of [undefined, 'thu ngan', 'kho', 'k', 'ke toan mi', 'bao ve ca dem', 'nam', 'khong ai', 'lai xe b2'])
      for (const filters of [{}, { city_id: cities[1] }, { readiness: 1, salary_min: 9000000 }, { readiness: 2, job_type: 3, salary_max: 8000000 }, { experience_id: 602, offset: 40 }])
        queries.push({ q, ...filters })
    for (const query of queries) {
      const fromSql = await page(null, query)
      // the index's own answer (a page it got wrong would be answered again from SQL)
      const words = query.q ? keywordWords(foldText(query.q)) : []
      expect(await index.search({ offset: 0, limit: 20, ...query, words }), JSON.stringify(query)).toEqual(fromSql)
      expect(await page(index, query), JSON.stringify(query)).toEqual(fromSql)
    }
    expect(index.stats()!.profiles).toBeGreaterThan(600)
    // the cap and a page far down
    expect(await page(index, { q: 'nam', offset: 980 })).toEqual(await page(null, { q: 'nam', offset: 980 }))
  })

  it('follows a profile edited, hidden and added after its snapshot', async () => {
    const index = new CandidateIndex(t.db, { lagMs: 0 })
    await page(index, {})
    const [edited] = await t.db.query<{ id: number }>(`SELECT id FROM jobseekers WHERE searchable AND process_state = 1001 ORDER BY updated_at, id LIMIT 1`)
    await t.db.query(`UPDATE jobseekers SET description = 'Pha chế cà phê rang xay', updated_at = now() WHERE id = $1`, [edited.id])
    expect((await page(index, { q: 'pha che ca phe' })).ids).toEqual([Number(edited.id)])
    expect((await page(index, {})).ids[0]).toBe(Number(edited.id))
    await t.db.query('UPDATE jobseekers SET searchable = false WHERE id = $1', [edited.id])
    expect(await page(index, { q: 'pha che' })).toEqual({ ids: [], total: 0 })
    expect(index.stats()!.changed).toBeGreaterThan(0)
  })

  it('answers a search after a quiet while only once it has looked for changes', async () => {
    const index = new CandidateIndex(t.db, { lagMs: 100 })
    await index.ready()
    const [quiet] = await t.db.query<{ id: number }>(`SELECT id FROM jobseekers WHERE searchable AND process_state = 1001 ORDER BY updated_at, id LIMIT 1`)
    await t.db.query(`UPDATE jobseekers SET description = 'Trông trẻ mầm non', updated_at = now() WHERE id = $1`, [quiet.id])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await index.search({ words: ['trong', 'tre'], offset: 0, limit: 20 }))!.ids).toEqual([Number(quiet.id)])
  })

  it('never shows a profile hidden before it looked for changes, and forgets it', async () => {
    const index = new CandidateIndex(t.db, { lagMs: 60_000 })
    // the first search is answered from SQL while the snapshot is read
    await page(index, {})
    for (let i = 0; i < 50 && !index.stats(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
    const first = await page(index, {})
    await t.db.query('UPDATE jobseekers SET searchable = false WHERE id = $1', [first.ids[0]])
    const after = await page(index, {})
    expect(after.ids).not.toContain(first.ids[0])
    expect(after).toEqual(await page(null, {}))
    await t.db.query('DELETE FROM jobseekers WHERE id = $1', [first.ids[1]])
    expect((await page(index, {})).ids).not.toContain(first.ids[1])
  })
})
