// Job services settings and the basket (SPEC 7.9; docs/decisions/0027-job-service-settings.md):
// the API's answers, the auto-renewal of the durable queue's end task, and the ledger after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE } from '../../../src/domain/constants'
import { COUPON_MSG, JOB_SERVICES_MSG, WALLET_MSG } from '../../../src/domain/wallet'
import type { Realtime } from '../../realtime/socket'
import { createTestContext, createTestTeam, insertTestJob, type TestContext, type TestUser } from '../../testing'
import { buyForJob } from './services'
import { postTransaction } from './ledger'
import { renewService, renewalInboxNotify, vietnamMonthStart } from './job-services'
import { walletServiceWork } from './work'
import type { QueuedJob } from '../../lib/queue'
import { walletTestKit } from './wallet-testing'

let t: TestContext
let owner: TestUser
let recruiter: TestUser
let otherEmployer: TestUser
let orgId: number
const DAY = 86_400_000
const realtime: Realtime = { io: null as never, notifyUser: () => {}, endSessions: async () => {} }
const notify = renewalInboxNotify(realtime)

const { call, fund, balances, expectLedgerConsistent, loadPrices, priceOf, newKey } = walletTestKit(() => t, 'js-key')

/** Empties an account through the ledger (a purchase of what is left), so each test starts from its own money. */
async function drain(userId: number) {
  const { main, bonus } = await balances(userId)
  if (!main && !bonus) return
  const [price] = await t.db.query<{ id: number }>(`SELECT id FROM service_prices WHERE kind = 'candidate' ORDER BY id LIMIT 1`)
  await t.db.transaction((tx) =>
    postTransaction(tx, {
      userId,
      kind: 'purchase',
      description: 'Dọn số dư thử',
      amount: main + bonus,
      priceId: price.id,
      entries: [
        { account: 'main', amount: -main },
        { account: 'revenue', amount: main },
        { account: 'bonus', amount: -bonus },
        { account: 'promotion', amount: bonus },
      ],
    }),
  )
}

const activeJob = (title: string, days = 20) =>
  insertTestJob(t.db, { title, organizationId: orgId, reviewStatus: 1001, isHidden: false, serviceIds: [], expiresAt: new Date(Date.now() + days * DAY) })

