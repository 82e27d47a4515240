// A local stand-in for the VNPay gateway (protocol 2.1.0), for tests: it checks a payment URL as
// the gateway does and answers with the signed parameters of the browser return and the IPN call.
// Deliberately self-contained (node:crypto only, nothing from vnpay.ts), so that a signing
// mistake in vnpay.ts cannot be mirrored here and pass unnoticed.
import { createHmac } from 'node:crypto'

export type SimulatedOutcome = 'success' | 'cancel' | 'fail'

/** A payment request as the gateway read it from the redirect URL (values decoded). */
export interface SimulatedPayment {
  txnRef: string
  /** đồng */
  amount: number
  orderInfo: string
  orderType: string
  locale: string
  returnUrl: string
  ipAddr: string
  createDate: string
  expireDate: string
  bankCode: string | null
  /** every received parameter, decoded, vnp_SecureHash included */
  params: Record<string, string>
}

export interface SimulatorConfig {
  tmnCode: string
  hashSecret: string
  /** the gateway's clock (expiry check, vnp_PayDate); default: the real time */
  now?: () => Date
}

const HASH_KEYS = new Set(['vnp_SecureHash', 'vnp_SecureHashType'])
const VN_OFFSET_MS = 7 * 60 * 60 * 1000

/** yyyyMMddHHmmss, GMT+7 */
function gmt7(date: Date): string {
  return new Date(date.getTime() + VN_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14)
}

function parseGmt7(value: string | undefined): number | null {
  const m = value === undefined ? null : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number)
  const time = Date.UTC(y, mo - 1, d, h, mi, s) - VN_OFFSET_MS
  return gmt7(new Date(time)) === value ? time : null
}

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')

/** sorted k=v&k=v of the encoded pairs, hash fields excluded: what VNPay signs */
function canonical(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => !HASH_KEYS.has(key))
    .map((key) => [encode(key), encode(params[key])])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

/** VNPay's outgoing query: the signed pairs in order, the hash last */
function serialize(params: Record<string, string>): string {
  const hash = params.vnp_SecureHash
  const data = canonical(params)
  return hash === undefined ? data : `${data}&vnp_SecureHash=${encode(hash)}`
}

const RESPONSE_CODE: Record<SimulatedOutcome, string> = { success: '00', cancel: '24', fail: '51' /* insufficient funds */ }

export function createVnpaySimulator(config: SimulatorConfig) {
  const now = config.now ?? (() => new Date())
  let transactionNo = 14_000_000

  const hmac = (data: string, secret: string) => createHmac('sha512', secret).update(data, 'utf8').digest('hex')

  /** Reads and checks a payment URL like the gateway; throws an Error naming the first problem. */
  function parseRedirect(url: string): SimulatedPayment {
    let search: URLSearchParams
    try {
      search = new URL(url).searchParams
    } catch {
      throw new Error('invalid URL')
    }
    const params: Record<string, string> = {}
    for (const [key, value] of search) {
      if (Object.hasOwn(params, key)) throw new Error(`repeated parameter ${key}`)
      params[key] = value
    }
    const hash = params.vnp_SecureHash
    if (!hash) throw new Error('missing vnp_SecureHash')
    if (hash.toLowerCase() !== hmac(canonical(params), config.hashSecret)) throw new Error('invalid signature')
    const field = (key: string) => {
      const value = params[key]
      if (!value) throw new Error(`missing ${key}`)
      return value
    }
    if (field('vnp_Version') !== '2.1.0') throw new Error('unsupported vnp_Version')
    if (field('vnp_Command') !== 'pay') throw new Error('unsupported vnp_Command')
    if (field('vnp_TmnCode') !== config.tmnCode) throw new Error('unknown vnp_TmnCode')
    if (field('vnp_CurrCode') !== 'VND') throw new Error('unsupported vnp_CurrCode')
    const amount = field('vnp_Amount')
    if (!/^[1-9]\d{0,11}$/.test(amount) || Number(amount) % 100 !== 0) throw new Error('invalid vnp_Amount')
    const txnRef = field('vnp_TxnRef')
    if (!/^[A-Za-z0-9]{1,100}$/.test(txnRef)) throw new Error('invalid vnp_TxnRef')
    const created = parseGmt7(field('vnp_CreateDate'))
    if (created === null) throw new Error('invalid vnp_CreateDate')
    const expires = parseGmt7(field('vnp_ExpireDate'))
    if (expires === null || expires <= created) throw new Error('invalid vnp_ExpireDate')
    if (now().getTime() > expires) throw new Error('payment expired')
    const returnUrl = field('vnp_ReturnUrl')
    if (!/^https?:\/\/\S+$/.test(returnUrl)) throw new Error('invalid vnp_ReturnUrl')
    const locale = field('vnp_Locale')
    if (locale !== 'vn' && locale !== 'en') throw new Error('invalid vnp_Locale')
    return {
      txnRef,
      amount: Number(amount) / 100,
      orderInfo: field('vnp_OrderInfo'),
      orderType: field('vnp_OrderType'),
      locale,
      returnUrl,
      ipAddr: field('vnp_IpAddr'),
      createDate: params.vnp_CreateDate,
      expireDate: params.vnp_ExpireDate,
      bankCode: params.vnp_BankCode ?? null,
      params,
    }
  }

  /**
   * The signed parameters the gateway sends back (return and IPN carry the same set). Overrides
   * apply before signing, so a changed amount is correctly signed; undefined removes a field.
   * { forge: true } signs with another secret: a well-formed but wrong vnp_SecureHash.
   */
  function result(
    url: string,
    outcome: SimulatedOutcome,
    overrides: Record<string, string | undefined> = {},
    options: { forge?: boolean } = {},
  ): Record<string, string> {
    const payment = parseRedirect(url)
    transactionNo += 1
    const params: Record<string, string> = {
      vnp_Amount: payment.params.vnp_Amount,
      vnp_BankCode: payment.bankCode ?? 'NCB',
      vnp_BankTranNo: `VNP${transactionNo}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: payment.orderInfo,
      vnp_PayDate: gmt7(now()),
      vnp_ResponseCode: RESPONSE_CODE[outcome],
      vnp_TmnCode: config.tmnCode,
      vnp_TransactionNo: String(transactionNo),
      vnp_TransactionStatus: outcome === 'success' ? '00' : '02',
      vnp_TxnRef: payment.txnRef,
    }
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete params[key]
      else params[key] = value
    }
    delete params.vnp_SecureHash
    const secret = options.forge ? `${config.hashSecret}-forged` : config.hashSecret
    params.vnp_SecureHash = hmac(canonical(params), secret)
    return params
  }

  /** The URL the browser comes back to: vnp_ReturnUrl of the payment URL, VNPay's query appended. */
  function returnUrlFor(url: string, params: Record<string, string>): string {
    const target = parseRedirect(url).returnUrl
    const hashAt = target.indexOf('#')
    const base = hashAt === -1 ? target : target.slice(0, hashAt)
    const fragment = hashAt === -1 ? '' : target.slice(hashAt)
    const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
    return `${base}${separator}${serialize(params)}${fragment}`
  }

  /** The query string of the IPN call (GET to the merchant's registered IPN URL). */
  function ipnQuery(params: Record<string, string>): string {
    return serialize(params)
  }

  return { parseRedirect, result, returnUrlFor, ipnQuery }
}

export type VnpaySimulator = ReturnType<typeof createVnpaySimulator>
