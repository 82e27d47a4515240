// VNPay payment gateway, protocol 2.1.0 (HMAC-SHA512), as pure functions: building the redirect
// URL, checking what the gateway sends back (browser return and IPN) and the IPN answers.
//
// Signing follows VNPay's own Node.js sample (vnpay_nodejs): sortObject() sorts the keys and
// encodes keys and values with encodeURIComponent, '%20' turned into '+', then
// qs.stringify(..., { encode: false }) joins them as k=v&k=v, and the hex HMAC-SHA512 of that
// string with the merchant's hash secret is vnp_SecureHash. Two details matter:
// - encodeURIComponent, not URLSearchParams: they differ on ! ' ( ) ~ (URLSearchParams escapes
//   them, encodeURIComponent does not), so a value holding one would be signed differently;
// - the redirect URL's query is exactly the signed string plus vnp_SecureHash, so what VNPay
//   receives is what was signed, byte for byte.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const VNP_VERSION = '2.1.0'

export interface VnpayConfig {
  tmnCode: string
  hashSecret: string
  /** e.g. https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  payUrl: string
  returnUrl: string
  /** default 15 */
  expireMinutes?: number
}

export interface VnpayPaymentRequest {
  txnRef: string
  /** integer đồng */
  amount: number
  orderInfo: string
  ipAddr: string
  createdAt: Date
  locale?: 'vn' | 'en'
  /** default 'other' */
  orderType?: string
}

export interface VnpayNotification {
  txnRef: string
  /** đồng, i.e. vnp_Amount / 100 */
  amount: number
  responseCode: string
  transactionStatus: string
  transactionNo: string | null
  bankCode: string | null
  payDate: string | null
  /** both vnp_ResponseCode and vnp_TransactionStatus are '00' */
  success: boolean
  /** vnp_ResponseCode '24': the customer cancelled */
  cancelled: boolean
}

type Query = Record<string, string | string[] | undefined>

/** The fields that carry the signature and are never part of the signed data. */
const HASH_KEYS = new Set(['vnp_SecureHash', 'vnp_SecureHashType'])

// ---- dates: VNPay reads yyyyMMddHHmmss as Vietnamese time (GMT+7, no daylight saving) ----

const VN_OFFSET_MS = 7 * 60 * 60 * 1000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** yyyyMMddHHmmss in GMT+7 whatever the machine's time zone */
export function vnpDate(date: Date): string {
  const time = date.getTime()
  if (!Number.isFinite(time)) throw new RangeError('vnpDate: invalid date')
  // Shift the instant by +7 h and read it in UTC: independent of TZ and of the host's rules.
  const d = new Date(time + VN_OFFSET_MS)
  return (
    pad(d.getUTCFullYear(), 4) +
    pad(d.getUTCMonth() + 1) +
    pad(d.getUTCDate()) +
    pad(d.getUTCHours()) +
    pad(d.getUTCMinutes()) +
    pad(d.getUTCSeconds())
  )
}

/** The instant of a yyyyMMddHHmmss GMT+7 date (vnp_PayDate, vnp_CreateDate), null unless a real date. */
export function parseVnpDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number)
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - VN_OFFSET_MS)
  // Date.UTC rolls 20261332 over into the next year; a round trip rejects such dates.
  return vnpDate(date) === value ? date : null
}

// ---- signing ----

