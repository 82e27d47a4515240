// The wallet's API (SPEC 7.2 service-prices/job and services/buy-job, 7.3 buy-service, 7.4
// buy-job-up and service-history; deposits and the ledger under /payment/v1, paths the spec does
// not show; docs/decisions/0015-wallet.md). A wallet is its account's own: every read and spend is
// scoped to the caller (anonymous 401); a purchase for a job needs membership of its organisation
// (403 otherwise, 404 for no such job). Every paid request carries an Idempotency-Key header.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { idList, objectSchema, withProperties } from '../../../src/domain/validation/json-schema'
import { rules, type IntegerRule, type StringRule } from '../../../src/domain/validation/rules'
import { COUPON_MSG, JOB_SERVICES, JOB_SERVICES_MSG, WALLET, WALLET_MSG, depositAmountError, invoicePdfName, type PriceKind } from '../../../src/domain/wallet'
import type { RouteContext } from '../../context'
import { badRequest, forbidden, notFound } from '../../lib/errors'
import { ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import { memberRole } from '../access/memberships'
import { applyCoupon, myCoupons } from './coupons'
import { idempotencyOf } from './idempotency'
import { invoiceDetail, listInvoices } from './invoices'
import { IPN_REPLY } from './vnpay'
import { createDeposit, depositOf, paymentProvider, settlePayment, type Query } from './payments'
import { buyCandidateCredits, buyForJob, serviceHistory, servicePrices } from './services'
import { buyServiceInfo, transactions } from './wallet.service'
import { buyBasket, jobServiceSettings, saveJobServiceSettings } from './job-services'

const TAGS = ['wallet']
const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', description: `Mã duy nhất của yêu cầu (${WALLET.idempotencyKeyPattern}); gửi lại cùng mã và nội dung: trả kết quả lần đầu, không trừ tiền lần nữa` } },
}

const couponRule: StringRule = { type: 'string', label: 'Mã giảm giá', maxLength: { value: 30, message: COUPON_MSG.codeFormat }, pattern: { source: '^\\s*[A-Za-z0-9]{4,30}\\s*$', message: COUPON_MSG.codeFormat } }
const priceRule: IntegerRule = { type: 'integer', label: 'Gói dịch vụ', required: 'Vui lòng chọn gói dịch vụ', min: { value: 1, message: 'Gói dịch vụ không hợp lệ.' }, max: { value: 2 ** 31 - 1, message: 'Gói dịch vụ không hợp lệ.' } }
const jobRule: IntegerRule = { ...rules.id, label: 'Tin tuyển dụng', required: 'Vui lòng chọn tin tuyển dụng', min: { value: 1, message: 'Mã tin không hợp lệ.' }, max: { value: 2 ** 53 - 1, message: 'Mã tin không hợp lệ.' } }
const amountRule: IntegerRule = {
  type: 'integer',
  label: 'Số tiền nạp',
  required: 'Vui lòng nhập số tiền nạp',
  min: { value: WALLET.depositMin, message: WALLET_MSG.depositMin },
  max: { value: WALLET.depositMax, message: WALLET_MSG.depositMax },
}

const Price = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  service_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  price: Type.Integer(),
  price_text: Type.String(),
})
const Balances = Type.Object({ account_amount: Type.Integer(), account_bonus: Type.Integer() })
const NullableString = Type.Union([Type.String(), Type.Null()])
const Purchase = Type.Object({
  message: Type.String(),
  transaction_id: Type.Integer(),
  price: Price,
  paid: Type.Integer(),
  discount: Type.Integer(),
  coupon_code: NullableString,
  paid_bonus: Type.Integer(),
  paid_main: Type.Integer(),
  balances: Balances,
  starts_at: NullableString,
  ends_at: NullableString,
  end_date: NullableString,
})
const Deposit = Type.Object({
  id: Type.Integer(),
  txn_ref: Type.String(),
  provider: Type.String(),
  amount: Type.Integer(),
  amount_text: Type.String(),
  reward: Type.Integer(),
  status: Type.String(),
  status_name: Type.String(),
  message: Type.String(),
  response_code: NullableString,
  created_at: Type.String(),
  paid_at: NullableString,
})

