import { createHmac } from 'node:crypto'
import { parse as parseQuerystring } from 'node:querystring'
import { afterEach, describe, expect, it } from 'vitest'
import {
  IPN_REPLY,
  buildPaymentUrl,
  newTxnRef,
  parseNotification,
  parseVnpDate,
  sign,
  signData,
  verifySignature,
  vnpDate,
  vnpOrderInfo,
  type VnpayConfig,
  type VnpayPaymentRequest,
} from './vnpay'
import { createVnpaySimulator } from './vnpay-simulator'

const SECRET = 'TESTSECRET0123456789ABCDEFGHIJKL'
const config: VnpayConfig = {
  tmnCode: 'VIECVN01',
  hashSecret: SECRET,
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  returnUrl: 'https://viecvn.test/vi/vnpay?a=1&b=2',
}
// 01:30 on 25 November in Vietnam, still the 24th in UTC
const createdAt = new Date('2026-11-24T18:30:00Z')
const request: VnpayPaymentRequest = {
  txnRef: '261125AbC123',
  amount: 100_000,
  orderInfo: 'Nap tien 100000 VND',
  ipAddr: '203.0.113.7',
  createdAt,
}
// the simulated gateway's clock: five minutes after the order
const sim = createVnpaySimulator({ tmnCode: config.tmnCode, hashSecret: SECRET, now: () => new Date(createdAt.getTime() + 5 * 60_000) })

/** the decoded query of a URL, as a plain record (the last copy of a repeated key wins) */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('vnpDate: yyyyMMddHHmmss in GMT+7', () => {
  const savedTz = process.env.TZ
  afterEach(() => {
    // assigning undefined would store the string 'undefined'
    if (savedTz === undefined) delete process.env.TZ
    else process.env.TZ = savedTz
  })

  it('moves to the next Vietnamese day across the UTC day boundary', () => {
    expect(vnpDate(new Date('2026-11-24T18:30:00Z'))).toBe('20261125013000')
    expect(vnpDate(new Date('2026-12-31T17:00:00Z'))).toBe('20270101000000')
    expect(vnpDate(new Date('2026-11-24T16:59:59Z'))).toBe('20261124235959')
  })

  it('does not depend on the machine time zone', () => {
    for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz
      expect(vnpDate(new Date('2026-11-24T18:30:00Z'))).toBe('20261125013000')
    }
  })

  it('refuses an invalid date and reads its own format back', () => {
    expect(() => vnpDate(new Date('nonsense'))).toThrow(RangeError)
    expect(parseVnpDate('20261125013000')?.toISOString()).toBe('2026-11-24T18:30:00.000Z')
    expect(parseVnpDate('20261332000000')).toBeNull()
    expect(parseVnpDate('2026112501300')).toBeNull()
  })
})

