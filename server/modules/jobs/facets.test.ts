import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { FacetCounts } from './facets'
import { ACTIVE, searchJobs } from './jobs.search'
import { PlaceIndex } from './places'

let t: TestContext
let places: PlaceIndex

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 300 } })
  places = await PlaceIndex.load(t.db)
})
afterAll(() => t.close())

const sqlCount = async (where: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${ACTIVE} AND ${where}`, params))[0].n

describe('job counts held in memory', () => {
  it('are not there until the first recount, which the first use starts', async () => {
    const facets = new FacetCounts(t.db)
    expect(facets.current()).toBeNull()
    await facets.load()
    expect(facets.current()).toBe(facets)
  })

  it('sum to what counting the table gives, for every filter the listing has', async () => {
    const facets = new FacetCounts(t.db)
    await facets.load()
    const [sample] = await t.db.query<{ city_id: number; district_id: number; job_type_id: number; subcategory_id: number }>(
      `SELECT city_id, district_id, job_type_id, subcategory_id FROM jobs j WHERE ${ACTIVE} AND district_id IS NOT NULL LIMIT 1`,
    )
    expect(facets.count({})).toBe(await sqlCount('true'))
    expect(facets.count({ cityId: sample.city_id })).toBe(await sqlCount('city_id = $1', [sample.city_id]))
    expect(facets.count({ cityId: sample.city_id, districtIds: [sample.district_id] })).toBe(
      await sqlCount('city_id = $1 AND district_id = $2', [sample.city_id, sample.district_id]),
    )
    expect(facets.count({ jobTypes: [sample.job_type_id, sample.job_type_id + 1] })).toBe(
      await sqlCount('job_type_id = ANY($1::int[])', [[sample.job_type_id, sample.job_type_id + 1]]),
    )
    expect(facets.count({ categoryId: 3, subcategoryId: sample.subcategory_id })).toBe(
      await sqlCount('category_id = 3 AND subcategory_id = $1', [sample.subcategory_id]),
    )
    expect(facets.count({ cityId: 99_999 })).toBe(0)
  })

  it('give the listing the same totals as counting, and lag new jobs until the next recount', async () => {
    const facets = new FacetCounts(t.db)
    await facets.load()
    for (const input of [{}, { city_id: 1 }, { city_id: 2, job_types: [1, 2, 3] }, { q: 'ke toan' }, { q: 'nhan vien', city_id: 1 }]) {
      const counted = await searchJobs(t.db, places, { ...input, limit: 5 })
      const summed = await searchJobs(t.db, places, { ...input, limit: 5 }, { facets })
      expect(summed.items, JSON.stringify(input)).toEqual(counted.items)
      expect(summed.total, JSON.stringify(input)).toBe(counted.total)
    }
    const before = facets.count({ cityId: 1 })
    await insertTestJob(t.db, { title: 'Thủ kho', cityId: 1, districtId: null, reviewStatus: 1001, isHidden: false, expiresAt: new Date(Date.now() + 86_400_000) })
    expect(facets.count({ cityId: 1 })).toBe(before)
    await facets.load()
    expect(facets.count({ cityId: 1 })).toBe(before + 1)
  })
})
