import { describe, expect, it } from 'vitest'
import { PASSWORD_HASH_COST, loadEnv } from './env'

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://user:pass@smtp.example.vn:465',
  MAIL_FROM: 'Việc Làm Tốt <no-reply@vieclamtot.vn>',
  SMS_GATEWAY_URL: 'https://sms.example.vn/send',
  SMS_GATEWAY_TOKEN: 'bi-mat',
  VNPAY_TMN_CODE: 'VIECLAM1',
  VNPAY_HASH_SECRET: 'bi-mat-vnpay',
  UPLOAD_SIGNING_SECRET: 'k'.repeat(48),
}

describe('loadEnv: messaging and password cost', () => {
  it('refuses to start production without real e-mail and SMS settings, naming what is missing', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'Cấu hình môi trường không hợp lệ: môi trường production thiếu SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN (gửi email và SMS thật)',
    )
    const { SMS_GATEWAY_TOKEN: _missing, ...withoutToken } = production
    expect(() => loadEnv(withoutToken)).toThrow(/SMS_GATEWAY_TOKEN/)
    const env = loadEnv(production)
    expect(env).toMatchObject({ smtpUrl: production.SMTP_URL, mailFrom: production.MAIL_FROM, smsGatewayUrl: production.SMS_GATEWAY_URL })
    expect(env.passwordHash).toEqual(PASSWORD_HASH_COST.standard)
  })

  it('hashes with the cheap profile only outside production, when asked or under test', () => {
    expect(loadEnv({}).passwordHash).toEqual(PASSWORD_HASH_COST.standard)
    expect(loadEnv({ NODE_ENV: 'test' }).passwordHash).toEqual(PASSWORD_HASH_COST.test)
    expect(loadEnv({ PASSWORD_HASH_COST: 'test' }).passwordHash).toEqual(PASSWORD_HASH_COST.test)
    expect(() => loadEnv({ PASSWORD_HASH_COST: 'fast' })).toThrow(/PASSWORD_HASH_COST=fast/)
    expect(() => loadEnv({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow('môi trường production không dùng PASSWORD_HASH_COST=test')
  })

  it('checks the settings that are given, in every environment', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail' , MAIL_FROM: 'a@b.vn' })).toThrow(/SMTP_URL/)
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail' })).toThrow(/MAIL_FROM/)
    expect(() => loadEnv({ SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_TOKEN: 't' })).toThrow(/SMS_GATEWAY_URL/)
    expect(() => loadEnv({ SMS_GATEWAY_URL: 'https://x' })).toThrow(/SMS_GATEWAY_TOKEN/)
    expect(() => loadEnv({ OTP_SENDS_PER_IP_HOUR: '0' })).toThrow(/OTP_SENDS_PER_IP_HOUR/)
    expect(() => loadEnv({ OTP_SENDS_PER_IP_HOUR: 'nhiều' })).toThrow(/OTP_SENDS_PER_IP_HOUR/)
    expect(loadEnv({}).otpSendsPerIpHour).toBe(20)
    expect(loadEnv({ OTP_SENDS_PER_IP_HOUR: '500' }).otpSendsPerIpHour).toBe(500)
  })

  it('uses the outbox in development and a cheap hash only in tests', () => {
    const dev = loadEnv({ NODE_ENV: 'development' })
    expect([dev.smtpUrl, dev.smsGatewayUrl]).toEqual([null, null])
    expect(dev.passwordHash).toEqual({ N: 32768, r: 8, p: 3 })
    expect(loadEnv({ NODE_ENV: 'test' }).passwordHash).toEqual({ N: 1024, r: 8, p: 1 })
  })
})

describe('loadEnv: the deposit gateway', () => {
  it('uses the local gateway outside production and VNPay when it is configured', () => {
    expect(loadEnv({}).payment.provider).toBe('dev')
    const vnpay = loadEnv({ VNPAY_TMN_CODE: 'VIECLAM1', VNPAY_HASH_SECRET: 's' }).payment
    expect(vnpay).toMatchObject({ provider: 'vnpay', vnpayTmnCode: 'VIECLAM1', vnpayPayUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' })
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'vnpay' })).toThrow(/VNPAY_TMN_CODE/)
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'momo' })).toThrow(/PAYMENT_PROVIDER/)
  })

  it('refuses the local gateway in production', () => {
    const { VNPAY_TMN_CODE: _code, ...withoutVnpay } = production
    expect(() => loadEnv(withoutVnpay)).toThrow(/PAYMENT_PROVIDER=vnpay/)
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'dev' })).toThrow(/PAYMENT_PROVIDER=vnpay/)
    expect(loadEnv(production).payment.provider).toBe('vnpay')
  })
})

describe('loadEnv: signed uploads and private documents', () => {
  it('requires a shared upload signing secret in production, and a long one wherever it is set', () => {
    const { UPLOAD_SIGNING_SECRET: _secret, ...withoutSecret } = production
    expect(() => loadEnv(withoutSecret)).toThrow(/UPLOAD_SIGNING_SECRET/)
    expect(loadEnv(production).uploadSigningSecret).toBe(production.UPLOAD_SIGNING_SECRET)
    expect(() => loadEnv({ UPLOAD_SIGNING_SECRET: 'ngan' })).toThrow(/UPLOAD_SIGNING_SECRET phải dài ít nhất 32 ký tự/)
  })

  it('outside production signs with a random secret of the process unless one is set', () => {
    const [a, b] = [loadEnv({}), loadEnv({})]
    expect(a.uploadSigningSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(a.uploadSigningSecret).not.toBe(b.uploadSigningSecret)
    expect(loadEnv({ UPLOAD_SIGNING_SECRET: 's'.repeat(32) }).uploadSigningSecret).toBe('s'.repeat(32))
  })

  it('keeps the documents outside the public media folder', () => {
    expect(loadEnv({}).documentsDir).toMatch(/\.data\/documents$/)
    expect(() => loadEnv({ MEDIA_DIR: '/srv/media', DOCUMENTS_DIR: '/srv/media/giay-phep' })).toThrow(/DOCUMENTS_DIR/)
    expect(() => loadEnv({ MEDIA_DIR: '/srv/media', DOCUMENTS_DIR: '/srv/media' })).toThrow(/DOCUMENTS_DIR/)
    expect(loadEnv({ MEDIA_DIR: '/srv/media', DOCUMENTS_DIR: '/srv/media-private' }).documentsDir).toBe('/srv/media-private')
  })
})
