// The wallet's rules and messages (docs/decisions/0015-wallet.md), shared by the site and the API; the
// shapes its API answers are in contract/wallet.ts.
import { formatMoney } from './money'
import { checkValue, type IntegerRule, type StringRule } from './validation/rules'

export const WALLET = {
  /** a deposit is whole thousands of đồng within these bounds */
  depositMin: 50_000,
  depositMax: 100_000_000,
  depositStep: 1_000,
  /** the amounts the deposit page offers (the hash param `amount` may preset another valid one) */
  depositPresets: [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const,
  /** "Tặng 20%": promotion money given with a deposit while the account has the offer */
  rewardPercent: 20,
  rewardMinDeposit: 200_000,
  rewardMax: 2_000_000,
  /** an Idempotency-Key is 8-100 characters of letters, digits, '-' and '_' */
  idempotencyKeyPattern: '^[A-Za-z0-9_-]{8,100}$',
  /** how long a pending payment may still be completed at the provider */
  paymentExpireMinutes: 15,
} as const

/** The promotion money a deposit earns while the account has the deposit offer (0 below the minimum). */
export const depositReward = (amount: number, hasOffer: boolean): number =>
  hasOffer && amount >= WALLET.rewardMinDeposit ? Math.min(WALLET.rewardMax, Math.floor((amount * WALLET.rewardPercent) / 100)) : 0

/**
 * How a price is paid: promotion money first, the main balance for the rest (the decision's rule).
 * null when the two together are not enough.
 */
export function splitPayment(price: number, balances: { account_amount: number; account_bonus: number }): { bonus: number; main: number } | null {
  const bonus = Math.min(price, balances.account_bonus)
  const main = price - bonus
  if (main > balances.account_amount) return null
  return { bonus, main }
}

/** The deposit that covers a shortfall: at least the minimum, rounded up to whole thousands. */
export const depositFor = (shortfall: number): number =>
  Math.min(WALLET.depositMax, Math.max(WALLET.depositMin, Math.ceil(shortfall / WALLET.depositStep) * WALLET.depositStep))

export const WALLET_MSG = {
  noAccount: 'Không tìm thấy tài khoản.',
  insufficient: 'Số dư tài khoản không đủ để thanh toán. Vui lòng nạp thêm tiền.',
  depositAmount: 'Vui lòng nhập số tiền nạp là số nguyên (đồng).',
  invoiceOrganization: 'Chỉ xuất hóa đơn cho tổ chức bạn đang là thành viên. Vui lòng chọn lại tổ chức nhận hóa đơn.',
  depositMin: `Số tiền nạp tối thiểu là ${formatMoney(WALLET.depositMin)}.`,
  depositMax: `Số tiền nạp tối đa mỗi lần là ${formatMoney(WALLET.depositMax)}.`,
  depositStep: 'Số tiền nạp phải là bội số của 1.000đ.',
  idempotencyMissing: 'Thiếu mã yêu cầu (Idempotency-Key): vui lòng tải lại trang và thử lại.',
  idempotencyInvalid: 'Mã yêu cầu (Idempotency-Key) không hợp lệ: 8-100 ký tự chữ, số, "-" hoặc "_".',
  idempotencyReused: 'Mã yêu cầu này đã được dùng cho một yêu cầu khác. Vui lòng tải lại trang và thử lại.',
  idempotencyBusy: 'Yêu cầu này đang được xử lý, vui lòng đợi trong giây lát.',
  priceNotFound: 'Gói dịch vụ không tồn tại hoặc đã ngừng bán.',
  priceWrongKind: 'Gói dịch vụ này không dùng cho thao tác này.',
  jobNotActive: 'Chỉ mua dịch vụ cho tin đang hiển thị (đã duyệt, chưa ẩn và còn hạn).',
  urgentRunning: 'Tin này đang có nhãn Tuyển gấp đến hết hạn nộp hồ sơ.',
  bought: 'Mua dịch vụ thành công.',
  paymentNotFound: 'Không tìm thấy giao dịch nạp tiền.',
  depositCreated: 'Đang chuyển đến cổng thanh toán...',
  paymentPaid: 'Nạp tiền thành công.',
  paymentPending: 'Giao dịch đang chờ cổng thanh toán xác nhận.',
  paymentCancelled: 'Bạn đã hủy giao dịch. Số dư không thay đổi.',
  paymentFailed: 'Giao dịch không thành công. Số dư không thay đổi.',
} as const

/**
 * A deposit's amount: whole đồng, between the minimum and the maximum, in thousands. The API's
 * schema (contract/wallet.ts) and the deposit form (superstruct) are both made of it.
 */
export const DEPOSIT_AMOUNT_RULE = {
  type: 'integer',
  label: 'Số tiền nạp',
  required: 'Vui lòng nhập số tiền nạp',
  min: { value: WALLET.depositMin, message: WALLET_MSG.depositMin },
  max: { value: WALLET.depositMax, message: WALLET_MSG.depositMax },
  multipleOf: { value: WALLET.depositStep, message: WALLET_MSG.depositStep },
} as const satisfies IntegerRule

/** Vietnamese error for a deposit amount, or null when it is valid. */
export function depositAmountError(amount: unknown): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return WALLET_MSG.depositAmount
  return checkValue(DEPOSIT_AMOUNT_RULE, amount) ?? null
}

