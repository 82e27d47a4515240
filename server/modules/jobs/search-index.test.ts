import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JobListing } from '../../../src/domain/jobs'
import { createTestContext, insertTestJob, testServerUrl, type TestContext } from '../../testing'
import { databaseId, writeSnapshotFile } from '../../lib/snapshot-file'
import { searchJobs, type SearchInput } from './jobs.search'
import { PlaceIndex } from './places'
import { processReader, SearchIndex, writeSearchIndexSnapshot, type IndexOptions, type SnapshotReader } from './search-index'

let t: TestContext
let places: PlaceIndex
const DAY = 86_400_000
const soon = () => new Date(Date.now() + 30 * DAY)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 1700 } })
  // The seed's expiry times fall at any second around now: a job expiring while a comparison runs
  // (minutes on a busy machine) would be counted by the search made just before and not by the one
  // just after. None expires during this file's run.
  await t.db.query(`UPDATE jobs SET expires_at = expires_at + interval '1 day' WHERE expires_at BETWEEN now() - interval '1 hour' AND now() + interval '1 hour'`)
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

/** Queries of every kind: filters, keywords (whole, prefix, one letter, none found), places in the keyword, salaries, offsets. */
async function sampleQueries(): Promise<SearchInput[]> {
  const [sample] = await t.db.query<{ city_id: number; district_id: number; subcategory_id: number; job_type_id: number; category_id: number }>(
    'SELECT city_id, district_id, subcategory_id, job_type_id, category_id FROM jobs WHERE district_id IS NOT NULL ORDER BY id LIMIT 1',
  )
  return [
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
}

/**
 * Each index's page, every match (following its cursors) and totals equal the SQL search's (read
 * once for all the indexes compared).
 */
async function expectSameAsSql(indexes: SearchIndex[], query: SearchInput, label: string) {
  for (const sort of [3000, 3001] as const) {
    const expected = await searchJobs(t.db, places, { ...query, sort })
    const everything = { ...query, sort, offset: undefined, limit: 100 }
    const all = await walk((cursor) => searchJobs(t.db, places, { ...everything, cursor }))
    for (const [i, index] of indexes.entries()) {
      const at = `${label} index ${i} sort ${sort}`
      const found = await index.search(places, { ...query, sort })
      expect(found.items, at).toEqual(expected.items)
      expect(await walk((cursor) => index.search(places, { ...everything, cursor })), at).toEqual(all)
      expect([found.total, found.total_capped], at).toEqual([Math.min(all.length, 1000), all.length > 1000])
    }
  }
}

describe('the same answers as the SQL search', () => {
  it('for filters, keywords, both orders, offsets and cursors, whether candidates are read whole or scanned in order', async () => {
    const queries = await sampleQueries()
    // more active jobs than totals count up to: the cap is part of what is compared
    expect((await searchJobs(t.db, places, {})).total_capped).toBe(true)
    // 0: only list postings are intersected at once, other clauses stay bitsets read a word at a time
    // (the path of broad searches on a million jobs); 32,768: every clause of the seed is intersected
    // (index 0 and index 1 below)
    const indexes = [0, 32_768].map((smallCandidates) => new SearchIndex(t.db, { lagMs: 0, smallCandidates }))
    for (const query of queries) await expectSameAsSql(indexes, query, JSON.stringify(query))
  })

  it('pages through jobs whose order times share a millisecond (both searches)', async () => {
    const pushed: number[] = []
    for (let i = 0; i < 5; i++) {
      pushed.push(await insertTestJob(t.db, { title: 'Thợ lặn công trình biển', reviewStatus: 1001, isHidden: false, expiresAt: soon(), serviceIds: [] }))
    }
    await t.db.query(`UPDATE jobs SET pushed_at = '2026-11-20 08:00:00.123456+07', published_at = '2026-11-20 08:00:00.123456+07' WHERE id = ANY($1::bigint[])`, [
      pushed.slice(0, 3),
    ])
    await t.db.query(`UPDATE jobs SET pushed_at = '2026-11-20 08:00:00.123401+07', published_at = '2026-11-20 08:00:00.123401+07' WHERE id = ANY($1::bigint[])`, [
      pushed.slice(3),
    ])
    const index = new SearchIndex(t.db, { lagMs: 0 })
    for (const sort of [3000, 3001] as const) {
      const query = { q: 'tho lan cong trinh bien', sort, limit: 2 }
      // later first, then by id, newest first
      const expected = [...pushed.slice(0, 3).reverse(), ...pushed.slice(3).reverse()]
      expect(await walk((cursor) => searchJobs(t.db, places, { ...query, cursor }))).toEqual(expected)
      expect(await walk((cursor) => index.search(places, { ...query, cursor }))).toEqual(expected)
    }
  })

  it('counts every job of an index smaller than the count cap, with no filter and with one', async () => {
    const small = await createTestContext({ seed: { organizations: 5, jobs: 70 } })
    try {
      await small.db.query(`UPDATE jobs SET expires_at = expires_at + interval '1 day' WHERE expires_at BETWEEN now() - interval '1 hour' AND now() + interval '1 hour'`)
      const smallPlaces = await PlaceIndex.load(small.db)
      const indexes = [0, 32_768].map((smallCandidates) => new SearchIndex(small.db, { lagMs: 0, smallCandidates }))
      const [{ city_id: cityId }] = await small.db.query<{ city_id: number }>('SELECT city_id FROM jobs ORDER BY id LIMIT 1')
      for (const query of [{}, { city_id: cityId }, { sort: 3001 as const }]) {
        const expected = await searchJobs(small.db, smallPlaces, query)
        expect(expected.total).toBeGreaterThan(0)
        for (const index of indexes) expect((await index.search(smallPlaces, query)).total, JSON.stringify(query)).toBe(expected.total)
      }
    } finally {
      await small.close()
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
  it('waits for a look when nobody searched for a while, answers at once otherwise', async () => {
    const index = new SearchIndex(t.db, { lagMs: 20, staleMs: 200 })
    await index.ready()
    await new Promise((resolve) => setTimeout(resolve, 250))
    const id = await insertTestJob(t.db, { title: 'Thợ lặn cứu hộ ven biển', reviewStatus: 1001, isHidden: false, expiresAt: soon(), serviceIds: [] })
    // the last look is older than staleMs: this search waits for the next one
    expect(ids(await index.search(places, { q: 'tho lan cuu ho' }))).toEqual([id])
  })

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

  it('drops a job from pages and counts once its expiry passes, with nothing changed in the database, and has it back when the clock goes back', async () => {
    const active = `review_status = 1001 AND NOT is_hidden AND expires_at > now()`
    const [{ city_id: cityId }] = await t.db.query<{ city_id: number }>(
      `SELECT city_id FROM jobs WHERE ${active} GROUP BY city_id HAVING count(*) BETWEEN 20 AND 900 ORDER BY count(*) DESC LIMIT 1`,
    )
    // three of the city's jobs expire two hours from now, a minute apart
    const expiring = await t.db.query<{ id: number; at: number; title: string }>(
      `UPDATE jobs SET expires_at = date_trunc('second', now()) + interval '2 hours' + (id % 3) * interval '1 minute'
       WHERE id IN (SELECT id FROM jobs WHERE city_id = $1 AND ${active} ORDER BY id LIMIT 3)
       RETURNING id, title, extract(epoch FROM expires_at)::float8 * 1000 AS at`,
      [cityId],
    )
    const first = Math.min(...expiring.map((job) => job.at))
    const last = Math.max(...expiring.map((job) => job.at))
    // every job's expiry (another job of the seed may expire within these minutes too)
    const expiries = new Map((await t.db.query<{ id: number; at: number }>(`SELECT id, extract(epoch FROM expires_at)::float8 * 1000 AS at FROM jobs`)).map((job) => [job.id, job.at]))
    // the city, every job (more than the count's cap) and a keyword of an expiring job's title in the city
    const queries: SearchInput[] = [{ city_id: cityId }, {}, { city_id: cityId, q: expiring[0].title.split(' ').slice(0, 2).join(' ') }]
    // no rebuild from the database while the clock jumps: the same snapshot answers throughout
    const indexes = [0, 32_768].map((smallCandidates) => new SearchIndex(t.db, { lagMs: 0, smallCandidates, rebuildEveryMs: 365 * DAY }))
    await Promise.all(indexes.map((index) => index.ready()))
    const before = first - 30_000
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(before)
      for (const query of queries) {
        for (const [i, index] of indexes.entries()) {
          for (const sort of [3000, 3001] as const) {
            const all = await walk((cursor) => index.search(places, { ...query, sort, limit: 100, cursor }))
            const label = `${JSON.stringify(query)} index ${i} sort ${sort}`
            if (query.city_id && !query.q) expect(all, label).toEqual(expect.arrayContaining(expiring.map((job) => job.id)))
            if (query.q) expect(all, label).toContain(expiring[0].id)
            else {
              const where = `review_status = 1001 AND NOT is_hidden AND expires_at > to_timestamp($1 / 1000.0)${query.city_id ? ' AND city_id = $2' : ''}`
              const rows = await t.db.query<{ id: number }>(`SELECT id FROM jobs WHERE ${where} ORDER BY id`, query.city_id ? [before, cityId] : [before])
              expect([...all].sort((a, b) => a - b), label).toEqual(rows.map((row) => row.id))
            }
            // at the first expiry, at the last (both within the minutes kept in expiry order), and back
            for (const moment of [first, last, first - 1_000]) {
              vi.setSystemTime(moment)
              const expected = all.filter((id) => expiries.get(id)! > moment)
              const at = `${label} at ${moment - first} ms`
              expect(await walk((cursor) => index.search(places, { ...query, sort, limit: 100, cursor })), at).toEqual(expected)
              const page = await index.search(places, { ...query, sort })
              expect([page.total, page.total_capped], at).toEqual([Math.min(expected.length, 1000), expected.length > 1000])
            }
            vi.setSystemTime(before)
          }
        }
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers as the SQL search with many changed jobs beside the snapshot, whether candidates are read whole or scanned', async () => {
    const indexes = [0, 32_768].map((smallCandidates) => new SearchIndex(t.db, { lagMs: 0, smallCandidates }))
    await Promise.all(indexes.map((index) => index.ready()))
    const active = `SELECT id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now()`
    // pushed (business order), posted again (latest order), retitled (keywords), paid more (salary), moved, hidden, new
    await t.db.query(`UPDATE jobs SET pushed_at = now() WHERE id IN (${active} AND id % 23 = 0)`)
    await t.db.query(`UPDATE jobs SET published_at = now() WHERE id IN (${active} AND id % 29 = 1)`)
    await t.db.query(`UPDATE jobs SET title = 'Kế toán tổng hợp', search_text = 'ke toan tong hop' WHERE id IN (${active} AND id % 31 = 2)`)
    await t.db.query(`UPDATE jobs SET salary_min = 36000000, salary_max = 45000000 WHERE id IN (${active} AND id % 37 = 3)`)
    await t.db.query(`UPDATE jobs SET city_id = 2, district_id = NULL WHERE id IN (${active} AND id % 41 = 4)`)
    await t.db.query(`UPDATE jobs SET is_hidden = true WHERE id IN (${active} AND id % 43 = 5)`)
    for (const title of ['Nhân viên kinh doanh', 'Kế toán kho', 'Tài xế giao hàng']) {
      await insertTestJob(t.db, { title, reviewStatus: 1001, isHidden: false, expiresAt: soon(), serviceIds: [] })
    }
    const queries = await sampleQueries()
    for (const index of indexes) {
      await index.search(places, {})
      expect(index.stats()!.changed).toBeGreaterThan(100)
    }
    for (const query of queries) await expectSameAsSql(indexes, query, JSON.stringify(query))
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
    // the search that notices the changes answers from the old snapshot; the new one follows (reading
    // it takes longer than waitFor's default second on a busy machine)
    await index.search(places, {})
    await vi.waitFor(async () => {
      expect(index.stats()!.changed).toBe(0)
      const found = ids(await index.search(places, { q: 'dieu phoi logistics', limit: 100 }))
      expect(found).toEqual(expect.arrayContaining(jobs.map((j) => j.id)))
      expect(found).toEqual(ids(await searchJobs(t.db, places, { q: 'dieu phoi logistics', limit: 100 })))
    }, { timeout: 10_000 })
  })
})

describe('the snapshot file (SEARCH_INDEX_SNAPSHOT)', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** An index on the file that records its warnings, ready. */
  async function indexOn(file: string, options: IndexOptions = {}) {
    const warnings: string[] = []
    const index = new SearchIndex(t.db, { lagMs: 0, snapshotFile: file, warn: (message) => warnings.push(message), ...options })
    await index.ready()
    await index.saved()
    return { index, warnings }
  }

  it('answers from a file-loaded index as from the database and as the SQL search, and sees a job changed after the file', async () => {
    const file = path.join(dir, 'same.snap')
    const { index: fromDatabase, warnings } = await indexOn(file)
    expect(fromDatabase.stats()!.source).toBe('database')
    expect(fs.existsSync(file)).toBe(true)
    // changed between writing the file and loading it: a retitled job, a hidden one, a new one
    const [retitled, hidden] = await t.db.query<{ id: number }>(
      `SELECT id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id LIMIT 2`,
    )
    await t.db.query(`UPDATE jobs SET title = 'Thợ kim hoàn chế tác', search_text = 'tho kim hoan che tac' WHERE id = $1`, [retitled.id])
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [hidden.id])
    const added = await insertTestJob(t.db, { title: 'Thợ kim hoàn học việc', reviewStatus: 1001, isHidden: false, expiresAt: soon(), serviceIds: [2] })

    const { index: fromFile } = await indexOn(file)
    // the retitled and the new job beside the file's jobs (the hidden one only dies there)
    expect(fromFile.stats()).toMatchObject({ source: 'file', jobs: fromDatabase.stats()!.jobs, changed: 2 })
    expect(ids(await fromFile.search(places, { q: 'tho kim hoan', limit: 100 })).sort()).toEqual([retitled.id, added].sort())
    expect((await fromFile.search(places, { q: 'tho kim hoan', limit: 100 })).items.find((item) => item.id === added)?.title).toBe('Thợ kim hoàn học việc')
    expect(ids(await fromFile.search(places, { limit: 100, q: 'nhan vien' }))).not.toContain(hidden.id)
    const fresh = new SearchIndex(t.db, { lagMs: 0 })
    for (const query of await sampleQueries()) {
      // the same cards (titles, slugs, services, organizations) and pages as an index read from the database
      for (const sort of [3000, 3001] as const) expect(await fromFile.search(places, { ...query, sort }), JSON.stringify(query)).toEqual(await fresh.search(places, { ...query, sort }))
      await expectSameAsSql([fromFile], query, `${JSON.stringify(query)} from the file`)
    }
    expect(warnings).toEqual([])
  })

  it('refuses a file from another database and reads the database', async () => {
    const file = path.join(dir, 'other.snap')
    await indexOn(file)
    const other = await createTestContext()
    try {
      const warnings: string[] = []
      const index = new SearchIndex(other.db, { lagMs: 0, snapshotFile: file, warn: (message) => warnings.push(message) })
      await index.ready()
      expect(index.stats()!.source).toBe('database')
      expect(warnings).toEqual([expect.stringContaining('another database')])
      const [{ n }] = await other.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now()`)
      expect(index.stats()!.jobs).toBe(n)
      await index.saved()
    } finally {
      await other.close()
    }
  })

  it('refuses a cut or damaged file with a warning and reads the database', async () => {
    const file = path.join(dir, 'damaged.snap')
    await indexOn(file)
    const whole = fs.readFileSync(file)
    const damaged = Buffer.from(whole)
    damaged[damaged.length - 100] ^= 0xff
    for (const [bytes, reason] of [
      [whole.subarray(0, whole.length - 4096), 'cut short'],
      [damaged, 'checksum'],
      [Buffer.from('not a snapshot'), 'not a snapshot file'],
    ] as const) {
      fs.writeFileSync(file, bytes)
      const { index, warnings } = await indexOn(file)
      expect(index.stats()!.source, reason).toBe('database')
      expect(warnings, reason).toEqual([expect.stringContaining(reason)])
      expect(ids(await index.search(places, { limit: 20 }))).toEqual(ids(await searchJobs(t.db, places, { limit: 20 })))
      // and saved a sound file again
      expect((await indexOn(file)).index.stats()!.source, reason).toBe('file')
    }
  })

  it('refuses a file of another layout of the columns (an earlier version of the index) and reads the database', async () => {
    const file = path.join(dir, 'earlier.snap')
    await writeSnapshotFile(file, await databaseId(t.db), { since: 0, builtAt: Date.now(), meta: { n: 0 }, kept: {}, transient: {} })
    const { index, warnings } = await indexOn(file)
    expect(index.stats()!.source).toBe('database')
    expect(warnings).toEqual([expect.stringContaining('another version')])
  })

  it('reads the database when more jobs changed since the file than it catches up on', async () => {
    const file = path.join(dir, 'old.snap')
    await indexOn(file)
    const jobs = await t.db.query<{ id: number }>(`SELECT id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id DESC LIMIT 4`)
    await t.db.query(`UPDATE jobs SET title = 'Thợ đóng tàu gỗ', search_text = 'tho dong tau go' WHERE id = ANY($1::bigint[])`, [jobs.map((j) => j.id)])
    const { index, warnings } = await indexOn(file, { catchUpLimit: 3 })
    expect(index.stats()!.source).toBe('database')
    expect(warnings).toEqual([expect.stringContaining('more than 3 changes')])
    expect(ids(await index.search(places, { q: 'tho dong tau go', limit: 100 })).sort()).toEqual(jobs.map((j) => j.id).sort())
    // within the limit the file is used and caught up
    const { index: caughtUp } = await indexOn(file, { catchUpLimit: 10 })
    expect(caughtUp.stats()!.source).toBe('file')
  })
})

describe('a reader process (decision 0047: the heap of reading every job is not kept)', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-reader-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** The index read through `reader`, ready, with the files it was given and its warnings. */
  async function readThrough(reader: SnapshotReader, options: IndexOptions = {}) {
    const given: string[] = []
    const warnings: string[] = []
    const index = new SearchIndex(t.db, {
      lagMs: 0,
      warn: (message) => warnings.push(message),
      reader: (file) => {
        given.push(file)
        return reader(file)
      },
      ...options,
    })
    await index.ready()
    await index.saved()
    return { index, given, warnings }
  }

  /** The same pages as an index read in this process. */
  async function expectSameAsHere(index: SearchIndex) {
    const here = new SearchIndex(t.db, { lagMs: 0 })
    for (const query of (await sampleQueries()).slice(0, 12))
      for (const sort of [3000, 3001] as const) expect(await index.search(places, { ...query, sort }), JSON.stringify(query)).toEqual(await here.search(places, { ...query, sort }))
  }

  it('loads what the reader wrote, removes a file of its own, and does not save a configured file twice', async () => {
    // a job whose slug is not its title's (the index keeps only such slugs; the others are the title's)
    const renamed = await insertTestJob(t.db, { title: 'Thợ gốm Bát Tràng', slug: 'nghe-gom-cu', reviewStatus: 1001, isHidden: false, expiresAt: soon() })
    const slugOf = async (index: SearchIndex) => (await index.search(places, { q: 'tho gom bat trang', limit: 100 })).items.find((item) => item.id === renamed)?.slug
    const { index, given, warnings } = await readThrough((file) => writeSearchIndexSnapshot(t.db, file))
    expect(await slugOf(index)).toBe('nghe-gom-cu')
    expect(index.stats()).toMatchObject({ source: 'database', changed: 0 })
    expect(given).toHaveLength(1)
    expect(fs.existsSync(given[0])).toBe(false)
    await expectSameAsHere(index)
    expect(warnings).toEqual([])

    const file = path.join(dir, 'configured.snap')
    let writes = 0
    const { given: givenFile } = await readThrough(async (target) => {
      writes++
      await writeSearchIndexSnapshot(t.db, target)
      fs.utimesSync(target, new Date(0), new Date(0))
    }, { snapshotFile: file })
    expect([givenFile, writes]).toEqual([[file], 1])
    // written by the reader and not saved again by the index (which would have set a new time)
    expect(fs.statSync(file).mtimeMs).toBe(0)
    // and the next start loads it
    const next = new SearchIndex(t.db, { lagMs: 0, snapshotFile: file })
    await next.ready()
    expect(next.stats()!.source).toBe('file')
    expect(await slugOf(next)).toBe('nghe-gom-cu')
    await expectSameAsHere(next)
  })

  it('reads the database in this process, with a warning, when the reader fails or writes nothing usable', async () => {
    for (const [reader, reason] of [
      [async () => Promise.reject(new Error('exit 1')), 'exit 1'],
      [async (file: string) => fs.promises.writeFile(file, 'half'), 'refused'],
    ] as const) {
      const { index, given, warnings } = await readThrough(reader)
      expect(index.stats()!.source, reason).toBe('database')
      expect(warnings, reason).toEqual([expect.stringContaining(reason)])
      expect(fs.existsSync(given[0]), reason).toBe(false)
      expect(ids(await index.search(places, { limit: 20 }))).toEqual(ids(await searchJobs(t.db, places, { limit: 20 })))
    }
  })

  it.skipIf(!testServerUrl)('the server entry given --read-search-index is such a reader (PostgreSQL server)', async () => {
    const reader = processReader([process.execPath, '--import', 'tsx', 'server/main.ts', '--read-search-index'], {
      DATABASE_URL: t.databaseUrl!,
      NODE_ENV: 'development',
    })
    const { index, warnings } = await readThrough(reader)
    expect(warnings).toEqual([])
    await expectSameAsHere(index)
  }, 90_000)
})
