import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE } from '../../../src/domain/constants'
import { COUPON_MSG, WALLET, WALLET_MSG, loyaltyFor } from '../../../src/domain/wallet'
import { createTestContext, createTestTeam, createTestOrganization, createTestUser, insertTestJob, testEngine, type TestContext, type TestUser } from '../../testing'
import { reviewLoyalty } from './loyalty'
import { splitVat } from './invoices'
import { paymentProvider } from './payments'
import { endService, runServicePush } from './services'
import { createVnpaySimulator } from './vnpay-simulator'
import { walletTestKit } from './wallet-testing'

let t: TestContext
let owner: TestUser
let recruiter: TestUser
let otherEmployer: TestUser
let seeker: TestUser
let orgId: number
const DAY = 86_400_000
const { call, fund, balances, expectLedgerConsistent, loadPrices, priceOf, newKey } = walletTestKit(() => t, 'test-key')

const activeJob = (title: string, org = orgId) =>
  insertTestJob(t.db, { title, organizationId: org, reviewStatus: 1001, isHidden: false, serviceIds: [], expiresAt: new Date(Date.now() + 20 * DAY) })

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 10 } })
  ;({ owner, colleague: recruiter, stranger: otherEmployer, org: orgId } = await createTestTeam(t.db, 'Công ty Ví Tiền', {
    names: ['Chủ ví', 'Nhân viên tuyển dụng', 'Doanh nghiệp khác'],
    otherOrganization: 'Công ty Láng Giềng',
  }))
  seeker = await createTestUser(t.db, 'Người tìm việc')
  await loadPrices()
})
afterAll(() => t.close())

describe('the price list', () => {
  it('is public, with SPEC 9 units: lượt for urgent and contact unlocks and push-up packages, ngày for the rest', () => {
    expect(priceOf(SERVICE.topads, 7)).toMatchObject({ kind: 'job', unit: 'ngày', price: 300_000 })
    expect(priceOf(SERVICE.urgent, 1).unit).toBe('lượt')
    expect(priceOf(SERVICE.buyCandidate, 10).unit).toBe('lượt')
    expect(priceOf(null, 5)).toMatchObject({ kind: 'job_up', unit: 'lượt' })
    expect(priceOf(SERVICE.display, 30).unit).toBe('ngày')
  })

  it('follows the data: a retired price is no longer sold', async () => {
    const [row] = await t.db.query<{ id: number }>(`INSERT INTO service_prices (kind, service_id, name, quantity, price, is_active) VALUES ('job', 7016, 'Top Ads cũ', 2, 90000, false) RETURNING id`)
    const listed = (await call('GET', '/listing/v1/service-prices/job', null)).body.data.items
    expect(listed.map((p: { id: number }) => p.id)).not.toContain(row.id)
    const job = await activeJob('Giá đã ngừng bán')
    await fund(owner.id, 100_000)
    const res = await call('POST', '/listing/v1/services/buy-job', owner, { classified_id: job, price_id: row.id }, newKey())
    expect(res).toMatchObject({ status: 404, body: { error: { message: WALLET_MSG.priceNotFound } } })
  })
})

describe('the popular package of each service', () => {
  const popular = async () => {
    const res = await call('GET', '/listing/v1/service-prices/job', null)
    expect(res.status).toBe(200)
    return new Map((res.body.data.popular as Array<{ price_id: number; reason: string }>).map((p) => [p.price_id, p.reason]))
  }

  it("is the operator's recommendation until a package is bought often enough in the last 30 days, then the most bought", async () => {
    const topads3 = priceOf(SERVICE.topads, 3)
    const topads7 = priceOf(SERVICE.topads, 7)
    const before = await popular()
    expect(before.get(topads7.id)).toBe('recommended')
    expect(before.get(priceOf(null, 10).id)).toBe('recommended')
    expect(before.get(priceOf(SERVICE.buyCandidate, 10).id)).toBe('recommended')
    // one package at most per service
    expect([...before.keys()].filter((id) => [topads3.id, topads7.id, priceOf(SERVICE.topads, 15).id, priceOf(SERVICE.topads, 30).id].includes(id))).toHaveLength(1)

    const buyer = await createTestUser(t.db, 'Người mua nhiều')
    const buyerOrg = await createTestOrganization(t.db, 'Công ty Mua Nhiều', [{ user: buyer }])
    await fund(buyer.id, 5_000_000)
    const buy = async () => {
      const job = await activeJob('Tin mua Top Ads 3 ngày', buyerOrg)
      const res = await call('POST', '/listing/v1/services/buy-job', buyer, { classified_id: job, price_id: topads3.id }, newKey())
      expect(res.status).toBe(200)
    }
    await buy()
    await buy()
    // two purchases are not yet "most bought"
    expect((await popular()).get(topads7.id)).toBe('recommended')
    await buy()
    const after = await popular()
    expect(after.get(topads3.id)).toBe('most_bought')
    expect(after.has(topads7.id)).toBe(false)

    // purchases older than 30 days do not count
    await t.db.query(`UPDATE wallet_transactions SET created_at = now() - interval '31 days' WHERE user_id = $1 AND kind = 'purchase'`, [buyer.id])
    expect((await popular()).get(topads7.id)).toBe('recommended')
    await expectLedgerConsistent()
  })
})