const purchasesOf = async (jobId: number) =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_transactions WHERE job_id = $1 AND kind = 'purchase'`, [jobId]))[0].n)
const serviceIdsOf = async (jobId: number) => (await t.db.query<{ service_ids: number[] }>('SELECT service_ids FROM jobs WHERE id = $1', [jobId]))[0].service_ids.map(Number)
const inbox = (userId: number) => t.db.query<{ title: string; content: string; url: string }>('SELECT title, content, url FROM inboxes WHERE user_id = $1 ORDER BY id', [userId])

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 10 } })
  ;({ owner, colleague: recruiter, stranger: otherEmployer, org: orgId } = await createTestTeam(t.db, 'Công ty Gia Hạn', {
    names: ['Chủ tin', 'Nhân viên tuyển dụng', 'Doanh nghiệp khác'],
    otherOrganization: 'Công ty Bên Cạnh',
  }))
  await loadPrices()
})
afterAll(() => t.close())

describe('who may use the job services routes', () => {
  it('anonymous 401; another employer 403 and nothing changes; members of the job organisation may', async () => {
    const job = await activeJob('Tin phân quyền')
    await fund(otherEmployer.id, 1_000_000)
    const settings = `/job/v1/jobservices/${job}/settings`
    const body = { auto_renew_service_ids: [SERVICE.topads], monthly_cap: 500_000 }
    const basket = { classified_id: job, items: [priceOf(SERVICE.topads, 7).id] }
    expect((await call('GET', settings, null)).status).toBe(401)
    expect((await call('PUT', settings, null, body)).status).toBe(401)
    expect((await call('POST', '/job/v1/jobservices/buy', null, basket, newKey())).status).toBe(401)
    expect((await call('GET', settings, otherEmployer)).status).toBe(403)
    expect((await call('PUT', settings, otherEmployer, body)).status).toBe(403)
    const refused = await call('POST', '/job/v1/jobservices/buy', otherEmployer, basket, newKey())
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBeTruthy()
    expect(await t.db.query('SELECT 1 FROM job_service_settings WHERE job_id = $1', [job])).toEqual([])
    expect(await purchasesOf(job)).toBe(0)
    expect(await balances(otherEmployer.id)).toEqual({ main: 1_000_000, bonus: 0 })
    expect((await call('GET', '/job/v1/jobservices/999999999/settings', owner)).status).toBe(404)

    const saved = await call('PUT', settings, recruiter, body)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ message: JOB_SERVICES_MSG.saved, monthly_cap: 500_000, is_payer: true, payer_name: 'Nhân viên tuyển dụng' })
    const read = await call('GET', settings, owner)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ classified_id: job, monthly_cap: 500_000, spent_this_month: 0, is_payer: false })
    expect(read.body.data.services.map((s: { service_id: number; auto_renew: boolean }) => [s.service_id, s.auto_renew])).toEqual([
      [SERVICE.topads, true],
      [SERVICE.display, false],
      [SERVICE.push, false],
    ])
    // the saving is the organisation's activity, by the member who saved
    const [activity] = await t.db.query<{ action: string; user_id: number }>(`SELECT action, user_id FROM organization_activity WHERE job_id = $1`, [job])
    expect({ ...activity, user_id: Number(activity.user_id) }).toEqual({ action: 'wallet.auto_renew_saved', user_id: recruiter.id })
  })

  it('refuses bad settings with a Vietnamese 400 and keeps what was saved', async () => {
    const job = await activeJob('Tin cài đặt sai')
    const url = `/job/v1/jobservices/${job}/settings`
    const cases: Array<[object, string]> = [
      [{ auto_renew_service_ids: [SERVICE.topads] }, JOB_SERVICES_MSG.capRequired],
      [{ auto_renew_service_ids: [SERVICE.topads], monthly_cap: 5_000 }, JOB_SERVICES_MSG.capMin],
      [{ auto_renew_service_ids: [SERVICE.topads], monthly_cap: 200_000_000 }, JOB_SERVICES_MSG.capMax],
      [{ auto_renew_service_ids: [SERVICE.urgent], monthly_cap: 500_000 }, JOB_SERVICES_MSG.serviceNotRenewable],
      [{ auto_renew_service_ids: [SERVICE.topads, SERVICE.topads], monthly_cap: 500_000 }, JOB_SERVICES_MSG.servicesList],
      [{ auto_renew_service_ids: 'tất cả', monthly_cap: 500_000 }, JOB_SERVICES_MSG.servicesList],
      [{ monthly_cap: 500_000 }, JOB_SERVICES_MSG.servicesList],
    ]
    for (const [payload, message] of cases) {
      const res = await call('PUT', url, owner, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.error.message, JSON.stringify(payload)).toBe(message)
    }
    const cap = await call('PUT', url, owner, { auto_renew_service_ids: [SERVICE.topads], monthly_cap: 1.5 })
    expect(cap.status).toBe(400)
    expect(cap.body.error.message).toMatch(/Hạn mức chi tiêu/)
    expect(await t.db.query('SELECT 1 FROM job_service_settings WHERE job_id = $1', [job])).toEqual([])
    // turning everything off needs no cap
    expect((await call('PUT', url, owner, { auto_renew_service_ids: [] })).body.data).toMatchObject({ monthly_cap: null, payer_name: null })
  })
})

describe('the basket: several services for one job in one payment', () => {
  it('buys Top Ads 7 ngày + Tuyển gấp 1 lượt at once, promotion money first, and a replay charges nothing', async () => {
    await drain(owner.id)
    const job = await activeJob('Tin mua nhiều gói')
    await fund(owner.id, 500_000, 100_000)
    const body = { classified_id: job, items: [priceOf(SERVICE.topads, 7).id, priceOf(SERVICE.urgent, 1).id] }
    const key = newKey()
    const res = await call('POST', '/job/v1/jobservices/buy', owner, body, key)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ message: JOB_SERVICES_MSG.basketBought(2), paid: 399_000, paid_bonus: 100_000, paid_main: 299_000, discount: 0 })
    expect(res.body.data.purchases).toHaveLength(2)
    expect(res.body.data.balances).toEqual({ account_amount: 201_000, account_bonus: 0 })
    expect(await balances(owner.id)).toEqual({ main: 201_000, bonus: 0 })
    expect((await serviceIdsOf(job)).sort()).toEqual([SERVICE.urgent, SERVICE.topads].sort())
    expect(await purchasesOf(job)).toBe(2)

    const replay = await call('POST', '/job/v1/jobservices/buy', owner, { items: body.items, classified_id: job }, key)
    expect(replay).toEqual(res)
    expect(await balances(owner.id)).toEqual({ main: 201_000, bonus: 0 })
    const reused = await call('POST', '/job/v1/jobservices/buy', owner, { classified_id: job, items: [priceOf(SERVICE.topads, 3).id] }, key)
    expect(reused).toMatchObject({ status: 409, body: { error: { message: WALLET_MSG.idempotencyReused } } })
    expect(await purchasesOf(job)).toBe(2)
    await expectLedgerConsistent()
  })

  it('is all-or-nothing: one price the balance cannot cover, and nothing is charged or bought', async () => {
    await drain(owner.id)
    const job = await activeJob('Tin thiếu tiền')
    await fund(owner.id, 350_000)
    const key = newKey()
    const body = { classified_id: job, items: [priceOf(SERVICE.topads, 7).id, priceOf(SERVICE.push, 7).id] }
    const res = await call('POST', '/job/v1/jobservices/buy', owner, body, key)
    expect(res).toMatchObject({ status: 400, body: { error: { message: WALLET_MSG.insufficient } } })
    expect(await balances(owner.id)).toEqual({ main: 350_000, bonus: 0 })
    expect(await purchasesOf(job)).toBe(0)
    expect(await serviceIdsOf(job)).toEqual([])
    expect(await t.db.query('SELECT 1 FROM job_services WHERE job_id = $1', [job])).toEqual([])
    expect(await t.db.query(`SELECT 1 FROM organization_activity WHERE job_id = $1`, [job])).toEqual([])
    // the failed request left no claim: the same key succeeds once the money is there
    await fund(owner.id, 100_000)
    expect((await call('POST', '/job/v1/jobservices/buy', owner, body, key)).status).toBe(200)
    expect(await balances(owner.id)).toEqual({ main: 10_000, bonus: 0 })
    await expectLedgerConsistent()
  })

  it('applies a coupon once, to the first price it is valid for', async () => {
    await drain(owner.id)
    const job = await activeJob('Tin có mã giảm giá')
    await fund(owner.id, 1_000_000)
    const body = { classified_id: job, items: [priceOf(null, 5).id, priceOf(SERVICE.topads, 7).id], coupon_code: 'topads20' }
    const res = await call('POST', '/job/v1/jobservices/buy', owner, body, newKey())
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ paid: 40_000 + 240_000, discount: 60_000, coupon_code: 'TOPADS20' })
    expect(res.body.data.purchases.map((p: { discount: number }) => p.discount)).toEqual([0, 60_000])
    // used: the next basket with it is refused with the coupon's reason, nothing charged
    const again = await call('POST', '/job/v1/jobservices/buy', owner, { ...body, items: [priceOf(SERVICE.topads, 3).id] }, newKey())
    expect(again).toMatchObject({ status: 400, body: { error: { message: COUPON_MSG.used } } })
    expect(await balances(owner.id)).toEqual({ main: 720_000, bonus: 0 })
    await expectLedgerConsistent()
  })

  it('refuses bad baskets with a Vietnamese 400, never 5xx', async () => {
    const job = await activeJob('Tin giỏ hàng sai')
    const topads = priceOf(SERVICE.topads, 7).id
    const candidate = priceOf(SERVICE.buyCandidate, 1).id
    const cases: Array<[object, string | null, string]> = [
      [{ classified_id: job, items: [] }, newKey(), JOB_SERVICES_MSG.basketEmpty],
      [{ classified_id: job }, newKey(), JOB_SERVICES_MSG.basketEmpty],
      [{ classified_id: job, items: Array.from({ length: 11 }, (_, i) => i + 1) }, newKey(), JOB_SERVICES_MSG.basketTooMany],
      [{ classified_id: job, items: [topads, topads] }, newKey(), JOB_SERVICES_MSG.basketDuplicate],
      [{ classified_id: job, items: ['Top Ads'] }, newKey(), JOB_SERVICES_MSG.basketItem],
      [{ classified_id: job, items: [-4] }, newKey(), JOB_SERVICES_MSG.basketItem],
      [{ classified_id: job, items: [candidate] }, newKey(), WALLET_MSG.priceWrongKind],
      [{ classified_id: job, items: [topads] }, null, WALLET_MSG.idempotencyMissing],
    ]
    for (const [payload, key, message] of cases) {
      const res = await call('POST', '/job/v1/jobservices/buy', owner, payload, key)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.error.message, JSON.stringify(payload)).toBe(message)
    }
    expect((await call('POST', '/job/v1/jobservices/buy', owner, { classified_id: job, items: [2_000_000_000] }, newKey())).status).toBe(404)
    expect(await purchasesOf(job)).toBe(0)
  })
})

describe('auto-renewal when a period ends', () => {
  /** A moment on the 1st of a month ahead (Vietnam time), so a few short periods stay in one month. */
  const monthAhead = () => new Date(vietnamMonthStart(new Date(Date.now() + 40 * DAY)).getTime() + 3_600_000)

  /** A job with Top Ads 3 ngày bought at `at` by the owner, renewing with the given cap. */
  async function renewingJob(title: string, at: Date, cap: number) {
    const job = await activeJob(title, 120)
    const priceId = priceOf(SERVICE.topads, 3).id
    await buyForJob(t.db, { userId: owner.id, organizationId: orgId, jobId: job, priceId, kinds: ['job'] }, { key: newKey(), hash: 'x' }, at)
    expect((await call('PUT', `/job/v1/jobservices/${job}/settings`, owner, { auto_renew_service_ids: [SERVICE.topads], monthly_cap: cap })).status).toBe(200)
    return job
  }
  const endTask = (jobId: number) => ({ id: 0, kind: 'wallet.service-end', payload: { job_id: jobId, service_id: SERVICE.topads }, attempts: 1, max_attempts: 5 }) as QueuedJob

  it('buys the next period once, even when the end task runs twice at once and again later', async () => {
    await drain(owner.id)
    await fund(owner.id, 400_000, 100_000)
    const start = monthAhead()
    const job = await renewingJob('Tin tự gia hạn', start, 1_000_000)
    expect(await balances(owner.id)).toEqual({ main: 350_000, bonus: 0 })
    const end = new Date(start.getTime() + 3 * DAY)
    const at = new Date(end.getTime() + 2_000)
    const handlers = walletServiceWork({ realtime }, { now: () => at }).handlers
    await Promise.all([handlers['wallet.service-end'](endTask(job), t.db), handlers['wallet.service-end'](endTask(job), t.db)])
    await handlers['wallet.service-end'](endTask(job), t.db)
    expect(await renewService(t.db, job, SERVICE.topads, at, notify)).toEqual({ renewed: false, reason: 'running' })

    expect(await balances(owner.id)).toEqual({ main: 200_000, bonus: 0 })
    expect(await purchasesOf(job)).toBe(2)
    const periods = await t.db.query<{ starts_at: Date; ends_at: Date }>('SELECT starts_at, ends_at FROM job_services WHERE job_id = $1 ORDER BY ends_at', [job])
    expect(periods.map((p) => [new Date(p.starts_at).getTime(), new Date(p.ends_at).getTime()])).toEqual([
      [start.getTime(), end.getTime()],
      [end.getTime(), end.getTime() + 3 * DAY],
    ])
    // the end task ran after the renewal: Top Ads stays
    expect(await serviceIdsOf(job)).toContain(SERVICE.topads)
    const [renewal] = await t.db.query<{ amount: number }>('SELECT amount FROM job_service_renewals WHERE job_id = $1', [job])
    expect(Number(renewal.amount)).toBe(150_000)
    const settings = (await call('GET', `/job/v1/jobservices/${job}/settings`, owner)).body.data
    expect(settings.services[0]).toMatchObject({ service_id: SERVICE.topads, auto_renew: true, renew_price: { quantity: 3, price: 150_000 } })
    const [activity] = await t.db.query<{ user_id: number; amount: number }>(`SELECT user_id, amount FROM organization_activity WHERE job_id = $1 AND action = 'wallet.service_renewed'`, [job])
    expect([Number(activity.user_id), Number(activity.amount)]).toEqual([owner.id, 150_000])
    await expectLedgerConsistent()
  })

  it('stops at the monthly cap: turns the setting off and tells the payer in the inbox', async () => {
    await drain(owner.id)
    await fund(owner.id, 1_000_000)
    const start = monthAhead()
    const job = await renewingJob('Tin có hạn mức', start, 200_000)
    const first = new Date(start.getTime() + 3 * DAY)
    expect(await renewService(t.db, job, SERVICE.topads, first, notify)).toMatchObject({ renewed: true })
    const second = new Date(first.getTime() + 3 * DAY)
    const before = await inbox(owner.id)
    expect(await renewService(t.db, job, SERVICE.topads, second, notify)).toEqual({ renewed: false, stopped: 'cap' })
    expect(await renewService(t.db, job, SERVICE.topads, second, notify)).toMatchObject({ renewed: false })
    expect(await balances(owner.id)).toEqual({ main: 1_000_000 - 300_000, bonus: 0 })
    const notices = (await inbox(owner.id)).slice(before.length)
    expect(notices).toEqual([
      {
        title: JOB_SERVICES_MSG.stoppedTitle('Tin có hạn mức'),
        content: JOB_SERVICES_MSG.stoppedCap('Top Ads 3 ngày', 150_000, 200_000, 150_000),
        url: `/mua-dich-vu?classified_id=${job}`,
      },
    ])
    const settings = (await call('GET', `/job/v1/jobservices/${job}/settings`, owner)).body.data
    expect(settings).toMatchObject({ spent_this_month: 150_000, payer_name: null })
    expect(settings.services.every((s: { auto_renew: boolean }) => !s.auto_renew)).toBe(true)
    await expectLedgerConsistent()
  })

  it('stops when the balance is short: nothing charged, the setting off, one notice', async () => {
    await drain(owner.id)
    await fund(owner.id, 200_000)
    const start = monthAhead()
    const job = await renewingJob('Tin hết tiền', start, 1_000_000)
    expect(await balances(owner.id)).toEqual({ main: 50_000, bonus: 0 })
    const at = new Date(start.getTime() + 3 * DAY + 1_000)
    const before = await inbox(owner.id)
    const handlers = walletServiceWork({ realtime }, { now: () => at }).handlers
    await handlers['wallet.service-end'](endTask(job), t.db)
    await handlers['wallet.service-end'](endTask(job), t.db)
    expect(await balances(owner.id)).toEqual({ main: 50_000, bonus: 0 })
    expect(await purchasesOf(job)).toBe(1)
    expect((await inbox(owner.id)).slice(before.length)).toEqual([
      { title: JOB_SERVICES_MSG.stoppedTitle('Tin hết tiền'), content: JOB_SERVICES_MSG.stoppedBalance('Top Ads 3 ngày', 150_000), url: `/mua-dich-vu?classified_id=${job}` },
    ])
    expect((await t.db.query<{ ids: number[] }>('SELECT auto_renew_service_ids AS ids FROM job_service_settings WHERE job_id = $1', [job]))[0].ids).toEqual([])
    // the period ended without renewal: Top Ads leaves the job
    expect(await serviceIdsOf(job)).not.toContain(SERVICE.topads)
    await expectLedgerConsistent()
  })

  it('renews nothing for a job whose switch is off', async () => {
    await drain(owner.id)
    await fund(owner.id, 500_000)
    const start = monthAhead()
    const job = await renewingJob('Tin tắt gia hạn', start, 1_000_000)
    await call('PUT', `/job/v1/jobservices/${job}/settings`, owner, { auto_renew_service_ids: [] })
    expect(await renewService(t.db, job, SERVICE.topads, new Date(start.getTime() + 3 * DAY), notify)).toEqual({ renewed: false, reason: 'off' })
    expect(await balances(owner.id)).toEqual({ main: 350_000, bonus: 0 })
  })

  it('counts the month in Vietnam time', () => {
    expect(vietnamMonthStart(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z')
    expect(vietnamMonthStart(new Date('2026-11-30T16:59:59Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z')
  })
})