/** encodeURIComponent with spaces as '+', as the official sample's sortObject() does. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+')
}

/** the sorted, encoded string that is signed */
export function signData(params: Record<string, string>): string {
  // Sort the encoded keys by UTF-16 code units (Array#sort), like sortObject(); VNPay's C# sample
  // uses an ordinal comparer, the same order. Never localeCompare: it would interleave cases.
  return Object.keys(params)
    .map((key) => [encode(key), encode(params[key])] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

function hmacHex(data: string, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(data, 'utf8').digest('hex')
}

function withoutHash(params: Record<string, string>): Record<string, string> {
  const rest: Record<string, string> = {}
  for (const key of Object.keys(params)) if (!HASH_KEYS.has(key)) rest[key] = params[key]
  return rest
}

/** hex HMAC-SHA512 of signData (params without vnp_SecureHash / vnp_SecureHashType) */
export function sign(params: Record<string, string>, hashSecret: string): string {
  return hmacHex(signData(withoutHash(params)), hashSecret)
}

// ---- the redirect URL ----

// vnp_OrderInfo must be "Vietnamese without diacritics and without special characters". Beyond
// the rule, this keeps to characters every VNPay sample encodes alike: their Java sample encodes
// as US-ASCII (a diacritic becomes '?'), and ! ' ( ) * ~ are escaped by some samples, not others.
const ORDER_INFO_UNSAFE = /[^A-Za-z0-9 \-_.,:/#]/g

/** The text VNPay accepts as vnp_OrderInfo: diacritics removed, other symbols dropped, ≤ 255 characters. */
export function vnpOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(ORDER_INFO_UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255)
    .trim()
}

/** vnp_Amount is Numeric[1,12] in hundredths of a đồng. */
const MAX_AMOUNT = 9_999_999_999

/** the full redirect URL with vnp_Version=2.1.0, vnp_Command=pay, ... and vnp_SecureHash */
export function buildPaymentUrl(config: VnpayConfig, request: VnpayPaymentRequest): string {
  const expireMinutes = config.expireMinutes ?? 15
  if (!/^[A-Za-z0-9]{1,16}$/.test(config.tmnCode)) throw new Error('VNPay: invalid tmnCode')
  if (!config.hashSecret) throw new Error('VNPay: missing hashSecret')
  if (!/^https?:\/\/[^?#]+$/.test(config.payUrl)) throw new Error('VNPay: payUrl must be an http(s) URL without a query')
  if (!/^https?:\/\/\S+$/.test(config.returnUrl)) throw new Error('VNPay: returnUrl must be an absolute http(s) URL')
  if (!Number.isInteger(expireMinutes) || expireMinutes <= 0) throw new Error('VNPay: expireMinutes must be a positive integer')

  // vnp_TxnRef: Alphanumeric[1,100], unique within the day for this merchant.
  if (!/^[A-Za-z0-9]{1,100}$/.test(request.txnRef)) throw new Error('VNPay: txnRef must be 1-100 letters or digits')
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > MAX_AMOUNT) {
    throw new Error('VNPay: amount must be a positive whole number of đồng')
  }
  const orderInfo = vnpOrderInfo(request.orderInfo)
  if (!orderInfo) throw new Error('VNPay: orderInfo is empty')
  if (!/^[0-9A-Fa-f.:]{2,45}$/.test(request.ipAddr)) throw new Error('VNPay: ipAddr must be an IPv4 or IPv6 address')
  const orderType = request.orderType ?? 'other'
  if (!/^[A-Za-z0-9_]{1,100}$/.test(orderType)) throw new Error('VNPay: invalid orderType')
  const created = request.createdAt.getTime()
  if (!Number.isFinite(created)) throw new Error('VNPay: invalid createdAt')

  const params: Record<string, string> = {
    vnp_Version: VNP_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    // hundredths of a đồng: VNPay's way of carrying no decimal point
    vnp_Amount: String(request.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.txnRef,
    vnp_OrderInfo: orderInfo,
    vnp_OrderType: orderType,
    vnp_Locale: request.locale ?? 'vn',
    vnp_ReturnUrl: config.returnUrl,
    vnp_IpAddr: request.ipAddr,
    vnp_CreateDate: vnpDate(request.createdAt),
    vnp_ExpireDate: vnpDate(new Date(created + expireMinutes * 60_000)),
  }
  const data = signData(params)
  // The query is the signed string itself (already encoded), then the hash, as in the sample.
  return `${config.payUrl}?${data}&vnp_SecureHash=${hmacHex(data, config.hashSecret)}`
}

// ---- what VNPay sends back ----

const HEX_SHA512 = /^[0-9a-fA-F]{128}$/

/**
 * Checks vnp_SecureHash over the received parameters: every vnp_* key as received except the hash
 * fields. Only vnp_* keys are signed by VNPay: a return URL with its own query (?a=1) gets VNPay's
 * parameters appended, and the sample, which signs every key of req.query, would reject it.
 *
 * The hex is compared as the 64 bytes it stands for, so its case does not matter: VNPay's samples
 * produce lowercase and the Node/PHP/Java ones compare strings exactly, but the C# one compares
 * ignoring case, and hex case carries no information. Anything not 128 hex digits is invalid.
 * A repeated key (string[]) is invalid: which copy counts would depend on the parser.
 */
export function verifySignature(query: Query, hashSecret: string): boolean {
  const received = query.vnp_SecureHash
  if (typeof received !== 'string' || !HEX_SHA512.test(received)) return false
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) return false
    if (value === undefined || !key.startsWith('vnp_') || HASH_KEYS.has(key)) continue
    if (typeof value !== 'string') return false
    params[key] = value
  }
  let expected: string
  try {
    expected = hmacHex(signData(params), hashSecret)
  } catch {
    // encodeURIComponent throws URIError on a lone surrogate: such input was never signed by VNPay
    return false
  }
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'))
}

const optional = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : null)

/** null when the signature is invalid or vnp_TxnRef, vnp_Amount or vnp_ResponseCode is missing or malformed */
export function parseNotification(query: Query, hashSecret: string): VnpayNotification | null {
  if (!verifySignature(query, hashSecret)) return null
  // After verification every present value is a single string.
  const txnRef = query.vnp_TxnRef as string | undefined
  const rawAmount = query.vnp_Amount as string | undefined
  const responseCode = query.vnp_ResponseCode as string | undefined
  if (!txnRef) return null
  // canonical digits only (no sign, exponent or leading zero), safe as a number, whole đồng
  if (!rawAmount || !/^(0|[1-9]\d{0,14})$/.test(rawAmount) || Number(rawAmount) % 100 !== 0) return null
  if (!responseCode || !/^\d{2}$/.test(responseCode)) return null
  const transactionStatus = (query.vnp_TransactionStatus as string | undefined) ?? ''
  return {
    txnRef,
    amount: Number(rawAmount) / 100,
    responseCode,
    transactionStatus,
    transactionNo: optional(query.vnp_TransactionNo),
    bankCode: optional(query.vnp_BankCode),
    payDate: optional(query.vnp_PayDate),
    // VNPay's guidance: paid only when both codes say so (the response code alone is not enough)
    success: responseCode === '00' && transactionStatus === '00',
    cancelled: responseCode === '24',
  }
}

/** IPN answer bodies VNPay expects: { RspCode, Message } (HTTP 200 in every case) */
export const IPN_REPLY = Object.freeze({
  confirmed: Object.freeze({ RspCode: '00', Message: 'Confirm Success' }),
  orderNotFound: Object.freeze({ RspCode: '01', Message: 'Order not found' }),
  alreadyConfirmed: Object.freeze({ RspCode: '02', Message: 'Order already confirmed' }),
  invalidAmount: Object.freeze({ RspCode: '04', Message: 'invalid amount' }),
  invalidSignature: Object.freeze({ RspCode: '97', Message: 'Invalid signature' }),
  unknown: Object.freeze({ RspCode: '99', Message: 'Unknown error' }),
} as const)

// ---- transaction references ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const SUFFIX_LENGTH = 16

/**
 * A vnp_TxnRef unique within the day: yyMMdd (GMT+7) and 16 random letters or digits (~95 bits,
 * so collisions between server processes are negligible; the unique index is the last guard).
 */
export function newTxnRef(date: Date): string {
  let suffix = ''
  while (suffix.length < SUFFIX_LENGTH) {
    for (const byte of randomBytes(SUFFIX_LENGTH * 2)) {
      // 248 = 4 x 62: dropping higher bytes keeps every character equally likely
      if (byte < 248 && suffix.length < SUFFIX_LENGTH) suffix += ALPHABET[byte % 62]
    }
  }
  return vnpDate(date).slice(2, 8) + suffix
}