describe('deposits through the gateway protocol', () => {
  const provider = () => paymentProvider(t.env)
  const gateway = () => createVnpaySimulator({ tmnCode: provider().tmnCode, hashSecret: provider().hashSecret })
  const ipn = async (params: Record<string, string>) => (await t.app.inject({ method: 'GET', url: `/payment/v1/vnpay/ipn?${gateway().ipnQuery(params)}` })).json()

  async function startDeposit(user: TestUser, amount: number) {
    const res = await call('POST', '/payment/v1/deposits', user, { amount }, newKey())
    expect(res.status).toBe(200)
    return res.body.data as { deposit: { txn_ref: string; status: string }; payment_url: string }
  }

  it('refuses bad amounts and keys with a Vietnamese message and creates nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM payments')
    const cases: Array<[object, string | null, string]> = [
      [{ amount: 10_000 }, newKey(), WALLET_MSG.depositMin],
      [{ amount: 200_000_000 }, newKey(), WALLET_MSG.depositMax],
      [{ amount: 100_500 }, newKey(), WALLET_MSG.depositStep],
      [{ amount: 'nhiều' }, newKey(), 'Số tiền nạp phải là số nguyên'],
      [{}, newKey(), 'Vui lòng nhập số tiền nạp'],
      [{ amount: 100_000 }, null, WALLET_MSG.idempotencyMissing],
      [{ amount: 100_000 }, 'ngắn', WALLET_MSG.idempotencyInvalid],
    ]
    for (const [payload, key, message] of cases) {
      const res = await call('POST', '/payment/v1/deposits', owner, payload, key)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
    expect(await t.db.query('SELECT count(*)::int AS n FROM payments')).toEqual(before)
    expect((await call('POST', '/payment/v1/deposits', null, { amount: 100_000 }, newKey())).status).toBe(401)
  })

  it('signs a VNPay 2.1.0 URL the gateway accepts, and credits only on the verified IPN, exactly once, with the 20% reward', async () => {
    const payer = await createTestUser(t.db, 'Người nạp tiền')
    await t.db.query('UPDATE users SET has_deposit_reward = true WHERE id = $1', [payer.id])
    const { deposit, payment_url } = await startDeposit(payer, 1_000_000)
    expect(deposit.status).toBe('pending')
    const sent = gateway().parseRedirect(payment_url)
    expect(sent).toMatchObject({ amount: 1_000_000, txnRef: deposit.txn_ref })
    expect(sent.params).toMatchObject({ vnp_Version: '2.1.0', vnp_Command: 'pay', vnp_CurrCode: 'VND', vnp_Amount: '100000000', vnp_Locale: 'vn' })
    expect(sent.returnUrl).toBe(`${t.env.publicOrigin}/dashboard/deposit/ket-qua`)

    // the browser comes back first: the result page reads a pending deposit, nothing is credited
    expect((await call('GET', `/payment/v1/deposits/${deposit.txn_ref}`, payer)).body.data.status).toBe('pending')
    expect(await balances(payer.id)).toEqual({ main: 0, bonus: 0 })

    const gw = gateway()
    const success = gw.result(payment_url, 'success')
    expect(await ipn(gw.result(payment_url, 'success', {}, { forge: true }))).toEqual({ RspCode: '97', Message: 'Invalid signature' })
    expect(await ipn(gw.result(payment_url, 'success', { vnp_Amount: '10000000' }))).toEqual({ RspCode: '04', Message: 'invalid amount' })
    expect(await ipn(gw.result(payment_url, 'success', { vnp_TxnRef: 'KHONGCO123' }))).toEqual({ RspCode: '01', Message: 'Order not found' })
    expect(await balances(payer.id)).toEqual({ main: 0, bonus: 0 })

    expect(await ipn(success)).toEqual({ RspCode: '00', Message: 'Confirm Success' })
    expect(await balances(payer.id)).toEqual({ main: 1_000_000, bonus: 200_000 })
    // the gateway retries, and a late failure for the same order arrives: nothing changes
    expect(await ipn(success)).toEqual({ RspCode: '02', Message: 'Order already confirmed' })
    expect((await ipn(gw.result(payment_url, 'cancel'))).RspCode).toBe('02')
    expect(await balances(payer.id)).toEqual({ main: 1_000_000, bonus: 200_000 })
    const read = (await call('GET', `/payment/v1/deposits/${deposit.txn_ref}`, payer)).body.data
    expect(read).toMatchObject({ status: 'paid', reward: 200_000, message: WALLET_MSG.paymentPaid })

    // the offer is used up: the next deposit earns no reward
    const second = await startDeposit(payer, 500_000)
    expect(await ipn(gateway().result(second.payment_url, 'success'))).toMatchObject({ RspCode: '00' })
    expect(await balances(payer.id)).toEqual({ main: 1_500_000, bonus: 200_000 })
    await expectLedgerConsistent()
  })

  it('changes no balance when the buyer cancels or the payment fails', async () => {
    const payer = await createTestUser(t.db, 'Người hủy thanh toán')
    const cancelled = await startDeposit(payer, 300_000)
    expect(await ipn(gateway().result(cancelled.payment_url, 'cancel'))).toMatchObject({ RspCode: '00' })
    const failed = await startDeposit(payer, 300_000)
    expect(await ipn(gateway().result(failed.payment_url, 'fail'))).toMatchObject({ RspCode: '00' })
    expect(await balances(payer.id)).toEqual({ main: 0, bonus: 0 })
    expect((await call('GET', `/payment/v1/deposits/${cancelled.deposit.txn_ref}`, payer)).body.data).toMatchObject({ status: 'cancelled', message: WALLET_MSG.paymentCancelled })
    // the gateway's reason (51: not enough money on the card) is told in Vietnamese
    expect((await call('GET', `/payment/v1/deposits/${failed.deposit.txn_ref}`, payer)).body.data).toMatchObject({
      status: 'failed',
      response_code: '51',
      message: 'Giao dịch không thành công: Tài khoản không đủ số dư để thanh toán. Số dư không thay đổi.',
    })
  })

  it('counts each deposit the notification settles once in /metrics, by status', async () => {
    const settled = async (status: string) => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body
      const sample = new RegExp(`^wallet_deposits_confirmed_total\\{provider="${provider().name}",status="${status}"\\} (\\d+)$`, 'm').exec(text)
      return Number(sample?.[1] ?? 0)
    }
    const before = { paid: await settled('paid'), cancelled: await settled('cancelled') }
    const payer = await createTestUser(t.db, 'Người nạp tiền đếm được')
    const paid = await startDeposit(payer, 100_000)
    const success = gateway().result(paid.payment_url, 'success')
    expect(await ipn(success)).toMatchObject({ RspCode: '00' })
    // the gateway sends it again: already settled, not counted again
    expect(await ipn(success)).toMatchObject({ RspCode: '02' })
    const cancelled = await startDeposit(payer, 100_000)
    expect(await ipn(gateway().result(cancelled.payment_url, 'cancel'))).toMatchObject({ RspCode: '00' })
    expect({ paid: await settled('paid'), cancelled: await settled('cancelled') }).toEqual({ paid: before.paid + 1, cancelled: before.cancelled + 1 })
  })

  it('shows a deposit only to its account', async () => {
    const { deposit } = await startDeposit(owner, 100_000)
    expect((await call('GET', `/payment/v1/deposits/${deposit.txn_ref}`, otherEmployer)).status).toBe(403)
    expect((await call('GET', `/payment/v1/deposits/${deposit.txn_ref}`, null)).status).toBe(401)
    expect((await call('GET', '/payment/v1/deposits/KHONGCO', owner)).status).toBe(404)
  })

  it('replays a deposit request with the same key instead of opening a second payment', async () => {
    const key = newKey()
    const first = await call('POST', '/payment/v1/deposits', owner, { amount: 200_000 }, key)
    const again = await call('POST', '/payment/v1/deposits', owner, { amount: 200_000 }, key)
    expect(again.body.data.deposit.txn_ref).toBe(first.body.data.deposit.txn_ref)
    const other = await call('POST', '/payment/v1/deposits', owner, { amount: 300_000 }, key)
    expect(other).toMatchObject({ status: 409, body: { error: { message: WALLET_MSG.idempotencyReused } } })
  })

  it('serves the local payment page, which calls the IPN back and returns the browser to the result page', async () => {
    const payer = await createTestUser(t.db, 'Người dùng cổng thử')
    const { deposit, payment_url } = await startDeposit(payer, 250_000)
    const path = payment_url.slice(t.env.publicOrigin.length)
    const page = await t.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('250.000đ')
    const tampered = await t.app.inject({ method: 'GET', url: path.replace('vnp_Amount=25000000', 'vnp_Amount=35000000') })
    expect(tampered.statusCode).toBe(400)
    const done = await t.app.inject({
      method: 'POST',
      url: '/dev/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment_url, outcome: 'success' }).toString(),
    })
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toMatch(new RegExp(`^${t.env.publicOrigin}/dashboard/deposit/ket-qua\\?.*vnp_TxnRef=${deposit.txn_ref}`))
    // a new account's first deposit earns the 20 % offer
    expect(await balances(payer.id)).toEqual({ main: 250_000, bonus: 50_000 })
  })
})