/** What a purchase is: a service for one job, a push-up package for one job, or contact unlocks. */
export const PRICE_KINDS = ['job', 'job_up', 'candidate'] as const
export type PriceKind = (typeof PRICE_KINDS)[number]

/** The groups of the buy page, in order: which prices each holds and what it does for the buyer. */
/**
 * The popular package of each service on the buy page (docs/decisions/0053-shop.md): the package
 * bought most over the last `days` days, when it was bought at least `minPurchases` times; else the
 * one the operator flags in the price list (`service_prices.is_recommended`).
 */
export const POPULAR_PACKAGE = { days: 30, minPurchases: 3 } as const
export const POPULAR_REASONS = ['most_bought', 'recommended'] as const
export type PopularReason = (typeof POPULAR_REASONS)[number]

export const SERVICE_GROUPS: ReadonlyArray<{ key: string; kind: PriceKind; serviceId: number | null; title: string; text: string }> = [
  { key: 'topads', kind: 'job', serviceId: 7016, title: 'Top Ads', text: 'Tin đứng đầu danh sách việc làm và mục Top Ads, gắn nhãn Top Ads màu đỏ. Mua thêm thì nối tiếp thời gian đang chạy.' },
  { key: 'urgent', kind: 'job', serviceId: 7008, title: 'Tuyển gấp', text: 'Gắn nhãn Tuyển gấp màu xanh và xếp trên các tin thường, đến hết hạn nộp hồ sơ của tin.' },
  { key: 'push', kind: 'job', serviceId: 7002, title: 'Đẩy tin tự động', text: 'Tin được đẩy lên đầu ngay khi mua, rồi mỗi ngày một lần trong suốt thời gian dịch vụ.' },
  { key: 'display', kind: 'job', serviceId: 7004, title: 'Hiển thị tin', text: 'Kéo dài thời gian tin hiển thị (và hạn nộp hồ sơ) thêm số ngày đã chọn.' },
  { key: 'job_up', kind: 'job_up', serviceId: null, title: 'Gói lượt đẩy tin', text: 'Lượt đẩy tin dùng khi đã hết lượt miễn phí trong ngày: bấm "Đẩy tin ngay" trong trang quản lý tin.' },
  { key: 'candidate', kind: 'candidate', serviceId: 7001, title: 'Mua ứng viên', text: 'Lượt xem thông tin liên hệ (số điện thoại, email) của ứng viên, dùng cho mọi tin của bạn.' },
]