describe('signData and sign', () => {
  it('matches an HMAC-SHA512 computed independently over a hand-written string', () => {
    const params = {
      vnp_TxnRef: 'ABC123',
      vnp_OrderInfo: 'Nap tien 100000 VND',
      vnp_ReturnUrl: 'https://viecvn.test/vi/vnpay?a=1&b=2',
      vnp_Note: 'N\u1ea1p ti\u1ec1n (\u0111\u1ee3t 1) 50% & xong!', // "Nạp tiền (đợt 1) 50% & xong!"
      vnp_Amount: '10000000',
    }
    // sorted keys; UTF-8 percent-encoding; space as '+'; ( ) ! left as encodeURIComponent leaves them
    const expected =
      'vnp_Amount=10000000' +
      '&vnp_Note=N%E1%BA%A1p+ti%E1%BB%81n+(%C4%91%E1%BB%A3t+1)+50%25+%26+xong!' +
      '&vnp_OrderInfo=Nap+tien+100000+VND' +
      '&vnp_ReturnUrl=https%3A%2F%2Fviecvn.test%2Fvi%2Fvnpay%3Fa%3D1%26b%3D2' +
      '&vnp_TxnRef=ABC123'
    expect(signData(params)).toBe(expected)
    const hmac = createHmac('sha512', SECRET).update(Buffer.from(expected, 'utf8')).digest('hex')
    expect(sign(params, SECRET)).toBe(hmac)
    // the same value from `openssl dgst -sha512 -hmac`, pinned against regressions
    expect(hmac).toBe(
      '3d46c25a586cd3536a0d1c39e1f62818aa0ce7ed8d71d97a25455917ee93848588e05c160d5cc90d608461e789bd1dede1afdb6104e2494a43de5c9380b881de',
    )
  })

  it('sorts by code unit (uppercase before lowercase), encodes keys too, and keeps empty values', () => {
    expect(signData({ vnp_b: '1', vnp_B: '2', vnp_a: '', 'vnp x': 'a b' })).toBe('vnp+x=a+b&vnp_B=2&vnp_a=&vnp_b=1')
  })

  it("differs from URLSearchParams on ! ' ( ) ~, as VNPay's Node sample does", () => {
    expect(signData({ vnp_X: "a!'()*~ b" })).toBe("vnp_X=a!'()*~+b")
    expect(new URLSearchParams({ vnp_X: "a!'()*~ b" }).toString()).toBe('vnp_X=a%21%27%28%29*%7E+b')
  })

  it('leaves the hash fields out of the signed data', () => {
    const params = { vnp_Amount: '100', vnp_TxnRef: 'X1' }
    expect(sign({ ...params, vnp_SecureHash: 'abc', vnp_SecureHashType: 'HmacSHA512' }, SECRET)).toBe(sign(params, SECRET))
  })
})

describe('buildPaymentUrl', () => {
  const url = buildPaymentUrl(config, request)
  const query = queryOf(url)

  it('carries every 2.1.0 parameter, the amount in hundredths and dates in GMT+7', () => {
    expect(url.startsWith(`${config.payUrl}?`)).toBe(true)
    expect(query).toEqual({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'VIECVN01',
      vnp_Amount: '10000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: '261125AbC123',
      vnp_OrderInfo: 'Nap tien 100000 VND',
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: 'https://viecvn.test/vi/vnpay?a=1&b=2',
      vnp_IpAddr: '203.0.113.7',
      vnp_CreateDate: '20261125013000',
      vnp_ExpireDate: '20261125014500',
      vnp_SecureHash: expect.stringMatching(/^[0-9a-f]{128}$/),
    })
  })

  it('expires expireMinutes after creation (15 by default)', () => {
    expect(parseVnpDate(query.vnp_ExpireDate)!.getTime() - parseVnpDate(query.vnp_CreateDate)!.getTime()).toBe(15 * 60_000)
    const later = queryOf(buildPaymentUrl({ ...config, expireMinutes: 60 }, request))
    expect(later.vnp_ExpireDate).toBe('20261125023000')
  })

  it('sends exactly the signed string followed by its hash', () => {
    const raw = url.slice(url.indexOf('?') + 1)
    const [data, hash] = raw.split('&vnp_SecureHash=')
    const { vnp_SecureHash: _hash, ...params } = query
    expect(data).toBe(signData(params))
    expect(hash).toBe(createHmac('sha512', SECRET).update(data).digest('hex'))
  })

  it('turns orderInfo into the plain text VNPay accepts', () => {
    expect(vnpOrderInfo('  Nạp tiền (đợt 1) vào ví #42!  ĐẶT ')).toBe('Nap tien dot 1 vao vi #42 DAT')
    expect(queryOf(buildPaymentUrl(config, { ...request, orderInfo: 'Nạp tiền: 100.000đ' })).vnp_OrderInfo).toBe('Nap tien: 100.000d')
    expect(() => buildPaymentUrl(config, { ...request, orderInfo: '(!)' })).toThrow(/orderInfo/)
  })

  it('refuses amounts that are not a positive whole number of đồng, and malformed references', () => {
    for (const amount of [0, -1000, 1000.5, Number.NaN, 10_000_000_000]) {
      expect(() => buildPaymentUrl(config, { ...request, amount })).toThrow(/amount/)
    }
    for (const txnRef of ['', 'a-b', 'x'.repeat(101), 'đ1']) {
      expect(() => buildPaymentUrl(config, { ...request, txnRef })).toThrow(/txnRef/)
    }
    expect(() => buildPaymentUrl(config, { ...request, ipAddr: '1.2.3.4, 5.6.7.8' })).toThrow(/ipAddr/)
    expect(() => buildPaymentUrl({ ...config, payUrl: `${config.payUrl}?x=1` }, request)).toThrow(/payUrl/)
  })
})

