// The local payment gateway of development (PAYMENT_PROVIDER=dev, never in production): /dev/pay
// reads the signed VNPay 2.1.0 payment URL like the real gateway, lets a person complete, fail or
// cancel the payment, then calls the merchant's IPN like VNPay does (over HTTP, signed with the
// local secret) and sends the browser to the return page with the signed result.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { walletPaths } from '../../../src/domain/contract/wallet.paths'
import { formatMoney } from '../../../src/domain/money'
import type { RouteContext } from '../../context'
import { forbidden } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { DEV_PAY_PATH, paymentProvider } from './payments'
import { createVnpaySimulator, type SimulatedOutcome } from './vnpay-simulator'

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f23; }
  body { margin: 0 auto; max-width: 30rem; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #586069; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; color: #0a6e4a; }
  button { display: block; width: 100%; margin-top: .75rem; padding: .75rem; font: inherit; font-weight: 600; border-radius: 4px; cursor: pointer; }
  .pay { color: #fff; background: #0a6e4a; border: 0; }
  .other { color: #1b1f23; background: #fff; border: 1px solid #6a737d; }
  :focus-visible { outline: 3px solid #f9a825; outline-offset: 2px; }
  .error { padding: .75rem 1rem; background: #fdecea; border: 1px solid #b3261e; border-radius: 4px; }
  .hint { color: #586069; font-size: .9rem; }
`

const html = (body: string) => `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Cổng thanh toán thử nghiệm</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`

const OUTCOMES: Array<[SimulatedOutcome, string, string]> = [
  ['success', 'Thanh toán', 'pay'],
  ['fail', 'Thanh toán không thành công (thẻ không đủ số dư)', 'other'],
  ['cancel', 'Hủy giao dịch', 'other'],
]

export default async function devPayRoutes(app: FastifyInstance, context: RouteContext) {
  const provider = paymentProvider(context.env)
  const gateway = createVnpaySimulator({ tmnCode: provider.tmnCode, hashSecret: provider.hashSecret })
  const send = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(body))
  const fail = (reply: FastifyReply, reason: string) =>
    send(reply, 400, `<h1>Cổng thanh toán thử nghiệm</h1><p class="error" role="alert">Yêu cầu thanh toán không hợp lệ: ${escapeHtml(reason)}.</p>`)

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.get(DEV_PAY_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = `${context.env.publicOrigin}${request.url}`
    let payment
    try {
      payment = gateway.parseRedirect(url)
    } catch (error) {
      return fail(reply, (error as Error).message)
    }
    const buttons = OUTCOMES.map(([outcome, label, tone]) => `<button class="${tone}" name="outcome" value="${outcome}">${label}</button>`).join('\n')
    return send(
      reply,
      200,
      `<h1>Cổng thanh toán thử nghiệm</h1>
<p class="hint">Trang này thay cho VNPay khi chạy trên máy phát triển: không có tiền thật nào được chuyển.</p>
<dl>
  <dt>Số tiền</dt><dd class="amount">${formatMoney(payment.amount)}</dd>
  <dt>Nội dung</dt><dd>${escapeHtml(payment.orderInfo)}</dd>
  <dt>Mã giao dịch</dt><dd>${escapeHtml(payment.txnRef)}</dd>
</dl>
<form method="post" action="${DEV_PAY_PATH}">
  <input type="hidden" name="payment_url" value="${escapeHtml(url)}">
  ${buttons}
</form>`,
    )
  })

  app.post(DEV_PAY_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // a page on another site must not be able to post this form in a developer's browser
    if (request.headers.origin && URL.parse(request.headers.origin)?.host !== request.headers.host) throw forbidden()
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    const url = typeof body.payment_url === 'string' ? body.payment_url : ''
    const outcome = OUTCOMES.find(([o]) => o === body.outcome)?.[0]
    if (!outcome) return fail(reply, 'thiếu kết quả thanh toán')
    let result: Record<string, string>
    try {
      result = gateway.result(url, outcome)
    } catch (error) {
      return fail(reply, (error as Error).message)
    }
    // the gateway's server-to-server call, before the browser comes back (VNPay retries it; here once)
    const ipn = await app.inject({ method: 'GET', url: `${walletPaths.vnpayIpn.path}?${gateway.ipnQuery(result)}` })
    request.log.info({ ipn: ipn.json() }, 'dev gateway IPN')
    return reply.redirect(gateway.returnUrlFor(url, result), 303)
  })
}
