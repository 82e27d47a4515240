import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JobListing } from '../../../src/domain/jobs'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { searchJobs, type SearchInput } from './jobs.search'
import { PlaceIndex } from './places'
import { SearchIndex } from './search-index'

let t: TestContext
let places: PlaceIndex
const DAY = 86_400_000
const soon = () => new Date(Date.now() + 30 * DAY)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 1700 } })
  places = await PlaceIndex.load(t.db)
})
afterAll(() => t.close())

const ids = (listing: JobListing) => listing.items.map((item) => item.id)

/** The ids of every page, following the cursors. */
async function walk(page: (cursor: string | undefined) => Promise<JobListing>): Promise<number[]> {
  const found: number[] = []
  for (let cursor: string | undefined; ; ) {
    const listing = await page(cursor)
    found.push(...ids(listing))
    if (!listing.next_cursor) return found
    cursor = listing.next_cursor
  }
}

describe('the same answers as the SQL search', () => {
  it('for filters, keywords, both orders, offsets and cursors, whether candidates are read whole or scanned in order', async () => {
    const [sample] = await t.db.query<{ city_id: number; district_id: number; subcategory_id: number; job_type_id: number; category_id: number }>(
      'SELECT city_id, district_id, subcategory_id, job_type_id, category_id FROM jobs WHERE district_id IS NOT NULL ORDER BY id LIMIT 1',
    )
    const queries: SearchInput[] = [
      {},
      { city_id: sample.city_id },
      { city_id: sample.city_id, district_id: sample.district_id },
      { category_id: sample.category_id, subcategory_id: sample.subcategory_id },
      { job_types: [sample.job_type_id] },
      { job_types: [1, 2, 3, 4, 5], city_id: 2 },
      { price: { min: 10_000_000, max: null } },
      { price: { min: 5_000_000, max: 12_000_000 }, city_id: 1 },
      { price: { min: null, max: 8_000_000 } },
      { price: { min: 35_000_000, max: null } },
      { price: { min: null, max: 6_000_000 }, city_id: 2 },
      { q: 'ke toan' },
      { q: 'KẾ TOÁN' },
      { q: 'nhan vien' },
      { q: 'nhan vien kinh' },
      { q: 'n' },
      { q: 'ke' },
      { q: 'marketing', city_id: 2 },
      { q: 'kế toán Bình Dương' },
      { q: 'Hà Nội' },
      { q: 'tai xe', job_types: [sample.job_type_id, 7] },
      { q: 'khong co tu nay' },
      { q: "'&|!:*()" },
      { offset: 37, limit: 7 },
      { q: 'vien', offset: 12, limit: 5 },
      { limit: 100 },
    ]
    // more active jobs than totals count up to: the cap is part of what is compared
    expect((await searchJobs(t.db, places, {})).total_capped).toBe(true)
    // 0: every candidate set is scanned in listing order (the path of broad searches on a million jobs)
    for (const smallCandidates of [0, 32_768]) {
      const index = new SearchIndex(t.db, { lagMs: 0, smallCandidates })
      for (const query of queries) {
        for (const sort of [3000, 3001] as const) {
          const label = `${JSON.stringify(query)} sort ${sort} small ${smallCandidates}`
          const expected = await searchJobs(t.db, places, { ...query, sort })
          const found = await index.search(places, { ...query, sort })
          expect(found.items, label).toEqual(expected.items)
          // every match, each side following its own cursors; the index counts exactly (the SQL
          // search extrapolates some keyword totals from a sample)
          const everything = { ...query, sort, offset: undefined, limit: 100 }
          const all = await walk((cursor) => searchJobs(t.db, places, { ...everything, cursor }))
          expect(await walk((cursor) => index.search(places, { ...everything, cursor })), label).toEqual(all)
          expect([found.total, found.total_capped], label).toEqual([Math.min(all.length, 1000), all.length > 1000])
        }
      }
    }
  })

  it('takes a cursor made by the SQL search (an instance that started on it)', async () => {
    const index = new SearchIndex(t.db, { lagMs: 0 })
    const first = await searchJobs(t.db, places, { limit: 10 })
    const next = await index.search(places, { limit: 10, cursor: first.next_cursor! })
    expect(ids(next)).toEqual(ids(await searchJobs(t.db, places, { limit: 10, offset: 10 })))
  })
})

describe('changes after the snapshot', () => {
  it('finds new jobs, follows edits, hides what is hidden and shows an organization renamed', async () => {
    const index = new SearchIndex(t.db, { lagMs: 0 })
    await index.ready()
    const id = await insertTestJob(t.db, { title: 'Kỹ sư thủy lợi', reviewStatus: 1001, isHidden: false, expiresAt: soon(), serviceIds: [] })
    expect(ids(await index.search(places, { q: 'thuy loi' }))).toEqual([id])
    expect(ids(await index.search(places, { q: 'thuy', sort: 3000 }))).toContain(id)

    await t.db.query(`UPDATE jobs SET title = 'Kỹ sư cầu đường', search_text = 'ky su cau duong' WHERE id = $1`, [id])
    expect(ids(await index.search(places, { q: 'thuy loi' }))).toEqual([])
    expect(ids(await index.search(places, { q: 'cau duong' }))).toContain(id)
    expect((await index.search(places, { q: 'cau duong' })).items.find((item) => item.id === id)?.title).toBe('Kỹ sư cầu đường')

    // a job of the snapshot: hidden, then its organization renamed
    const [old] = await t.db.query<{ id: number; organization_id: number; title: string }>(
      `SELECT id, organization_id, title FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id LIMIT 1`,
    )
    const all = { limit: 100, q: old.title }
    expect(ids(await index.search(places, all))).toContain(old.id)
    await t.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [old.organization_id, 'Công ty TNHH Đổi Tên'])
    const renamed = (await index.search(places, all)).items.find((item) => item.id === old.id)
    expect(renamed?.organization.name).toBe('Công ty TNHH Đổi Tên')
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [old.id])
    expect(ids(await index.search(places, all))).not.toContain(old.id)

    // counting views is not a change to search
    const before = index.stats()!.changed
    await t.db.query('UPDATE jobs SET view_count = view_count + 1 WHERE id = $1', [id])
    await index.search(places, {})
    expect(index.stats()!.changed).toBe(before)
  })

  it('reads the snapshot again when more jobs changed than the delta holds', async () => {
    const index = new SearchIndex(t.db, { lagMs: 0, maxChanged: 2 })
    await index.ready()
    const jobs = await t.db.query<{ id: number }>(
      `SELECT id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id DESC LIMIT 3`,
    )
    await t.db.query(`UPDATE jobs SET title = 'Điều phối viên logistics', search_text = 'dieu phoi vien logistics' WHERE id = ANY($1::bigint[])`, [
      jobs.map((j) => j.id),
    ])
    // the search that notices the changes answers from the old snapshot; the new one follows
    await index.search(places, {})
    await vi.waitFor(async () => {
      expect(index.stats()!.changed).toBe(0)
      const found = ids(await index.search(places, { q: 'dieu phoi logistics', limit: 100 }))
      expect(found).toEqual(expect.arrayContaining(jobs.map((j) => j.id)))
      expect(found).toEqual(ids(await searchJobs(t.db, places, { q: 'dieu phoi logistics', limit: 100 })))
    })
  })
})
