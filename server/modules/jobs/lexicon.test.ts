import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { searchJobs } from './jobs.search'
import { FacetCounts } from './facets'
import { Lexicon, refreshLexicon } from './lexicon'
import { PlaceIndex } from './places'

let t: TestContext
let places: PlaceIndex
const DAY = 86_400_000
const active = (title: string) =>
  insertTestJob(t.db, { title, expiresAt: new Date(Date.now() + 30 * DAY), reviewStatus: 1001, isHidden: false, serviceIds: [] })

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 150 } })
  places = await PlaceIndex.load(t.db)
  await active('Đầu bếp nhà hàng chay')
  await active('Phụ bếp bếp chay')
  await active('Lập trình viên Web/App')
  await refreshLexicon(t.db)
})
afterAll(() => t.close())

describe('the keyword dictionary', () => {
  it('is rebuilt from the active jobs with how many jobs hold each word (the seed builds it too)', async () => {
    const rows = await t.db.query<{ word: string; ndoc: number }>(`SELECT word, ndoc FROM search_lexemes WHERE word IN ('bep', 'chay')`)
    expect(Object.fromEntries(rows.map((r) => [r.word, r.ndoc]))).toMatchObject({ bep: expect.any(Number), chay: 2 })
    const [docs] = await t.db.query<{ n: number }>(`SELECT (value->>'docs')::int AS n FROM app_meta WHERE key = 'lexicon'`)
    const [activeJobs] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now()',
    )
    expect(docs.n).toBe(activeJobs.n)
  })

  it('spells a prefix out as exact lexemes and estimates the share of jobs a keyword matches', async () => {
    const lexicon = (await new Lexicon(t.db).current())!
    expect(lexicon.expand('cha')).toContain('chay')
    expect(lexicon.expand('cha').every((w) => w.startsWith('cha'))).toBe(true)
    const plan = lexicon.plan(['bep', 'cha'])
    expect(plan.indexQuery).toMatch(/^bep & \(cha \| .*chay.*\)$/)
    expect(plan.recheck).toBeNull()
    expect(plan.share).toBeGreaterThan(0)
    expect(plan.share).toBeLessThanOrEqual(plan.maxShare)
    expect(plan.maxShare).toBeLessThan(0.1)
    // at most as many rows as the rarest word has: when the words always come together
    expect(plan.maxIndexRows).toBeGreaterThanOrEqual(plan.indexRows)
    expect(plan.maxIndexRows).toBe(Math.min(lexicon.plan(['bep']).indexRows, lexicon.plan(['cha']).indexRows))
    // a lexeme with punctuation is quoted, so the tsquery reads it as one term
    expect(lexicon.plan(['web']).indexQuery).toMatch(/'web\/app'/)
    // a word nobody uses: nothing to expand, and a share of zero
    expect(lexicon.plan(['zzzq'])).toEqual({ share: 0, maxShare: 0, indexRows: 0, maxIndexRows: 0, indexQuery: 'zzzq', recheck: null })
    // a prefix too broad to spell out: the index looks up the whole words, the prefix is rechecked
    const strict = (await new Lexicon(t.db, { maxExpansions: 1 }).current())!
    expect(strict.plan(['bep', 'cha'])).toMatchObject({ indexQuery: 'bep', recheck: 'bep & cha:*' })
    expect(strict.plan(['cha'])).toMatchObject({ indexQuery: 'cha:*', recheck: null })
  })

  it('is absent on a database that was never rebuilt', async () => {
    await t.db.query('DELETE FROM search_lexemes')
    try {
      expect(await new Lexicon(t.db).current()).toBeNull()
    } finally {
      await refreshLexicon(t.db)
    }
  })
})

describe('searching with the dictionary', () => {
  it('finds the same jobs, in the same order and with the same total, as without it', async () => {
    const facets = new FacetCounts(t.db)
    await facets.load()
    // maxExpansions 1: prefixes with several lexemes take the recheck path
    const lexicons = [(await new Lexicon(t.db).current())!, (await new Lexicon(t.db, { maxExpansions: 1 }).current())!]
    for (const lexicon of lexicons) {
      for (const q of ['ke toan', 'nhan vien', 'ke', 'bep chay', 'dau bep', 'chay', 'b', 'zzzq', 'marketing ho', 'phu b', 'web']) {
        for (const sort of [3000, 3001] as const) {
          for (const window of [3, 5000]) {
            const plain = await searchJobs(t.db, places, { q, sort, limit: 5, window })
            const planned = await searchJobs(t.db, places, { q, sort, limit: 5, window }, { planner: lexicon })
            expect(planned.items.map((i) => i.id), `${q} ${sort} ${window}`).toEqual(plain.items.map((i) => i.id))
            // with the job counts, a larger window that holds every candidate answers by itself
            const counted = await searchJobs(t.db, places, { q, sort, limit: 5, window: Math.min(window, 30) }, { planner: lexicon, facets })
            expect(counted.items.map((i) => i.id), `${q} ${sort} ${window} facets`).toEqual(plain.items.map((i) => i.id))
            if (window === 5000) expect(planned.total, `${q} ${sort}`).toBe(plain.total)
          }
        }
      }
    }
  })

  it('finds a word posted after the last rebuild as a whole word', async () => {
    const id = await active('Thợ gốm Bát Tràng')
    const lexicon = (await new Lexicon(t.db).current())!
    expect(lexicon.expand('gom')).toEqual([])
    const found = await searchJobs(t.db, places, { q: 'tho gom', limit: 5 }, { planner: lexicon })
    expect(found.items.map((i) => i.id)).toEqual([id])
    expect(found.total).toBe(1)
  })
})