/**
 * Why the gateway refused a payment, in the payer's words, by VNPay's response code (its
 * integration guide's table of vnp_ResponseCode). A code not listed reads as the general failure.
 */
export const PAYMENT_FAILURE_REASONS: Readonly<Record<string, string>> = {
  '07': 'Giao dịch bị nghi ngờ gian lận nên ngân hàng đã giữ lại.',
  '09': 'Thẻ hoặc tài khoản chưa đăng ký dịch vụ Internet Banking tại ngân hàng.',
  '10': 'Thông tin thẻ hoặc tài khoản bị nhập sai quá 3 lần.',
  '11': 'Đã hết thời gian chờ thanh toán.',
  '12': 'Thẻ hoặc tài khoản đang bị khóa.',
  '13': 'Mã xác thực giao dịch (OTP) không đúng.',
  '51': 'Tài khoản không đủ số dư để thanh toán.',
  '65': 'Tài khoản đã vượt hạn mức giao dịch trong ngày.',
  '75': 'Ngân hàng thanh toán đang bảo trì.',
  '79': 'Mật khẩu thanh toán bị nhập sai quá số lần quy định.',
}

/** The deposit's message: for a refused payment, the reason the gateway gave when it gave one. */
export function paymentMessage(status: PaymentStatus, responseCode: string | null): string {
  const reason = status === 'failed' && responseCode ? PAYMENT_FAILURE_REASONS[responseCode] : undefined
  if (reason) return `Giao dịch không thành công: ${reason} Số dư không thay đổi.`
  return { pending: WALLET_MSG.paymentPending, paid: WALLET_MSG.paymentPaid, cancelled: WALLET_MSG.paymentCancelled, failed: WALLET_MSG.paymentFailed }[status]
}

/** A payment's states and their names, in the order the contract lists them. */
export const PAYMENT_STATUS_NAME = {
  pending: 'Đang chờ thanh toán',
  paid: 'Thành công',
  failed: 'Không thành công',
  cancelled: 'Đã hủy',
}
export type PaymentStatus = keyof typeof PAYMENT_STATUS_NAME
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_NAME) as PaymentStatus[]

/** A wallet transaction's kinds and their names, in the order the contract lists them. */
export const TRANSACTION_KIND_NAME = {
  deposit: 'Nạp tiền',
  reward: 'Khuyến mãi',
  purchase: 'Mua dịch vụ',
  refund: 'Hoàn tiền',
}
export type TransactionKind = keyof typeof TRANSACTION_KIND_NAME
export const TRANSACTION_KINDS = Object.keys(TRANSACTION_KIND_NAME) as TransactionKind[]

/** A coupon as the rules see it (docs/decisions/0015-wallet.md, Coupons). */
export interface CouponRule {
  kind: 'amount' | 'percent'
  /** đồng for 'amount', 1-100 for 'percent' */
  value: number
  /** the largest discount of a percentage coupon (null: no cap) */
  max_discount: number | null
  /** the smallest price it applies to */
  min_order: number
  /** the price kinds it applies to (empty: all) */
  kinds: PriceKind[]
  starts_at: string
  ends_at: string
}

export const COUPON_MSG = {
  notFound: 'Mã giảm giá không tồn tại.',
  notStarted: 'Mã giảm giá chưa đến thời gian sử dụng.',
  expired: 'Mã giảm giá đã hết hạn.',
  used: 'Bạn đã dùng mã giảm giá này.',
  notApplicable: 'Mã giảm giá không áp dụng cho dịch vụ này.',
  minOrder: (min: number) => `Mã giảm giá chỉ áp dụng cho đơn từ ${formatMoney(min)}.`,
  codeFormat: 'Mã giảm giá gồm 4-30 chữ cái hoặc chữ số.',
  applied: (discount: number) => `Đã áp dụng mã: giảm ${formatMoney(discount)}.`,
} as const