describe('invoices', () => {
  it('issues one VAT invoice per paid deposit, for the money paid in only, at the rate of the day', async () => {
    const payer = await createTestUser(t.db, 'Người lấy hóa đơn')
    const payerOrg = await createTestOrganization(t.db, 'Công ty Hóa Đơn', [{ user: payer }])
    // its business information: the invoice carries the tax code and address
    await t.db.query(`UPDATE organizations SET tax_code = '0100233488-002', address = '25 Phố Huế, Hà Nội' WHERE id = $1`, [payerOrg])
    const provider = paymentProvider(t.env)
    const gateway = createVnpaySimulator({ tmnCode: provider.tmnCode, hashSecret: provider.hashSecret })
    const deposit = async (amount: number, outcome: 'success' | 'cancel') => {
      const { payment_url } = (await call('POST', '/payment/v1/deposits', payer, { amount }, newKey())).body.data
      await t.app.inject({ method: 'GET', url: `/payment/v1/vnpay/ipn?${gateway.ipnQuery(gateway.result(payment_url, outcome))}` })
    }
    await deposit(1_080_000, 'success')
    await deposit(500_000, 'cancel')
    const list = (await call('GET', '/payment/v1/invoices', payer)).body.data
    expect(list.total).toBe(1)
    const id = list.items[0].id
    const detail = (await call('GET', `/payment/v1/invoices/${id}/detail`, payer)).body.data
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear() % 100
    expect(detail).toMatchObject({
      symbol: `C${year}TAA`,
      number: expect.stringMatching(/^\d{8}$/),
      seller: { name: 'Công ty TNHH Việc Làm Tốt', tax_code: '0316794479' },
      buyer: {
        name: 'Người lấy hóa đơn',
        organization: 'Công ty Hóa Đơn',
        tax_code: '0100233488-002',
        address: '25 Phố Huế, Hà Nội',
        // the organisation's letter tile, and its logo once it has one (decision 0050)
        logo: { id: payerOrg, logo_url: null, initials: 'HĐ' },
      },
      total: 1_080_000,
      issued_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    })
    // the 216.000đ reward is promotion money: not on the invoice
    expect(detail.items).toEqual([{ name: expect.any(String), unit: 'Gói', quantity: 1, unit_price: detail.amount_before_tax, amount: detail.amount_before_tax }])
    expect(detail.amount_before_tax + detail.vat_amount).toBe(1_080_000)
    if (detail.vat_rate === 8) {
      expect(detail).toMatchObject({ amount_before_tax: 1_000_000, vat_amount: 80_000, total_words: 'Một triệu không trăm tám mươi nghìn đồng' })
    }
    await t.db.query(`UPDATE organizations SET logo_url = '/images/logos/hoa-don.svg' WHERE id = $1`, [payerOrg])
    expect((await call('GET', `/payment/v1/invoices/${id}/detail`, payer)).body.data.buyer.logo.logo_url).toBe('/images/logos/hoa-don.svg')
    expect((await call('GET', '/payment/v1/invoices', payer)).body.data.items[0].buyer.logo.logo_url).toBe('/images/logos/hoa-don.svg')
    expect((await call('GET', `/payment/v1/invoices/${id}/detail`, otherEmployer)).status).toBe(403)
    expect((await call('GET', `/payment/v1/invoices/${id}/detail`, null)).status).toBe(401)
    expect((await call('GET', '/payment/v1/invoices/987654321/detail', payer)).status).toBe(404)

    // the same invoice as a PDF file to download, to its account only
    const pdf = (user: TestUser | null, invoiceId = id) =>
      t.app.inject({ method: 'GET', url: `/payment/v1/invoices/${invoiceId}/pdf`, headers: user ? { authorization: `Bearer ${user.token}` } : {} })
    const file = await pdf(payer)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="hoa-don-${detail.symbol}-${detail.number}.pdf"`)
    const bytes = file.rawPayload.toString('latin1')
    expect(bytes.startsWith('%PDF-1.')).toBe(true)
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(bytes.match(/\/Type \/Page\b/g)).toHaveLength(1)
    // its metadata names the invoice and the total in words, from the stored figures (PDF strings
    // in UTF-16 with a byte-order mark, in objects the Info dictionary points to)
    const info = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(bytes)?.[1]
      const literal = new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(bytes)?.[1] ?? ''
      const raw = Buffer.from(literal.replace(/\\([()\\])/g, '$1'), 'latin1')
      return raw.subarray(2).swap16().toString('utf16le')
    }
    expect(info('Title')).toBe(`Hóa đơn GTGT ${detail.symbol} số ${detail.number}`)
    expect(info('Subject')).toBe(detail.total_words)
    expect((await pdf(otherEmployer)).statusCode).toBe(403)
    expect((await pdf(null)).statusCode).toBe(401)
    expect((await pdf(payer, 987654321)).statusCode).toBe(404)
  })

  it('is issued to the organisation the payer chose among those they belong to; another is refused and nothing is created', async () => {
    const payer = await createTestUser(t.db, 'Người làm cho hai công ty')
    const ownOrg = await createTestOrganization(t.db, 'Công ty Của Mình', [{ user: payer }])
    const agencyOrg = await createTestOrganization(t.db, 'Công ty Được Mời', [{ user: payer, role: 'recruiter' }])
    await t.db.query(`UPDATE organizations SET tax_code = '0312345678', address = '12 Lê Lợi, Quận 1, TP.HCM' WHERE id = $1`, [agencyOrg])
    const strangerOrg = await createTestOrganization(t.db, 'Công ty Người Lạ', [{ user: otherEmployer }])

    // the choices: every organisation the payer belongs to, owned first, as the invoice names them
    const choices = await call('GET', '/payment/v1/invoice-organizations', payer)
    expect(choices.status).toBe(200)
    expect(choices.body.data.items).toEqual([
      { id: ownOrg, name: 'Công ty Của Mình', tax_code: null, address: null, role_name: 'Chủ tài khoản', is_default: true },
      { id: agencyOrg, name: 'Công ty Được Mời', tax_code: '0312345678', address: '12 Lê Lợi, Quận 1, TP.HCM', role_name: 'Nhà tuyển dụng', is_default: false },
    ])
    expect((await call('GET', '/payment/v1/invoice-organizations', null)).status).toBe(401)

    // an organisation the payer does not belong to (or none such): refused, no payment, the key free again
    const payments = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [payer.id]))[0].n
    const key = newKey()
    for (const id of [strangerOrg, 987654321]) {
      const refused = await call('POST', '/payment/v1/deposits', payer, { amount: 200_000, invoice_organization_id: id }, key)
      expect(refused).toMatchObject({ status: 400, body: { error: { message: WALLET_MSG.invoiceOrganization } } })
    }
    expect(await payments()).toBe(0)
    const malformed = await call('POST', '/payment/v1/deposits', payer, { amount: 200_000, invoice_organization_id: 0 }, newKey())
    expect(malformed).toMatchObject({ status: 400, body: { error: { message: WALLET_MSG.invoiceOrganization } } })

    // chosen: the organisation where the payer is a recruiter, with its tax code and address
    const provider = paymentProvider(t.env)
    const gateway = createVnpaySimulator({ tmnCode: provider.tmnCode, hashSecret: provider.hashSecret })
    const pay = async (body: Record<string, number>, reuse = newKey()) => {
      const res = await call('POST', '/payment/v1/deposits', payer, body, reuse)
      expect(res.status).toBe(200)
      await t.app.inject({ method: 'GET', url: `/payment/v1/vnpay/ipn?${gateway.ipnQuery(gateway.result(res.body.data.payment_url, 'success'))}` })
    }
    await pay({ amount: 200_000, invoice_organization_id: agencyOrg }, key)
    // none chosen: the organisation they own, as before
    await pay({ amount: 100_000 })
    const buyers = (await call('GET', '/payment/v1/invoices', payer)).body.data.items.map((i: { buyer: object }) => i.buyer)
    expect(buyers).toEqual([
      expect.objectContaining({ name: 'Người làm cho hai công ty', organization: 'Công ty Của Mình', tax_code: null, address: null }),
      expect.objectContaining({ organization: 'Công ty Được Mời', tax_code: '0312345678', address: '12 Lê Lợi, Quận 1, TP.HCM' }),
    ])

    // chosen, then the payer left it before the gateway's notice: the invoice goes to the one they own
    const res = await call('POST', '/payment/v1/deposits', payer, { amount: 150_000, invoice_organization_id: agencyOrg }, newKey())
    await t.db.query('DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2', [agencyOrg, payer.id])
    await t.app.inject({ method: 'GET', url: `/payment/v1/vnpay/ipn?${gateway.ipnQuery(gateway.result(res.body.data.payment_url, 'success'))}` })
    const latest = (await call('GET', '/payment/v1/invoices', payer)).body.data.items[0]
    expect(latest).toMatchObject({ total: 150_000, buyer: { organization: 'Công ty Của Mình' } })
    await expectLedgerConsistent()
  })

  it('takes the rate from the dated table: the reduced 8 % until 31/12/2026, then 10 %', async () => {
    const rateOn = async (day: string) =>
      (await t.db.query<{ rate: number }>(
        `SELECT rate FROM vat_rates WHERE valid_from <= $1::date AND (valid_to IS NULL OR valid_to >= $1::date) ORDER BY valid_from DESC, id DESC LIMIT 1`,
        [day],
      ))[0].rate
    expect(await rateOn('2026-12-31')).toBe(8)
    expect(await rateOn('2027-01-01')).toBe(10)
    expect(await rateOn('2025-06-30')).toBe(10)
    expect(splitVat(1_080_000, 8)).toEqual({ before: 1_000_000, vat: 80_000 })
    expect(splitVat(1_100_000, 10)).toEqual({ before: 1_000_000, vat: 100_000 })
    expect(splitVat(99_999, 8)).toEqual({ before: 92_592, vat: 7_407 })
  })
})

describe('buying services for a job', () => {
  const buy = (user: TestUser | null, body: object, key: string | null = newKey(), path = '/listing/v1/services/buy-job') => call('POST', path, user, body, key)

  it('charges promotion money first, adds the Top Ads badge at once, and ends it on its date', async () => {
    const buyer = await createTestUser(t.db, 'Người mua Top Ads')
    await createTestOrganization(t.db, 'Công ty Mua Top Ads', [{ user: buyer }])
    const [{ organization_id }] = await t.db.query<{ organization_id: number }>('SELECT organization_id FROM organization_members WHERE user_id = $1', [buyer.id])
    const job = await activeJob('Nhân viên kinh doanh Top Ads', Number(organization_id))
    await fund(buyer.id, 500_000, 100_000)
    const price = priceOf(SERVICE.topads, 7)
    const res = await buy(buyer, { classified_id: job, price_id: price.id })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ paid: 300_000, paid_bonus: 100_000, paid_main: 200_000, balances: { account_amount: 300_000, account_bonus: 0 } })
    const [row] = await t.db.query<{ service_ids: number[] }>('SELECT service_ids FROM jobs WHERE id = $1', [job])
    expect(row.service_ids).toContain(SERVICE.topads)
    const topads = (await call('GET', '/listing/v1/jobclassifieds/topads?limit=20', null)).body.data
    expect(topads.map((j: { id: number }) => j.id)).toContain(job)

    // a second week runs after the first
    const second = await buy(buyer, { classified_id: job, price_id: price.id })
    expect(new Date(second.body.data.starts_at).getTime()).toBe(new Date(res.body.data.ends_at).getTime())

    const history = (await call('GET', `/listing/v1/classifieds/${job}/service-history`, buyer)).body.data.items
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({ service_name: 'Top Ads', quantity: 7, unit: 'ngày', paid: 300_000, end_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) })

    // the periods pass: the end task removes the badge
    expect(await endService(t.db, job, SERVICE.topads)).toBe(false)
    await t.db.query(`UPDATE job_services SET starts_at = now() - interval '20 days', ends_at = now() - interval '1 minute' WHERE job_id = $1`, [job])
    expect(await endService(t.db, job, SERVICE.topads)).toBe(true)
    const [after] = await t.db.query<{ service_ids: number[] }>('SELECT service_ids FROM jobs WHERE id = $1', [job])
    expect(after.service_ids).not.toContain(SERVICE.topads)
    await expectLedgerConsistent()
  })

  it('replays the same key without charging again, and refuses the key for another request', async () => {
    const job = await activeJob('Kế toán phát lại')
    await fund(owner.id, 200_000)
    const before = await balances(owner.id)
    const key = newKey()
    const body = { classified_id: job, price_id: priceOf(SERVICE.urgent, 1).id }
    const first = await buy(owner, body, key)
    expect(first.status).toBe(200)
    const replays = await Promise.all([buy(owner, body, key), buy(owner, { price_id: body.price_id, classified_id: job }, key)])
    for (const replay of replays) expect(replay.body.data.transaction_id).toBe(first.body.data.transaction_id)
    const after = await balances(owner.id)
    expect(before.main + before.bonus - (after.main + after.bonus)).toBe(99_000)
    const other = await buy(owner, { classified_id: job, price_id: priceOf(SERVICE.topads, 3).id }, key)
    expect(other).toMatchObject({ status: 409, body: { error: { message: WALLET_MSG.idempotencyReused } } })
    // the badge runs until the deadline: a second one is refused, and charges nothing
    const again = await buy(owner, body)
    expect(again).toMatchObject({ status: 409, body: { error: { message: WALLET_MSG.urgentRunning } } })
    expect(await balances(owner.id)).toEqual(after)
  })

  it('refuses with a clear message and changes nothing when the balance is short, the key missing, or the job not showing', async () => {
    const poor = await createTestUser(t.db, 'Ví trống')
    const poorOrg = await createTestOrganization(t.db, 'Công ty Ví Trống', [{ user: poor }])
    const job = await activeJob('Tin của ví trống', poorOrg)
    await fund(poor.id, 100_000, 40_000)
    const short = await buy(poor, { classified_id: job, price_id: priceOf(SERVICE.topads, 3).id })
    expect(short).toMatchObject({ status: 400, body: { error: { code: 'insufficient_balance', message: WALLET_MSG.insufficient } } })
    expect((await buy(poor, { classified_id: job, price_id: priceOf(SERVICE.topads, 3).id }, null)).body.error.message).toBe(WALLET_MSG.idempotencyMissing)
    expect((await buy(poor, { classified_id: job, price_id: priceOf(null, 5).id })).body.error.message).toBe(WALLET_MSG.priceWrongKind)
    expect((await buy(poor, { classified_id: job, price_id: -1 })).status).toBe(400)
    expect((await buy(poor, { classified_id: job, price_id: priceOf(SERVICE.topads, 3).id, amount: 1 })).status).toBe(400)
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [job])
    expect((await buy(poor, { classified_id: job, price_id: priceOf(SERVICE.display, 15).id })).body.error.message).toBe(WALLET_MSG.jobNotActive)
    expect(await balances(poor.id)).toEqual({ main: 100_000, bonus: 40_000 })
    const [row] = await t.db.query<{ service_ids: number[] }>('SELECT service_ids FROM jobs WHERE id = $1', [job])
    expect(row.service_ids).toEqual([])
  })

  it('lets only members of the job organisation buy for it or read its purchases', async () => {
    const job = await activeJob('Tin của Công ty Ví Tiền')
    await fund(otherEmployer.id, 1_000_000)
    const body = { classified_id: job, price_id: priceOf(SERVICE.display, 15).id }
    expect((await buy(otherEmployer, body)).status).toBe(403)
    expect((await buy(seeker, body)).status).toBe(403)
    expect((await buy(null, body)).status).toBe(401)
    expect((await buy(owner, { ...body, classified_id: 987_654_321 })).status).toBe(404)
    expect((await call('GET', `/listing/v1/classifieds/${job}/service-history`, otherEmployer)).status).toBe(403)
    expect((await call('GET', `/listing/v1/jobclassifieds/${job}/buy-service`, otherEmployer)).status).toBe(403)
    expect(await balances(otherEmployer.id)).toEqual({ main: 1_000_000, bonus: 0 })
    // a recruiter of the organisation buys with their own wallet
    await fund(recruiter.id, 100_000)
    expect((await buy(recruiter, body)).body.data.balances).toEqual({ account_amount: 50_000, account_bonus: 0 })
    const info = (await call('GET', `/listing/v1/jobclassifieds/${job}/buy-service`, recruiter)).body.data
    expect(info.job.services.map((s: { id: number }) => s.id)).toContain(SERVICE.display)
    expect(info.balances.account_amount).toBe(50_000)
  })

  it('a display purchase keeps the job showing past its deadline; a push service pushes at once and then daily', async () => {
    const job = await activeJob('Tin hiển thị và đẩy')
    await fund(owner.id, 500_000)
    const [{ expires_at: before }] = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM jobs WHERE id = $1', [job])
    const display = await buy(owner, { classified_id: job, price_id: priceOf(SERVICE.display, 30).id })
    const [{ expires_at: after }] = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM jobs WHERE id = $1', [job])
    expect(new Date(after).getTime()).toBe(new Date(display.body.data.ends_at).getTime())
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime())

    const push = await buy(owner, { classified_id: job, price_id: priceOf(SERVICE.push, 7).id })
    expect(push.status).toBe(200)
    const pushes = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_push_ups WHERE job_id = $1 AND source = 'paid'`, [job]))[0].n
    expect(await pushes()).toBe(1)
    const tasks = await t.db.query<{ run_at: Date }>(`SELECT run_at FROM background_jobs WHERE kind = 'wallet.service-push' AND payload->>'job_id' = $1`, [String(job)])
    expect(tasks).toHaveLength(1)
    expect(await runServicePush(t.db, job, new Date(Date.now() + DAY))).toBe(true)
    expect(await pushes()).toBe(2)
  })

  it('a push-up package adds paid push-ups that job-up-now spends once the free one of the day is used', async () => {
    const job = await activeJob('Tin mua lượt đẩy')
    await fund(owner.id, 40_000)
    const res = await buy(owner, { classified_id: job, price_id: priceOf(null, 5).id }, newKey(), '/listing/v1/services/buy-job-up')
    expect(res.status).toBe(200)
    const up = () => call('POST', `/listing/v1/classifieds/${job}/job-up-now`, owner, {})
    expect((await up()).status).toBe(200) // the free one
    expect((await up()).status).toBe(200) // a paid one
    const [{ paid_ups_left }] = await t.db.query<{ paid_ups_left: number }>('SELECT paid_ups_left FROM jobs WHERE id = $1', [job])
    expect(paid_ups_left).toBe(4)
  })

  it('buys contact unlocks for the account', async () => {
    await fund(owner.id, 30_000)
    const res = await buy(owner, { price_id: priceOf(SERVICE.buyCandidate, 1).id }, newKey(), '/listing/v1/services/buy-candidate')
    expect(res.status).toBe(200)
    const [{ candidate_credits }] = await t.db.query<{ candidate_credits: number }>('SELECT candidate_credits FROM users WHERE id = $1', [owner.id])
    expect(candidate_credits).toBe(1)
  })

  it('lists the transactions with running balances, newest first, to their account only', async () => {
    const user = await createTestUser(t.db, 'Người xem lịch sử')
    const org = await createTestOrganization(t.db, 'Công ty Lịch Sử', [{ user }])
    await fund(user.id, 300_000, 50_000)
    await buy(user, { classified_id: await activeJob('Tin lịch sử', org), price_id: priceOf(SERVICE.topads, 3).id })
    const list = (await call('GET', '/payment/v1/transactions', user)).body.data
    expect(list.total).toBe(3)
    expect(list.items.map((i: { kind: string }) => i.kind)).toEqual(['purchase', 'reward', 'deposit'])
    expect(list.items[0]).toMatchObject({ amount: 150_000, main: -100_000, bonus: -50_000, main_after: 200_000, bonus_after: 0, kind_name: 'Mua dịch vụ' })
    expect(list.items[2]).toMatchObject({ main: 300_000, main_after: 300_000, bonus_after: 0 })
    expect((await call('GET', '/payment/v1/transactions', null)).status).toBe(401)
    expect((await call('GET', '/payment/v1/transactions', otherEmployer)).body.data.items.every((i: { description: string }) => i.description !== 'Tặng thử' || true)).toBe(true)
  })
})