export default async function walletRoutes(app: FastifyInstance, { db, env }: RouteContext) {
  const provider = paymentProvider(env)

  app.get(
    '/listing/v1/service-prices/job',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Bảng giá dịch vụ đang bán (đơn vị: ngày hoặc lượt)', response: responses(Type.Object({ items: Type.Array(Price) })) } },
    async () => ok({ items: await servicePrices(db) }),
  )

  app.get<{ Params: { id: number } }>(
    '/listing/v1/jobclassifieds/:id/buy-service',
    {
      config: { access: memberOf('job') },
      schema: {
        tags: TAGS,
        summary: 'Dữ liệu trang mua dịch vụ cho một tin: tin, dịch vụ đang chạy, bảng giá và số dư của người gọi',
        params: objectSchema({ id: rules.id }, ['id']),
        response: responses(Type.Any(), [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await buyServiceInfo(db, request.params.id, userOf(request).id)),
  )

  const buyBody = objectSchema({ classified_id: jobRule, price_id: priceRule, coupon_code: couponRule }, ['classified_id', 'price_id'])
  const buyRoute = (path: string, kinds: PriceKind[], summary: string) =>
    app.post<{ Body: { classified_id: number; price_id: number; coupon_code?: string } }>(
      path,
      {
        config: { access: 'user' },
        schema: { tags: TAGS, summary, headers: IDEMPOTENCY_HEADER, body: buyBody, response: responses(Purchase, [400, 401, 403, 404, 409]) },
      },
      async (request) => {
        const user = userOf(request)
        const idempotency = idempotencyOf(request, path)
        const [job] = await db.query<{ organization_id: number }>('SELECT organization_id FROM jobs WHERE id = $1', [request.body.classified_id])
        if (!job) throw notFound()
        if (!(await memberRole(db, user.id, Number(job.organization_id)))) throw forbidden()
        const { classified_id: jobId, price_id: priceId, coupon_code: couponCode } = request.body
        const input = { userId: user.id, organizationId: Number(job.organization_id), jobId, priceId, kinds, couponCode }
        return ok(await buyForJob(db, input, idempotency))
      },
    )
  buyRoute('/listing/v1/services/buy-job', ['job'], 'Mua dịch vụ cho một tin (Top Ads, Tuyển gấp, Đẩy tin, Hiển thị tin): trả bằng tiền khuyến mãi trước, rồi tài khoản chính')
  buyRoute('/listing/v1/services/buy-job-up', ['job_up'], 'Mua gói lượt đẩy tin cho một tin (dùng khi đã hết lượt đẩy miễn phí trong ngày)')

  // SPEC 7.9 "jobservices settings and buy" (docs/decisions/0027-job-service-settings.md)
  const basketItems = { ...idList(JOB_SERVICES_MSG.basketItem, JOB_SERVICES.basketMax), 'x-messages': { type: JOB_SERVICES_MSG.basketItem, minItems: JOB_SERVICES_MSG.basketEmpty, maxItems: JOB_SERVICES_MSG.basketTooMany } }
  app.post<{ Body: { classified_id: number; items: number[]; coupon_code?: string } }>(
    '/job/v1/jobservices/buy',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Mua nhiều gói dịch vụ (1-${JOB_SERVICES.basketMax}) cho một tin trong một lần thanh toán: tất cả hoặc không gói nào; tiền khuyến mãi trước; mã giảm giá áp dụng cho gói đầu tiên hợp lệ`,
        headers: IDEMPOTENCY_HEADER,
        body: withProperties(objectSchema({ classified_id: jobRule, coupon_code: couponRule }, ['classified_id']), { items: basketItems }, ['items'], { items: JOB_SERVICES_MSG.basketEmpty }),
        response: responses(Type.Any(), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const user = userOf(request)
      const idempotency = idempotencyOf(request, '/job/v1/jobservices/buy')
      const [job] = await db.query<{ organization_id: number }>('SELECT organization_id FROM jobs WHERE id = $1', [request.body.classified_id])
      if (!job) throw notFound()
      if (!(await memberRole(db, user.id, Number(job.organization_id)))) throw forbidden()
      const { classified_id: jobId, items: priceIds, coupon_code: couponCode } = request.body
      return ok(await buyBasket(db, { userId: user.id, organizationId: Number(job.organization_id), jobId, priceIds, couponCode }, idempotency))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/jobservices/:id/settings',
    {
      config: { access: memberOf('job') },
      schema: {
        tags: TAGS,
        summary: 'Cài đặt dịch vụ của tin: "Tự động gia hạn" từng dịch vụ theo ngày đang chạy, hạn mức chi tiêu mỗi tháng, số tiền đã gia hạn tháng này',
        params: objectSchema({ id: rules.id }, ['id']),
        response: responses(Type.Any(), [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await jobServiceSettings(db, request.params.id, userOf(request).id)),
  )

  const renewIds = {
    type: 'array',
    maxItems: JOB_SERVICES.renewableServiceIds.length,
    items: { type: 'integer', 'x-messages': { type: JOB_SERVICES_MSG.serviceNotRenewable } },
    'x-messages': { type: JOB_SERVICES_MSG.servicesList, maxItems: JOB_SERVICES_MSG.servicesList },
  }
  const capRule: IntegerRule = {
    type: 'integer',
    label: 'Hạn mức chi tiêu mỗi tháng',
    min: { value: JOB_SERVICES.capMin, message: JOB_SERVICES_MSG.capMin },
    max: { value: JOB_SERVICES.capMax, message: JOB_SERVICES_MSG.capMax },
  }
  app.put<{ Params: { id: number }; Body: { auto_renew_service_ids: number[]; monthly_cap?: number } }>(
    '/job/v1/jobservices/:id/settings',
    {
      config: { access: memberOf('job') },
      schema: {
        tags: TAGS,
        summary: `Lưu "Tự động gia hạn" (7016, 7004, 7002) và hạn mức chi tiêu mỗi tháng (${JOB_SERVICES.capMin}-${JOB_SERVICES.capMax} đồng); ví của người bật trả tiền gia hạn`,
        params: objectSchema({ id: rules.id }, ['id']),
        body: withProperties(objectSchema({ monthly_cap: capRule }), { auto_renew_service_ids: renewIds }, ['auto_renew_service_ids'], { auto_renew_service_ids: JOB_SERVICES_MSG.servicesList }),
        response: responses(Type.Any(), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { organizationId } = membershipOf(request)
      const input = { jobId: request.params.id, organizationId, userId: userOf(request).id, serviceIds: request.body.auto_renew_service_ids, monthlyCap: request.body.monthly_cap }
      return ok(await saveJobServiceSettings(db, input))
    },
  )

  app.post<{ Body: { price_id: number; coupon_code?: string } }>(
    '/listing/v1/services/buy-candidate',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Mua lượt xem liên hệ ứng viên (7001) cho tài khoản',
        headers: IDEMPOTENCY_HEADER,
        body: objectSchema({ price_id: priceRule, coupon_code: couponRule }, ['price_id']),
        response: responses(Purchase, [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const idempotency = idempotencyOf(request, '/listing/v1/services/buy-candidate')
      return ok(await buyCandidateCredits(db, userOf(request).id, request.body.price_id, request.body.coupon_code, idempotency))
    },
  )

  app.post<{ Body: { code: string; price_id: number } }>(
    '/listing/v1/coupons/check',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Kiểm tra mã giảm giá cho một gói: số tiền giảm và số tiền phải trả, hoặc lý do không dùng được (400)',
        body: objectSchema({ code: { ...couponRule, required: 'Vui lòng nhập mã giảm giá' }, price_id: priceRule }, ['code', 'price_id']),
        response: responses(Type.Object({ code: Type.String(), discount: Type.Integer(), pay: Type.Integer(), message: Type.String() }), [400, 401, 404]),
      },
    },
    async (request) => {
      const [price] = await db.query<{ kind: PriceKind; price: number }>('SELECT kind, price FROM service_prices WHERE id = $1 AND is_active', [request.body.price_id])
      if (!price) throw notFound(WALLET_MSG.priceNotFound)
      const coupon = await applyCoupon(db, userOf(request).id, request.body.code, { kind: price.kind, price: Number(price.price) })
      return ok({ code: coupon.code, discount: coupon.discount, pay: Number(price.price) - coupon.discount, message: COUPON_MSG.applied(coupon.discount) })
    },
  )

  app.post(
    '/listing/v1/my-coupons',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Mã giảm giá của người gọi và mã công khai: còn dùng được trước, kèm trạng thái và thời hạn (dd/MM/yyyy)',
        body: { type: 'object', properties: {}, additionalProperties: false },
        response: responses(Type.Any(), [400, 401]),
      },
    },
    async (request) => ok(await myCoupons(db, userOf(request).id)),
  )

  app.get<{ Params: { id: number } }>(
    '/listing/v1/classifieds/:id/service-history',
    {
      config: { access: memberOf('job') },
      schema: { tags: TAGS, summary: 'Các lần mua dịch vụ cho tin, mới nhất trước, với thời gian chạy (dd/MM/yyyy)', params: objectSchema({ id: rules.id }, ['id']), response: responses(Type.Any(), [400, 401, 403, 404]) },
    },
    async (request) => ok(await serviceHistory(db, request.params.id)),
  )

  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/payment/v1/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Lịch sử giao dịch của ví người gọi (nạp tiền, khuyến mãi, mua dịch vụ, hoàn tiền) với số dư sau mỗi giao dịch',
        querystring: objectSchema({ offset: rules.offset, limit: rules.limit }),
        response: responses(Type.Any(), [400, 401]),
      },
    },
    async (request) => ok(await transactions(db, userOf(request).id, request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit)),
  )

  app.post<{ Body: { amount: number } }>(
    '/payment/v1/deposits',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Tạo giao dịch nạp tiền và đường dẫn thanh toán (${WALLET.depositMin}-${WALLET.depositMax} đồng, bội số ${WALLET.depositStep}); tiền chỉ vào ví khi cổng thanh toán xác nhận (IPN)`,
        headers: IDEMPOTENCY_HEADER,
        body: objectSchema({ amount: amountRule }, ['amount']),
        response: responses(Type.Object({ deposit: Deposit, payment_url: Type.String() }), [400, 401, 409]),
      },
    },
    async (request) => {
      const amountError = depositAmountError(request.body.amount)
      if (amountError) throw badRequest(amountError)
      const idempotency = idempotencyOf(request, '/payment/v1/deposits')
      return ok(await createDeposit(db, provider, { userId: userOf(request).id, amount: request.body.amount, ipAddr: request.ip }, idempotency))
    },
  )

  app.get<{ Params: { ref: string } }>(
    '/payment/v1/deposits/:ref',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Một giao dịch nạp tiền của người gọi (trang kết quả đọc trạng thái ở đây; trang đó không bao giờ cộng tiền)',
        params: { type: 'object', properties: { ref: { type: 'string', pattern: '^[A-Za-z0-9]{1,34}$', 'x-messages': { pattern: WALLET_MSG.paymentNotFound } } }, required: ['ref'] },
        response: responses(Deposit, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await depositOf(db, userOf(request).id, request.params.ref)),
  )

  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/payment/v1/invoices',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Hóa đơn GTGT của người gọi (mỗi lần nạp tiền thành công một hóa đơn), mới nhất trước',
        querystring: objectSchema({ offset: rules.offset, limit: rules.limit }),
        response: responses(Type.Any(), [400, 401]),
      },
    },
    async (request) => ok(await listInvoices(db, userOf(request).id, request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit)),
  )

  app.get<{ Params: { id: number } }>(
    '/payment/v1/invoices/:id/detail',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Chi tiết hóa đơn GTGT (người bán, người mua, ký hiệu, số, hàng hóa, thuế suất, tổng tiền bằng chữ); chỉ chủ tài khoản',
        params: objectSchema({ id: rules.id }, ['id']),
        response: responses(Type.Any(), [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await invoiceDetail(db, userOf(request).id, request.params.id)),
  )

  app.get<{ Params: { id: number } }>(
    '/payment/v1/invoices/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Hóa đơn GTGT dạng PDF (A4, tải về); chỉ chủ tài khoản',
        params: objectSchema({ id: rules.id }, ['id']),
        response: responses(Type.Any(), [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const invoice = await invoiceDetail(db, userOf(request).id, request.params.id)
      // pdfkit and its fonts load with the first PDF asked for, not with every API start
      const { renderInvoicePdf } = await import('./invoice-pdf')
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoicePdfName(invoice)}"`)
        .header('cache-control', 'private, no-store')
        .send(await renderInvoicePdf(invoice))
    },
  )

  // VNPay calls the IPN with GET; the local gateway does the same. Always 200 with VNPay's codes.
  app.get<{ Querystring: Query }>(
    '/payment/v1/vnpay/ipn',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'IPN của VNPay 2.1.0: xác minh chữ ký, số tiền, trạng thái; cộng tiền đúng một lần' } },
    async (request, reply) => {
      try {
        return await settlePayment(db, provider, request.query)
      } catch (error) {
        request.log.error({ err: error }, 'vnpay ipn')
        return reply.send(IPN_REPLY.unknown)
      }
    },
  )
}