/** A coupon's state for an account, in the order the list shows them. */
export const COUPON_STATES = ['usable', 'not_started', 'used', 'expired'] as const
export type CouponState = (typeof COUPON_STATES)[number]

/**
 * A coupon code as typed: 4-30 letters or digits (spaces around it pass, the code is trimmed). The
 * API's schema of every body with a code and the pay dialog's coupon form are built from it.
 */
export const COUPON_CODE_RULE: StringRule = {
  type: 'string',
  label: 'Mã giảm giá',
  maxLength: { value: 30, message: COUPON_MSG.codeFormat },
  pattern: { source: '^\\s*[A-Za-z0-9]{4,30}\\s*$', message: COUPON_MSG.codeFormat },
}

/** The code a coupon check asks for (the check-coupon body and the pay dialog's coupon form). */
export const COUPON_CHECK_RULE: StringRule = { ...COUPON_CODE_RULE, required: 'Vui lòng nhập mã giảm giá' }

/** Normalised code: trimmed, upper case. */
export const couponCode = (text: string) => text.trim().toUpperCase()

/**
 * The discount a coupon gives on a price at a time, or the Vietnamese reason it does not apply.
 * A discount never exceeds the price minus 1.000đ: something real is always paid (and so invoiced).
 */
export function couponDiscount(coupon: CouponRule, price: { kind: PriceKind; price: number }, now = new Date()): { discount: number } | { error: string } {
  if (now < new Date(coupon.starts_at)) return { error: COUPON_MSG.notStarted }
  if (now >= new Date(coupon.ends_at)) return { error: COUPON_MSG.expired }
  if (coupon.kinds.length > 0 && !coupon.kinds.includes(price.kind)) return { error: COUPON_MSG.notApplicable }
  if (price.price < coupon.min_order) return { error: COUPON_MSG.minOrder(coupon.min_order) }
  const raw = coupon.kind === 'amount' ? coupon.value : Math.floor((price.price * coupon.value) / 100)
  const capped = coupon.max_discount === null ? raw : Math.min(raw, coupon.max_discount)
  return { discount: Math.max(0, Math.min(capped, price.price - 1_000)) }
}

/** One price's answer to a coupon: the discount (whatever the caller's check gives) or the refusal. */
export type CouponFit<T, E> = { fits: true; value: T } | { fits: false; refusal: E }

/**
 * A basket's coupon (SPEC 7.9): it applies once, to the first price of the basket it fits, in the
 * basket's order; when it fits none, the refusal for the first price is the answer. The server
 * checks each price in the purchase's transaction, the buy page through the check endpoint: both
 * walk the basket with this.
 */
export async function basketCoupon<P, T, E>(prices: readonly P[], check: (price: P) => Promise<CouponFit<T, E>>): Promise<{ index: number; value: T } | { refusal: E }> {
  let first: { refusal: E } | null = null
  for (const [index, price] of prices.entries()) {
    const fit = await check(price)
    if (fit.fits) return { index, value: fit.value }
    first ??= { refusal: fit.refusal }
  }
  if (!first) throw new Error('basketCoupon: an empty basket')
  return first
}

/**
 * Loyalty ranks (SPEC 3 loyalty_id 1 Thường ... 6 Kim Cương) by the money an account paid for
 * services from its main balance over the last LOYALTY_DAYS days (promotion money does not count):
 * the smallest amount for each rank, highest first.
 */
export const LOYALTY_DAYS = 365
export const LOYALTY_THRESHOLDS: ReadonlyArray<readonly [rank: number, minSpent: number]> = [
  [6, 100_000_000],
  [5, 50_000_000],
  [4, 20_000_000],
  [3, 5_000_000],
  [2, 1_000_000],
  [1, 0],
]

export const loyaltyFor = (spent: number): number => LOYALTY_THRESHOLDS.find(([, min]) => spent >= min)?.[0] ?? 1