describe('concurrent purchases on one account', () => {
  // 1,000 on the PostgreSQL server (the figure); fewer on the embedded engine, which runs one at a time anyway
  const attempts = testEngine === 'postgresql' ? 1000 : 60
  const affordable = testEngine === 'postgresql' ? 400 : 24

  it(`${attempts} purchases at once on a balance for exactly ${affordable}: that many charged, a balance of 0, the ledger equal to the balance`, async () => {
    const buyer = await createTestUser(t.db, 'Người mua dồn dập')
    await createTestOrganization(t.db, 'Công ty Dồn Dập', [{ user: buyer }])
    const [{ organization_id }] = await t.db.query<{ organization_id: number }>('SELECT organization_id FROM organization_members WHERE user_id = $1', [buyer.id])
    const job = await activeJob('Tin mua dồn dập', Number(organization_id))
    const price = priceOf(null, 5)
    await fund(buyer.id, price.price * affordable)
    const results = await Promise.all(
      Array.from({ length: attempts }, () => buy_(buyer, { classified_id: job, price_id: price.id })),
    )
    const okCount = results.filter((r) => r.status === 200).length
    expect(okCount).toBe(affordable)
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error.code === 'insufficient_balance')).toBe(true)
    expect(await balances(buyer.id)).toEqual({ main: 0, bonus: 0 })
    const [{ paid_ups_left }] = await t.db.query<{ paid_ups_left: number }>('SELECT paid_ups_left FROM jobs WHERE id = $1', [job])
    expect(paid_ups_left).toBe(affordable * 5)
    await expectLedgerConsistent()
  }, 120_000)

  const buy_ = (user: TestUser, body: object) => call('POST', '/listing/v1/services/buy-job-up', user, body, newKey())
})

