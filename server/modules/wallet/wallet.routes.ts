// The wallet's API, registered from its contract (src/domain/contract/wallet.ts: paths, schemas and
// the types of what each route accepts and answers; a handler returns the answer's data, which the
// registrar puts in the envelope; docs/decisions/0015-wallet.md, 0035-api-contract.md).
// A wallet is its account's own: every read and spend is scoped to the caller (anonymous 401); a
// purchase for a job needs membership of its organisation (403 otherwise, 404 for no such job).
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { walletContract } from '../../../src/domain/contract/wallet'
import { COUPON_MSG, WALLET_MSG, invoicePdfName, type PriceKind } from '../../../src/domain/wallet'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { forbidden, notFound } from '../../lib/errors'
import { memberOf, membershipOf, userOf } from '../access/access'
import { memberRole } from '../access/memberships'
import { applyCoupon, myCoupons } from './coupons'
import { idempotencyOf } from './idempotency'
import { invoiceDetail, invoiceOrganizations, listInvoices } from './invoices'
import { IPN_REPLY } from './vnpay'
import { createDeposit, depositOf, paymentProvider, settlePayment, type Query } from './payments'
import { buyCandidateCredits, buyForJob, popularPrices, serviceHistory, servicePrices } from './services'
import type { PopularPrice } from '../../../src/domain/contract/wallet'
import { buyServiceInfo, transactions } from './wallet.service'
import { buyBasket, jobServiceSettings, saveJobServiceSettings } from './job-services'

const { operations } = walletContract

export default async function walletRoutes(app: FastifyInstance, { db, env }: RouteContext) {
  const provider = paymentProvider(env)
  const route = contractRoutes(app, walletContract)

  /** The organisation of the job a purchase is for, when the caller is one of its members (404 no job, 403 not a member). */
  async function buyerOrganization(userId: number, jobId: number): Promise<number> {
    const [job] = await db.query<{ organization_id: number }>('SELECT organization_id FROM jobs WHERE id = $1', [jobId])
    if (!job) throw notFound()
    if (!(await memberRole(db, userId, Number(job.organization_id)))) throw forbidden()
    return Number(job.organization_id)
  }

  // the popular packages count a month of purchases: counted again at most every few minutes per instance
  let popular: { at: number; items: Promise<PopularPrice[]> } | null = null
  const POPULAR_TTL_MS = env.nodeEnv === 'test' ? 0 : 5 * 60 * 1000
  route('prices', { access: 'public' }, async () => {
    if (!popular || Date.now() - popular.at >= POPULAR_TTL_MS) {
      const items = popularPrices(db)
      popular = { at: Date.now(), items }
      items.catch(() => (popular = null))
    }
    const [items, popularItems] = await Promise.all([servicePrices(db), popular.items])
    return { items, popular: popularItems }
  })

  route('buyServiceInfo', { access: memberOf('job') }, async (request) => buyServiceInfo(db, request.params.id, userOf(request).id))

  for (const [name, kind] of [
    ['buyJob', 'job'],
    ['buyJobUp', 'job_up'],
  ] as const) {
    route(name, { access: 'user' }, async (request) => {
      const user = userOf(request)
      const idempotency = idempotencyOf(request, operations[name].path)
      const { classified_id: jobId, price_id: priceId, coupon_code: couponCode } = request.body
      const organizationId = await buyerOrganization(user.id, jobId)
      return buyForJob(db, { userId: user.id, organizationId, jobId, priceId, kinds: [kind], couponCode }, idempotency)
    })
  }

  // SPEC 7.9 "jobservices settings and buy" (docs/decisions/0027-job-service-settings.md)
  route('buyBasket', { access: 'user' }, async (request) => {
    const user = userOf(request)
    const idempotency = idempotencyOf(request, operations.buyBasket.path)
    const { classified_id: jobId, items: priceIds, coupon_code: couponCode } = request.body
    const organizationId = await buyerOrganization(user.id, jobId)
    return buyBasket(db, { userId: user.id, organizationId, jobId, priceIds, couponCode }, idempotency)
  })

  route('jobServiceSettings', { access: memberOf('job') }, async (request) => jobServiceSettings(db, request.params.id, userOf(request).id))

  route('saveJobServiceSettings', { access: memberOf('job') }, async (request) => {
    const { organizationId } = membershipOf(request)
    const input = { jobId: request.params.id, organizationId, userId: userOf(request).id, serviceIds: request.body.auto_renew_service_ids, monthlyCap: request.body.monthly_cap }
    return saveJobServiceSettings(db, input)
  })

  route('buyCandidate', { access: 'user' }, async (request) => {
    const idempotency = idempotencyOf(request, operations.buyCandidate.path)
    return buyCandidateCredits(db, userOf(request).id, request.body.price_id, request.body.coupon_code, idempotency)
  })

  route('checkCoupon', { access: 'user' }, async (request) => {
    const [price] = await db.query<{ kind: PriceKind; price: number }>('SELECT kind, price FROM service_prices WHERE id = $1 AND is_active', [request.body.price_id])
    if (!price) throw notFound(WALLET_MSG.priceNotFound)
    const coupon = await applyCoupon(db, userOf(request).id, request.body.code, { kind: price.kind, price: Number(price.price) })
    return { code: coupon.code, discount: coupon.discount, pay: Number(price.price) - coupon.discount, message: COUPON_MSG.applied(coupon.discount) }
  })

  route('myCoupons', { access: 'user' }, async (request) => myCoupons(db, userOf(request).id))

  route('serviceHistory', { access: memberOf('job') }, async (request) => serviceHistory(db, request.params.id))

  route('transactions', { access: 'user' }, async (request) =>
    transactions(db, userOf(request).id, request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit),
  )

  route('createDeposit', { access: 'user' }, async (request) => {
    const idempotency = idempotencyOf(request, operations.createDeposit.path)
    const { amount, invoice_organization_id: invoiceOrganizationId } = request.body
    return createDeposit(db, provider, { userId: userOf(request).id, amount, ipAddr: request.ip, invoiceOrganizationId }, idempotency)
  })

  route('invoiceOrganizations', { access: 'user' }, async (request) => ({ items: await invoiceOrganizations(db, userOf(request).id) }))

  route('deposit', { access: 'user' }, async (request) => depositOf(db, userOf(request).id, request.params.ref))

  route('invoices', { access: 'user' }, async (request) =>
    listInvoices(db, userOf(request).id, request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit),
  )

  route('invoice', { access: 'user' }, async (request) => invoiceDetail(db, userOf(request).id, request.params.id))

  route('invoicePdf', { access: 'user' }, async (request, reply) => {
    const invoice = await invoiceDetail(db, userOf(request).id, request.params.id)
    // pdfkit and its fonts load with the first PDF asked for, not with every API start
    const { renderInvoicePdf } = await import('./invoice-pdf')
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoicePdfName(invoice)}"`)
      .header('cache-control', 'private, no-store')
      .send(await renderInvoicePdf(invoice))
  })

  // VNPay calls the IPN with GET; the local gateway does the same. Always 200 with VNPay's codes.
  // Its query is VNPay's signed parameters, which settlePayment verifies before reading any of them.
  route('vnpayIpn', { access: 'public' }, async (request) => {
    try {
      return await settlePayment(db, provider, request.query as Query)
    } catch (error) {
      request.log.error({ err: error }, 'vnpay ipn')
      return IPN_REPLY.unknown
    }
  })
}