describe('verifySignature', () => {
  const paid = sim.result(buildPaymentUrl(config, request), 'success')

  it('accepts what the gateway signed', () => {
    expect(verifySignature(paid, SECRET)).toBe(true)
  })

  it('rejects a tampered amount, a forged hash and a wrong secret', () => {
    expect(verifySignature({ ...paid, vnp_Amount: '100000000' }, SECRET)).toBe(false)
    expect(verifySignature(sim.result(buildPaymentUrl(config, request), 'success', {}, { forge: true }), SECRET)).toBe(false)
    expect(verifySignature(paid, `${SECRET}x`)).toBe(false)
  })

  it('signs every vnp_* field received, not only the known ones', () => {
    expect(verifySignature({ ...paid, vnp_Extra: '1' }, SECRET)).toBe(false)
    const { vnp_BankTranNo: _dropped, ...fewer } = paid
    expect(verifySignature(fewer, SECRET)).toBe(false)
  })

  it('ignores non-vnp keys (the return URL may carry its own query)', () => {
    expect(verifySignature({ ...paid, a: '1', b: '2' }, SECRET)).toBe(true)
  })

  it('treats a malformed hash as invalid without throwing', () => {
    const hash = paid.vnp_SecureHash
    for (const bad of [hash.slice(0, 127), `${hash}0`, hash.slice(0, 64), '', `zz${hash.slice(2)}`, ' '.repeat(128)]) {
      expect(verifySignature({ ...paid, vnp_SecureHash: bad }, SECRET)).toBe(false)
    }
    expect(verifySignature({ ...paid, vnp_SecureHash: undefined }, SECRET)).toBe(false)
    expect(verifySignature({ ...paid, vnp_OrderInfo: '\ud800' }, SECRET)).toBe(false) // lone surrogate
  })

  // Decision: hex case is ignored (the bytes are compared). VNPay sends lowercase; its C# sample
  // compares ignoring case while the Node one compares strings, and case carries no information.
  it('accepts the hash in uppercase', () => {
    expect(verifySignature({ ...paid, vnp_SecureHash: paid.vnp_SecureHash.toUpperCase() }, SECRET)).toBe(true)
  })

  it('rejects repeated keys rather than pick one copy', () => {
    expect(verifySignature({ ...paid, vnp_Amount: [paid.vnp_Amount, paid.vnp_Amount] }, SECRET)).toBe(false)
    expect(verifySignature({ ...paid, vnp_SecureHash: [paid.vnp_SecureHash, paid.vnp_SecureHash] }, SECRET)).toBe(false)
    expect(verifySignature({ ...paid, a: ['1', '2'] }, SECRET)).toBe(false)
    // as Fastify's parser (fast-querystring) and node:querystring produce them
    const repeated = parseQuerystring(`${sim.ipnQuery(paid)}&vnp_Amount=100`) as Record<string, string | string[]>
    expect(Array.isArray(repeated.vnp_Amount)).toBe(true)
    expect(verifySignature(repeated, SECRET)).toBe(false)
  })
})

