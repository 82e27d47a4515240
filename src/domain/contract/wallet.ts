// The wallet's contract (docs/decisions/0035-api-contract.md): each operation's schemas and the
// types derived from them. A wallet is its account's own: every read and spend is scoped to the
// caller (anonymous 401); a purchase for a job needs membership of its organisation (403 otherwise,
// 404 for no such job). Every paid request carries an Idempotency-Key header
// (docs/decisions/0015-wallet.md, 0027-job-service-settings.md).
import { Type, type Static } from '@sinclair/typebox'
import { rules, type IntegerRule, type StringRule } from '../validation/rules'
import {
  CAP_RULE,
  DEPOSIT_AMOUNT_RULE,
  COUPON_CHECK_RULE,
  COUPON_CODE_RULE,
  COUPON_STATES,
  JOB_SERVICES,
  JOB_SERVICES_MSG,
  PAYMENT_STATUSES,
  PRICE_KINDS,
  TRANSACTION_KINDS,
  WALLET,
  WALLET_MSG,
  POPULAR_REASONS,
} from '../wallet'
import { defineContract } from './define'
import { MyClassified } from './manage-listing'
import { idList } from '../validation/json-schema'
import { DateTime, Nullable, Page, StringEnum, fields } from './schema'
import { walletPaths } from './wallet.paths'

// ---- what the API answers ----

export const ServicePrice = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PRICE_KINDS),
  service_id: Nullable(Type.Integer()),
  name: Type.String(),
  quantity: Type.Integer(),
  /** "ngày" or "lượt" */
  unit: Type.String(),
  price: Type.Integer(),
  price_text: Type.String(),
})
export type ServicePrice = Static<typeof ServicePrice>

/**
 * The popular package of a service (the buy page marks it): the one bought most over the last
 * POPULAR_PACKAGE.days days, else the one the operator recommends in the price list.
 */
export const PopularPrice = Type.Object({ price_id: Type.Integer(), reason: StringEnum(POPULAR_REASONS) })
export type PopularPrice = Static<typeof PopularPrice>

/** An account's two balances, integer đồng (main, promotion). */
export const Balances = Type.Object({ account_amount: Type.Integer(), account_bonus: Type.Integer() })
export type Balances = Static<typeof Balances>

/** The answer of one purchase for a job (buy-job, buy-job-up), of contact unlocks, or of each price of a basket. */
export const Purchase = Type.Object({
  message: Type.String(),
  transaction_id: Type.Integer(),
  price: ServicePrice,
  paid: Type.Integer(),
  /** the coupon's discount (0 without one) */
  discount: Type.Integer(),
  coupon_code: Nullable(Type.String()),
  paid_bonus: Type.Integer(),
  paid_main: Type.Integer(),
  balances: Balances,
  /** for a job service: its period */
  starts_at: Nullable(DateTime),
  ends_at: Nullable(DateTime),
  end_date: Nullable(Type.String()),
})
export type Purchase = Static<typeof Purchase>

/** Several prices for one job in one payment. */
export const BasketPurchase = Type.Object({
  message: Type.String(),
  purchases: Type.Array(Purchase),
  paid: Type.Integer(),
  paid_bonus: Type.Integer(),
  paid_main: Type.Integer(),
  discount: Type.Integer(),
  coupon_code: Nullable(Type.String()),
  balances: Balances,
})
export type BasketPurchase = Static<typeof BasketPurchase>

/** The buy-service page of one job: the job as its manager row, the prices for jobs and the caller's balances. */
export const BuyServiceInfo = Type.Object({
  job: MyClassified,
  prices: Type.Array(ServicePrice),
  balances: Type.Object({ account_amount: Type.Integer(), account_bonus: Type.Integer(), total_text: Type.String() }),
})
export type BuyServiceInfo = Static<typeof BuyServiceInfo>

export const JobServiceSetting = Type.Object({
  service_id: Type.Integer(),
  service_name: Type.String(),
  auto_renew: Type.Boolean(),
  /** the running period's end, null when the service is not running */
  ends_at: Nullable(DateTime),
  end_date: Nullable(Type.String()),
  /** what a renewal buys: the package of the period running (or last bought) */
  renew_price: Nullable(ServicePrice),
})
export type JobServiceSetting = Static<typeof JobServiceSetting>

export const JobServiceSettings = Type.Object({
  classified_id: Type.Integer(),
  services: Type.Array(JobServiceSetting),
  monthly_cap: Nullable(Type.Integer()),
  /** renewals paid this month (Vietnam time) */
  spent_this_month: Type.Integer(),
  /** the member whose wallet pays renewals */
  payer_name: Nullable(Type.String()),
  is_payer: Type.Boolean(),
})
export type JobServiceSettings = Static<typeof JobServiceSettings>