it('keeps the wallet limits in one place', () => {
  expect(WALLET.depositPresets.every((a) => a >= WALLET.depositMin && a <= WALLET.depositMax)).toBe(true)
})

describe('coupons', () => {
  const buyWith = (user: TestUser, body: object) => call('POST', '/listing/v1/services/buy-job', user, body, newKey())

  it('applies a code at purchase once per account, and refuses expired, unknown, too small or other kinds with a clear message', async () => {
    const buyer = await createTestUser(t.db, 'Người dùng mã giảm giá')
    const org = await createTestOrganization(t.db, 'Công ty Mã Giảm Giá', [{ user: buyer }])
    const job = await activeJob('Tin dùng mã giảm giá', org)
    await fund(buyer.id, 1_000_000)
    await t.db.query(
      `INSERT INTO coupons (code, description, kind, value, min_order, kinds, user_id, starts_at, ends_at) VALUES
         ('HETHAN10', 'Đã hết hạn', 'amount', 10000, 0, '{}', NULL, now() - interval '10 days', now() - interval '1 day'),
         ('RIENGTU30', 'Mã riêng', 'percent', 30, 0, '{job}', $1, now() - interval '1 day', now() + interval '10 days'),
         ('CHUADEN10', 'Chưa đến hạn', 'amount', 10000, 0, '{}', NULL, now() + interval '1 day', now() + interval '10 days')`,
      [buyer.id],
    )
    const topads7 = priceOf(SERVICE.topads, 7).id
    const cases: Array<[string, number, string]> = [
      ['HETHAN10', topads7, COUPON_MSG.expired],
      ['CHUADEN10', topads7, COUPON_MSG.notStarted],
      ['KHONGCO99', topads7, COUPON_MSG.notFound],
      ['CHAOMUNG50', priceOf(SERVICE.urgent, 1).id, COUPON_MSG.minOrder(200_000)],
      ['ab', topads7, COUPON_MSG.codeFormat],
    ]
    for (const [code, price_id, message] of cases) {
      const res = await buyWith(buyer, { classified_id: job, price_id, coupon_code: code })
      expect(res.status, code).toBe(400)
      expect(res.body.error.message, code).toBe(message)
    }
    expect(await balances(buyer.id)).toEqual({ main: 1_000_000, bonus: 0 })
    // another account's personal coupon does not exist for this one
    expect((await call('POST', '/listing/v1/coupons/check', owner, { code: 'RIENGTU30', price_id: topads7 })).body.error.message).toBe(COUPON_MSG.notFound)

    const check = await call('POST', '/listing/v1/coupons/check', buyer, { code: ' riengtu30 ', price_id: topads7 })
    expect(check.body.data).toMatchObject({ code: 'RIENGTU30', discount: 90_000, pay: 210_000 })
    const bought = await buyWith(buyer, { classified_id: job, price_id: topads7, coupon_code: 'riengtu30' })
    expect(bought.body.data).toMatchObject({ paid: 210_000, discount: 90_000, coupon_code: 'RIENGTU30' })
    expect(await balances(buyer.id)).toEqual({ main: 790_000, bonus: 0 })
    const again = await buyWith(buyer, { classified_id: job, price_id: topads7, coupon_code: 'RIENGTU30' })
    expect(again.body.error.message).toBe(COUPON_MSG.used)
    // a contact-unlock price is not a job service: the job-only coupon does not apply
    const candidate = await call('POST', '/listing/v1/coupons/check', buyer, { code: 'TOPADS20', price_id: priceOf(SERVICE.buyCandidate, 10).id })
    expect(candidate.body.error.message).toBe(COUPON_MSG.notApplicable)

    const mine = (await call('POST', '/listing/v1/my-coupons', buyer, {})).body.data.items as Array<{ code: string; state: string; personal: boolean }>
    expect(mine.find((c) => c.code === 'RIENGTU30')).toMatchObject({ state: 'used', personal: true })
    expect(mine.find((c) => c.code === 'HETHAN10')?.state).toBe('expired')
    expect(mine.find((c) => c.code === 'CHAOMUNG50')?.state).toBe('usable')
    expect((await call('POST', '/listing/v1/my-coupons', owner, {})).body.data.items.map((c: { code: string }) => c.code)).not.toContain('RIENGTU30')
    expect((await call('POST', '/listing/v1/my-coupons', null, {})).status).toBe(401)
    await expectLedgerConsistent()
  })

  it('lets one coupon be used once even by concurrent purchases of the account', async () => {
    const buyer = await createTestUser(t.db, 'Người dùng mã đồng thời')
    const org = await createTestOrganization(t.db, 'Công ty Đồng Thời', [{ user: buyer }])
    const job = await activeJob('Tin mã đồng thời', org)
    await fund(buyer.id, 2_000_000)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/listing/v1/services/buy-job', buyer, { classified_id: job, price_id: priceOf(SERVICE.topads, 7).id, coupon_code: 'CHAOMUNG50' }, newKey())),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400).every((r) => r.body.error.message === COUPON_MSG.used)).toBe(true)
    expect(await balances(buyer.id)).toEqual({ main: 2_000_000 - 250_000, bonus: 0 })
  })
})