describe('parseNotification', () => {
  const url = buildPaymentUrl(config, request)

  it('reads a successful payment', () => {
    const result = sim.result(url, 'success')
    expect(parseNotification(result, SECRET)).toEqual({
      txnRef: '261125AbC123',
      amount: 100_000,
      responseCode: '00',
      transactionStatus: '00',
      transactionNo: result.vnp_TransactionNo,
      bankCode: 'NCB',
      payDate: '20261125013500',
      success: true,
      cancelled: false,
    })
  })

  it('reads a cancellation (24) and a failure (51)', () => {
    expect(parseNotification(sim.result(url, 'cancel'), SECRET)).toMatchObject({ responseCode: '24', transactionStatus: '02', success: false, cancelled: true })
    expect(parseNotification(sim.result(url, 'fail'), SECRET)).toMatchObject({ responseCode: '51', transactionStatus: '02', success: false, cancelled: false })
  })

  it('is not a success when only one code says so', () => {
    expect(parseNotification(sim.result(url, 'success', { vnp_TransactionStatus: '01' }), SECRET)).toMatchObject({ success: false })
    expect(parseNotification(sim.result(url, 'fail', { vnp_ResponseCode: '00' }), SECRET)).toMatchObject({ success: false })
  })

  it('reports a correctly signed different amount (the caller answers invalidAmount)', () => {
    expect(parseNotification(sim.result(url, 'success', { vnp_Amount: '500000' }), SECRET)?.amount).toBe(5_000)
  })

  it('gives null for a bad signature or a missing or malformed required field', () => {
    expect(parseNotification({ ...sim.result(url, 'success'), vnp_Amount: '20000000' }, SECRET)).toBeNull()
    expect(parseNotification(sim.result(url, 'success', {}, { forge: true }), SECRET)).toBeNull()
    for (const amount of ['12345', '-100', '1e5', '0100', '100.00', '', ' 100', '1'.repeat(16) + '00']) {
      expect(parseNotification(sim.result(url, 'success', { vnp_Amount: amount }), SECRET)).toBeNull()
    }
    expect(parseNotification(sim.result(url, 'success', { vnp_Amount: '0' }), SECRET)?.amount).toBe(0)
    for (const key of ['vnp_TxnRef', 'vnp_Amount', 'vnp_ResponseCode']) {
      expect(parseNotification(sim.result(url, 'success', { [key]: undefined }), SECRET)).toBeNull()
    }
    expect(parseNotification(sim.result(url, 'success', { vnp_ResponseCode: 'OK' }), SECRET)).toBeNull()
  })

  it('gives null for optional fields that are absent', () => {
    const parsed = parseNotification(sim.result(url, 'cancel', { vnp_TransactionNo: undefined, vnp_BankCode: undefined, vnp_PayDate: undefined }), SECRET)
    expect(parsed).toMatchObject({ transactionNo: null, bankCode: null, payDate: null })
  })
})

describe('IPN_REPLY', () => {
  it('holds the bodies VNPay expects', () => {
    expect(IPN_REPLY).toEqual({
      confirmed: { RspCode: '00', Message: 'Confirm Success' },
      orderNotFound: { RspCode: '01', Message: 'Order not found' },
      alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
      invalidAmount: { RspCode: '04', Message: 'invalid amount' },
      invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
      unknown: { RspCode: '99', Message: 'Unknown error' },
    })
    expect(Object.isFrozen(IPN_REPLY.confirmed)).toBe(true)
  })
})

describe('newTxnRef', () => {
  it('gives 10,000 distinct references within one day, dated in GMT+7', () => {
    const refs = new Set<string>()
    for (let i = 0; i < 10_000; i++) refs.add(newTxnRef(createdAt))
    expect(refs.size).toBe(10_000)
    for (const ref of refs) {
      expect(ref).toMatch(/^261125[A-Za-z0-9]+$/)
      expect(ref.length).toBeLessThanOrEqual(34)
    }
    // and is accepted as a vnp_TxnRef
    expect(() => buildPaymentUrl(config, { ...request, txnRef: newTxnRef(createdAt) })).not.toThrow()
  })
})