export const SavedJobServiceSettings = Type.Composite([JobServiceSettings, Type.Object({ message: Type.String() })])
export type SavedJobServiceSettings = Static<typeof SavedJobServiceSettings>

export const CheckedCoupon = Type.Object({ code: Type.String(), discount: Type.Integer(), pay: Type.Integer(), message: Type.String() })
export type CheckedCoupon = Static<typeof CheckedCoupon>

export const MyCoupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  /** given to this account only (else a public code) */
  personal: Type.Boolean(),
  state: StringEnum(COUPON_STATES),
  state_name: Type.String(),
  starts_date: Type.String(),
  ends_date: Type.String(),
})
export type MyCoupon = Static<typeof MyCoupon>

export const ServiceHistoryItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  service_id: Nullable(Type.Integer()),
  service_name: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  paid: Type.Integer(),
  paid_text: Type.String(),
  bought_at: DateTime,
  bought_date: Type.String(),
  starts_at: Nullable(DateTime),
  ends_at: Nullable(DateTime),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  is_running: Type.Boolean(),
  by_name: Nullable(Type.String()),
})
export type ServiceHistoryItem = Static<typeof ServiceHistoryItem>

export const WalletTransaction = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(TRANSACTION_KINDS),
  kind_name: Type.String(),
  description: Type.String(),
  amount: Type.Integer(),
  /** change of the main and the promotion balance (negative: spent) */
  main: Type.Integer(),
  bonus: Type.Integer(),
  main_after: Type.Integer(),
  bonus_after: Type.Integer(),
  job_id: Nullable(Type.Integer()),
  created_at: DateTime,
  created_text: Type.String(),
})
export type WalletTransaction = Static<typeof WalletTransaction>

export const TransactionPage = Page(WalletTransaction)
export type TransactionPage = Static<typeof TransactionPage>

/** A deposit as the API answers it (one's deposits, the gateway's return page). */
export const Deposit = Type.Object({
  id: Type.Integer(),
  txn_ref: Type.String(),
  provider: Type.String(),
  amount: Type.Integer(),
  amount_text: Type.String(),
  reward: Type.Integer(),
  status: StringEnum(PAYMENT_STATUSES),
  status_name: Type.String(),
  message: Type.String(),
  response_code: Nullable(Type.String()),
  created_at: DateTime,
  paid_at: Nullable(DateTime),
})
export type Deposit = Static<typeof Deposit>

export const CreatedDeposit = Type.Object({ deposit: Deposit, payment_url: Type.String() })
export type CreatedDeposit = Static<typeof CreatedDeposit>

/** A VAT invoice (one per paid deposit). */
export const Invoice = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  /** 8 digits */
  number: Type.String(),
  issued_at: DateTime,
  issued_date: Type.String(),
  seller: Type.Object({ name: Type.String(), tax_code: Type.String(), address: Type.String() }),
  buyer: Type.Object({
    name: Type.String(),
    organization: Nullable(Type.String()),
    tax_code: Nullable(Type.String()),
    address: Nullable(Type.String()),
    email: Nullable(Type.String()),
    /** the deposit's reference */
    reference: Type.String(),
    /** the organisation's logo tile (its current logo, or its initials); null without an organisation */
    logo: Nullable(Type.Object({ id: Type.Integer(), logo_url: Nullable(Type.String()), initials: Type.String() })),
  }),
  items: Type.Array(Type.Object({ name: Type.String(), unit: Type.String(), quantity: Type.Integer(), unit_price: Type.Integer(), amount: Type.Integer() })),
  amount_before_tax: Type.Integer(),
  vat_rate: Type.Integer(),
  vat_amount: Type.Integer(),
  total: Type.Integer(),
  total_text: Type.String(),
  total_words: Type.String(),
  legal_basis: Type.String(),
})
export type Invoice = Static<typeof Invoice>

/** An organisation the caller belongs to, as a VAT invoice would name it (its business information). */
export const InvoiceOrganization = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tax_code: Nullable(Type.String()),
  address: Nullable(Type.String()),
  role_name: Type.String(),
  /** the one a deposit's invoice goes to when none is chosen (the first the caller owns) */
  is_default: Type.Boolean(),
})
export type InvoiceOrganization = Static<typeof InvoiceOrganization>

export const InvoicePage = Page(Invoice)
export type InvoicePage = Static<typeof InvoicePage>

/** VNPay's answer to its IPN call (their protocol, not the envelope). */
export const IpnReply = Type.Object({ RspCode: Type.String(), Message: Type.String() })
export type IpnReply = Static<typeof IpnReply>

// ---- what the API accepts ----