/** The file name of an invoice's PDF: hoa-don-C26TAA-00000001.pdf (the API's attachment name). */
export const invoicePdfName = (invoice: { symbol: string; number: string }) => `hoa-don-${invoice.symbol}-${invoice.number}.pdf`

/**
 * Job services settings and the basket (SPEC 7.9 "jobservices settings and buy";
 * docs/decisions/0027-job-service-settings.md).
 */
export const JOB_SERVICES = {
  /** the day-services that can renew themselves ("ngày"; 7008 is one "lượt" to the deadline) */
  renewableServiceIds: [7016, 7004, 7002] as const,
  /** the monthly spending cap of one job's renewals, integer đồng */
  capMin: 10_000,
  capMax: 100_000_000,
  /** the cap the switch proposes */
  capDefault: 1_000_000,
  /** a basket holds 1 to this many prices */
  basketMax: 10,
} as const

export const JOB_SERVICES_MSG = {
  capRequired: 'Vui lòng nhập hạn mức chi tiêu mỗi tháng cho tự động gia hạn.',
  capInteger: 'Hạn mức chi tiêu là số nguyên (đồng).',
  capMin: `Hạn mức chi tiêu tối thiểu là ${formatMoney(10_000)}.`,
  capMax: `Hạn mức chi tiêu tối đa là ${formatMoney(100_000_000)}.`,
  serviceNotRenewable: 'Chỉ Top Ads, Hiển thị tin và Đẩy tin tự động (tính theo ngày) được tự động gia hạn.',
  servicesList: 'Danh sách dịch vụ tự động gia hạn không hợp lệ.',
  saved: 'Đã lưu cài đặt tự động gia hạn.',
  basketEmpty: 'Vui lòng chọn ít nhất một gói dịch vụ.',
  basketTooMany: `Mỗi lần thanh toán tối đa ${10} gói dịch vụ.`,
  basketDuplicate: 'Mỗi gói dịch vụ chỉ chọn một lần trong một lần thanh toán.',
  basketItem: 'Gói dịch vụ không hợp lệ.',
  basketBought: (count: number) => `Thanh toán thành công ${count} gói dịch vụ.`,
  stoppedTitle: (title: string) => `Đã tắt "Tự động gia hạn" dịch vụ của tin "${title}"`,
  stoppedBalance: (service: string, price: number) =>
    `Số dư tài khoản không đủ để gia hạn ${service} (${formatMoney(price)}). Vui lòng nạp thêm tiền rồi bật lại "Tự động gia hạn" trong trang mua dịch vụ của tin.`,
  stoppedCap: (service: string, price: number, cap: number, spent: number) =>
    `Gia hạn ${service} (${formatMoney(price)}) sẽ vượt hạn mức chi tiêu tháng này của tin (${formatMoney(cap)}, đã dùng ${formatMoney(spent)}). Bạn có thể tăng hạn mức rồi bật lại "Tự động gia hạn".`,
  stoppedJob: 'Tin không còn hiển thị (đã ẩn, hết hạn hoặc chưa được duyệt) nên dịch vụ không được gia hạn.',
  stoppedPrice: (service: string) => `Gói ${service} đã ngừng bán nên không được gia hạn. Vui lòng chọn gói khác trong trang mua dịch vụ.`,
  stoppedMember: 'Người bật "Tự động gia hạn" không còn là thành viên của doanh nghiệp đăng tin.',
} as const

/** The monthly spending cap of a job's renewals: the API's body and the settings form check it. */
export const CAP_RULE = {
  type: 'integer',
  label: 'Hạn mức chi tiêu mỗi tháng',
  min: { value: JOB_SERVICES.capMin, message: JOB_SERVICES_MSG.capMin },
  max: { value: JOB_SERVICES.capMax, message: JOB_SERVICES_MSG.capMax },
} as const satisfies IntegerRule