describe('round trip through the simulated gateway', () => {
  it('reads the payment URL as the gateway would', () => {
    const payment = sim.parseRedirect(buildPaymentUrl(config, { ...request, locale: 'en', orderType: 'billpayment' }))
    expect(payment).toMatchObject({
      txnRef: '261125AbC123',
      amount: 100_000,
      orderInfo: 'Nap tien 100000 VND',
      orderType: 'billpayment',
      locale: 'en',
      returnUrl: config.returnUrl,
      ipAddr: '203.0.113.7',
      createDate: '20261125013000',
      expireDate: '20261125014500',
    })
  })

  it('brings the browser back to the return URL with a query the merchant can verify', () => {
    const url = buildPaymentUrl(config, request)
    const back = sim.returnUrlFor(url, sim.result(url, 'success'))
    expect(back.startsWith('https://viecvn.test/vi/vnpay?a=1&b=2&vnp_Amount=10000000&')).toBe(true)
    for (const query of [queryOf(back), parseQuerystring(new URL(back).search.slice(1))]) {
      expect(parseNotification(query, SECRET)).toMatchObject({ txnRef: request.txnRef, amount: request.amount, success: true })
    }
  })

  it('calls the IPN with the same signed set', () => {
    const url = buildPaymentUrl(config, request)
    const result = sim.result(url, 'cancel')
    const query = sim.ipnQuery(result)
    expect(query.endsWith(`&vnp_SecureHash=${result.vnp_SecureHash}`)).toBe(true)
    expect(parseNotification(Object.fromEntries(new URLSearchParams(query)), SECRET)).toMatchObject({ cancelled: true })
  })

  it('refuses URLs the gateway would refuse', () => {
    const url = buildPaymentUrl(config, request)
    expect(() => sim.parseRedirect(url.replace('vnp_Amount=10000000', 'vnp_Amount=100'))).toThrow('invalid signature')
    expect(() => sim.parseRedirect(url.replace(/&vnp_SecureHash=.*/, ''))).toThrow('missing vnp_SecureHash')
    expect(() => sim.parseRedirect(`${url}&vnp_Amount=100`)).toThrow('repeated parameter vnp_Amount')
    expect(() => sim.parseRedirect(buildPaymentUrl({ ...config, tmnCode: 'OTHER001' }, request))).toThrow('unknown vnp_TmnCode')
    expect(() => sim.parseRedirect(buildPaymentUrl({ ...config, hashSecret: 'another' }, request))).toThrow('invalid signature')
    expect(() => sim.parseRedirect('not a url')).toThrow('invalid URL')
    const late = createVnpaySimulator({ ...config, now: () => new Date(createdAt.getTime() + 16 * 60_000) })
    expect(() => late.parseRedirect(url)).toThrow('payment expired')

    // correctly signed but wrong in content: re-sign a modified parameter set
    const { vnp_SecureHash: _hash, ...params } = queryOf(url)
    const resigned = (changes: Record<string, string>) => {
      const next = { ...params, ...changes }
      return `${config.payUrl}?${signData(next)}&vnp_SecureHash=${sign(next, SECRET)}`
    }
    expect(() => sim.parseRedirect(resigned({}))).not.toThrow()
    expect(() => sim.parseRedirect(resigned({ vnp_Version: '2.0.1' }))).toThrow('unsupported vnp_Version')
    expect(() => sim.parseRedirect(resigned({ vnp_Command: 'refund' }))).toThrow('unsupported vnp_Command')
    expect(() => sim.parseRedirect(resigned({ vnp_CurrCode: 'USD' }))).toThrow('unsupported vnp_CurrCode')
    for (const vnp_Amount of ['10000050', '0', '-100', '1e7']) {
      expect(() => sim.parseRedirect(resigned({ vnp_Amount }))).toThrow('invalid vnp_Amount')
    }
    expect(() => sim.parseRedirect(resigned({ vnp_CreateDate: '2026-11-25 01:30' }))).toThrow('invalid vnp_CreateDate')
    expect(() => sim.parseRedirect(resigned({ vnp_ExpireDate: '20261125012900' }))).toThrow('invalid vnp_ExpireDate')
    expect(() => sim.parseRedirect(resigned({ vnp_ExpireDate: '20261131014500' }))).toThrow('invalid vnp_ExpireDate')
  })
})