const couponRule: StringRule = COUPON_CODE_RULE
const priceRule: IntegerRule = {
  type: 'integer',
  label: 'Gói dịch vụ',
  required: 'Vui lòng chọn gói dịch vụ',
  min: { value: 1, message: 'Gói dịch vụ không hợp lệ.' },
  max: { value: 2 ** 31 - 1, message: 'Gói dịch vụ không hợp lệ.' },
}
const jobRule: IntegerRule = {
  ...rules.id,
  label: 'Tin tuyển dụng',
  required: 'Vui lòng chọn tin tuyển dụng',
  min: { value: 1, message: 'Mã tin không hợp lệ.' },
  max: { value: 2 ** 53 - 1, message: 'Mã tin không hợp lệ.' },
}
const amountRule: IntegerRule = DEPOSIT_AMOUNT_RULE
const invoiceOrganizationRule: IntegerRule = {
  ...rules.id,
  label: 'Tổ chức nhận hóa đơn',
  min: { value: 1, message: WALLET_MSG.invoiceOrganization },
  max: { value: 2 ** 53 - 1, message: WALLET_MSG.invoiceOrganization },
}
const capRule: IntegerRule = CAP_RULE
const renewIds = Type.Array(Type.Integer({ 'x-messages': { type: JOB_SERVICES_MSG.serviceNotRenewable } }), {
  maxItems: JOB_SERVICES.renewableServiceIds.length,
  'x-messages': { type: JOB_SERVICES_MSG.servicesList, maxItems: JOB_SERVICES_MSG.servicesList },
})
const basketItems = Type.Unsafe<number[]>({
  ...idList(JOB_SERVICES_MSG.basketItem, JOB_SERVICES.basketMax),
  'x-messages': { type: JOB_SERVICES_MSG.basketItem, minItems: JOB_SERVICES_MSG.basketEmpty, maxItems: JOB_SERVICES_MSG.basketTooMany },
})

const IdParams = fields({ id: rules.id }, ['id'])
const PageQuery = fields({ offset: rules.offset, limit: rules.limit })
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: `Mã duy nhất của yêu cầu (${WALLET.idempotencyKeyPattern}); gửi lại cùng mã và nội dung: trả kết quả lần đầu, không trừ tiền lần nữa` }),
  ),
})
const BuyForJob = fields({ classified_id: jobRule, price_id: priceRule, coupon_code: couponRule }, ['classified_id', 'price_id'])