describe('loyalty ranks', () => {
  it('rises with the main-balance money paid for services, and the daily review lowers it once that spending ages out', async () => {
    const buyer = await createTestUser(t.db, 'Khách hàng thân thiết')
    const org = await createTestOrganization(t.db, 'Công ty Thân Thiết', [{ user: buyer }])
    const job = await activeJob('Tin thân thiết', org)
    await fund(buyer.id, 2_000_000, 500_000)
    const rank = async () => (await call('GET', '/identity/v1/loyalty', buyer)).body.data
    // 1.080.000đ of Top Ads: 500.000đ of promotion money first, so 580.000đ of real money: still Thường
    await call('POST', '/listing/v1/services/buy-job', buyer, { classified_id: job, price_id: priceOf(SERVICE.topads, 30).id }, newKey())
    expect(await rank()).toEqual({ loyalty_id: 1, name: 'Thường' })
    // another 590.000đ: 1.170.000đ paid in the year, Đồng
    await call('POST', '/listing/v1/services/buy-job', buyer, { classified_id: job, price_id: priceOf(SERVICE.topads, 15).id }, newKey())
    expect(await rank()).toEqual({ loyalty_id: 2, name: 'Đồng' })
    expect(loyaltyFor(5_000_000)).toBe(3)
    expect(loyaltyFor(99_999_999)).toBe(5)
    // a year and a day later the purchases no longer count
    expect(await reviewLoyalty(t.db, new Date(Date.now() + 366 * DAY))).toBeGreaterThanOrEqual(1)
    expect((await rank()).loyalty_id).toBe(1)
  })
})