export const walletContract = defineContract(
  'wallet',
  ['/payment/', '/job/v1/jobservices/', '/listing/v1/services/', '/listing/v1/service-prices/', '/listing/v1/coupons/', '/listing/v1/my-coupons'],
  walletPaths,
  {
    prices: {
      summary: 'Bảng giá dịch vụ đang bán (đơn vị: ngày hoặc lượt)',
      response: Type.Object({ items: Type.Array(ServicePrice), popular: Type.Array(PopularPrice) }),
    },
    buyServiceInfo: {
      summary: 'Dữ liệu trang mua dịch vụ cho một tin: tin, dịch vụ đang chạy, bảng giá và số dư của người gọi',
      params: IdParams,
      response: BuyServiceInfo,
      errors: [400, 401, 403, 404],
    },
    buyJob: {
      summary: 'Mua dịch vụ cho một tin (Top Ads, Tuyển gấp, Đẩy tin, Hiển thị tin): trả bằng tiền khuyến mãi trước, rồi tài khoản chính',
      headers: IdempotencyHeaders,
      body: BuyForJob,
      response: Purchase,
      errors: [400, 401, 403, 404, 409],
    },
    buyJobUp: {
      summary: 'Mua gói lượt đẩy tin cho một tin (dùng khi đã hết lượt đẩy miễn phí trong ngày)',
      headers: IdempotencyHeaders,
      body: BuyForJob,
      response: Purchase,
      errors: [400, 401, 403, 404, 409],
    },
    buyCandidate: {
      summary: 'Mua lượt xem liên hệ ứng viên (7001) cho tài khoản',
      headers: IdempotencyHeaders,
      body: fields({ price_id: priceRule, coupon_code: couponRule }, ['price_id']),
      response: Purchase,
      errors: [400, 401, 404, 409],
    },
    buyBasket: {
      summary: `Mua nhiều gói dịch vụ (1-${JOB_SERVICES.basketMax}) cho một tin trong một lần thanh toán: tất cả hoặc không gói nào; tiền khuyến mãi trước; mã giảm giá áp dụng cho gói đầu tiên hợp lệ`,
      headers: IdempotencyHeaders,
      body: fields({ classified_id: jobRule, coupon_code: couponRule, items: basketItems }, ['classified_id', 'items'], { items: JOB_SERVICES_MSG.basketEmpty }),
      response: BasketPurchase,
      errors: [400, 401, 403, 404, 409],
    },
    jobServiceSettings: {
      summary: 'Cài đặt dịch vụ của tin: "Tự động gia hạn" từng dịch vụ theo ngày đang chạy, hạn mức chi tiêu mỗi tháng, số tiền đã gia hạn tháng này',
      params: IdParams,
      response: JobServiceSettings,
      errors: [400, 401, 403, 404],
    },
    saveJobServiceSettings: {
      summary: `Lưu "Tự động gia hạn" (7016, 7004, 7002) và hạn mức chi tiêu mỗi tháng (${JOB_SERVICES.capMin}-${JOB_SERVICES.capMax} đồng); ví của người bật trả tiền gia hạn`,
      params: IdParams,
      body: fields({ monthly_cap: capRule, auto_renew_service_ids: renewIds }, ['auto_renew_service_ids'], { auto_renew_service_ids: JOB_SERVICES_MSG.servicesList }),
      response: SavedJobServiceSettings,
      errors: [400, 401, 403, 404],
    },
    checkCoupon: {
      summary: 'Kiểm tra mã giảm giá cho một gói: số tiền giảm và số tiền phải trả, hoặc lý do không dùng được (400)',
      body: fields({ code: COUPON_CHECK_RULE, price_id: priceRule }, ['code', 'price_id']),
      response: CheckedCoupon,
      errors: [400, 401, 404],
    },
    myCoupons: {
      summary: 'Mã giảm giá của người gọi và mã công khai: còn dùng được trước, kèm trạng thái và thời hạn (dd/MM/yyyy)',
      body: fields({}),
      response: Type.Object({ items: Type.Array(MyCoupon) }),
      errors: [400, 401],
    },
    serviceHistory: {
      summary: 'Các lần mua dịch vụ cho tin, mới nhất trước, với thời gian chạy (dd/MM/yyyy)',
      params: IdParams,
      response: Type.Object({ items: Type.Array(ServiceHistoryItem) }),
      errors: [400, 401, 403, 404],
    },
    transactions: {
      summary: 'Lịch sử giao dịch của ví người gọi (nạp tiền, khuyến mãi, mua dịch vụ, hoàn tiền) với số dư sau mỗi giao dịch',
      query: PageQuery,
      response: TransactionPage,
      errors: [400, 401],
    },
    createDeposit: {
      summary: `Tạo giao dịch nạp tiền và đường dẫn thanh toán (${WALLET.depositMin}-${WALLET.depositMax} đồng, bội số ${WALLET.depositStep}); tiền chỉ vào ví khi cổng thanh toán xác nhận (IPN)`,
      headers: IdempotencyHeaders,
      body: fields({ amount: amountRule, invoice_organization_id: invoiceOrganizationRule }, ['amount']),
      response: CreatedDeposit,
      errors: [400, 401, 409],
    },
    invoiceOrganizations: {
      summary: 'Các tổ chức người gọi là thành viên, với tên, mã số thuế và địa chỉ in trên hóa đơn VAT (chọn khi nạp tiền)',
      response: Type.Object({ items: Type.Array(InvoiceOrganization) }),
      errors: [401],
    },
    deposit: {
      summary: 'Một giao dịch nạp tiền của người gọi (trang kết quả đọc trạng thái ở đây; trang đó không bao giờ cộng tiền)',
      params: Type.Object({ ref: Type.String({ pattern: '^[A-Za-z0-9]{1,34}$', 'x-messages': { pattern: WALLET_MSG.paymentNotFound } }) }),
      response: Deposit,
      errors: [400, 401, 403, 404],
    },
    invoices: {
      summary: 'Hóa đơn GTGT của người gọi (mỗi lần nạp tiền thành công một hóa đơn), mới nhất trước',
      query: PageQuery,
      response: InvoicePage,
      errors: [400, 401],
    },
    invoice: {
      summary: 'Chi tiết hóa đơn GTGT (người bán, người mua, ký hiệu, số, hàng hóa, thuế suất, tổng tiền bằng chữ); chỉ chủ tài khoản',
      params: IdParams,
      response: Invoice,
      errors: [400, 401, 403, 404],
    },
    invoicePdf: {
      summary: 'Hóa đơn GTGT dạng PDF (A4, tải về); chỉ chủ tài khoản',
      params: IdParams,
      produces: 'application/pdf',
      response: Type.String({ format: 'binary' }),
      errors: [400, 401, 403, 404],
    },
    vnpayIpn: {
      summary: 'IPN của VNPay 2.1.0: xác minh chữ ký, số tiền, trạng thái; cộng tiền đúng một lần',
      envelope: false,
      response: IpnReply,
    },
  },
)

export type WalletContract = (typeof walletContract)['operations']
