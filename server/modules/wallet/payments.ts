// Deposits (docs/decisions/0015-wallet.md). The account asks for a deposit, is sent to the payment
// provider, and is credited only when the provider's notification (VNPay's IPN) arrives with a valid
// signature, the right amount and a success: exactly once, in the transaction that moves the payment
// from pending to paid. The return page only reads the payment; it never credits.
//
// Providers speak VNPay's protocol 2.1.0: 'vnpay' is the real gateway; 'dev' is the same protocol
// signed with a local secret against the local payment page /dev/pay (development only), which
// calls back like the gateway does, so a person can complete or cancel a deposit on this machine.
import type { Env } from '../../env'
import type { CreatedDeposit, Deposit, IpnReply } from '../../../src/domain/contract/wallet'
import { depositReward, paymentMessage, WALLET, WALLET_MSG, PAYMENT_STATUS_NAME, type PaymentStatus } from '../../../src/domain/wallet'
import { formatMoney } from '../../../src/domain/money'
import type { Database, Queryable } from '../../db/client'
import { badRequest, forbidden, notFound } from '../../lib/errors'
import { memberRole } from '../access/memberships'
import { sharedMetrics } from '../../lib/metrics'
import { idempotent, type IdempotentRequest } from './idempotency'
import { issueInvoice } from './invoices'
import { postTransaction } from './ledger'
import { IPN_REPLY, buildPaymentUrl, newTxnRef, parseNotification, type VnpayNotification } from './vnpay'

export type Query = Record<string, string | string[] | undefined>

/** Deposits the provider's notification settled (paid, cancelled or failed), by provider: /metrics. */
const depositsSettled = sharedMetrics.counter(
  'wallet_deposits_confirmed_total',
  "Deposits settled by the payment provider's notification (IPN), by provider and status (paid, cancelled, failed).",
  ['provider', 'status'],
)

/** The site page the provider sends the browser back to (it shows the result, nothing more). */
export const DEPOSIT_RESULT_PATH = '/dashboard/deposit/ket-qua'
export const DEV_PAY_PATH = '/dev/pay'
export const DEV_TMN_CODE = 'VLTDEV01'

export interface PaymentProvider {
  name: 'dev' | 'vnpay'
  /** the URL the browser goes to, to pay */
  paymentUrl(payment: { txnRef: string; amount: number; ipAddr: string; createdAt: Date }): string
  /** the provider's callback parameters, verified; null when the signature or a field is wrong */
  verify(query: Query): VnpayNotification | null
  tmnCode: string
  hashSecret: string
}

export function paymentProvider(env: Env): PaymentProvider {
  const { payment } = env
  const dev = payment.provider === 'dev'
  const tmnCode = dev ? DEV_TMN_CODE : (payment.vnpayTmnCode as string)
  const hashSecret = dev ? payment.devSecret : (payment.vnpayHashSecret as string)
  const config = {
    tmnCode,
    hashSecret,
    payUrl: dev ? `${env.publicOrigin}${DEV_PAY_PATH}` : payment.vnpayPayUrl,
    returnUrl: `${env.publicOrigin}${DEPOSIT_RESULT_PATH}`,
    expireMinutes: WALLET.paymentExpireMinutes,
  }
  return {
    name: payment.provider,
    tmnCode,
    hashSecret,
    paymentUrl: ({ txnRef, amount, ipAddr, createdAt }) =>
      buildPaymentUrl(config, { txnRef, amount, ipAddr, createdAt, orderInfo: `Nap tien vao tai khoan Viec Lam Tot ${txnRef}` }),
    verify: (query) => parseNotification(query, hashSecret),
  }
}

interface PaymentRow {
  id: number
  user_id: number
  txn_ref: string
  provider: string
  amount: number
  reward: number
  status: PaymentStatus
  response_code: string | null
  created_at: Date
  paid_at: Date | null
  invoice_organization_id: number | null
}

const toDeposit = (row: PaymentRow): Deposit => ({
  id: Number(row.id),
  txn_ref: row.txn_ref,
  provider: row.provider,
  amount: Number(row.amount),
  amount_text: formatMoney(Number(row.amount)),
  reward: Number(row.reward),
  status: row.status,
  status_name: PAYMENT_STATUS_NAME[row.status],
  message: paymentMessage(row.status, row.response_code),
  response_code: row.response_code,
  created_at: new Date(row.created_at).toISOString(),
  paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
})

const PAYMENT_COLUMNS = 'id, user_id, txn_ref, provider, amount, reward, status, response_code, created_at, paid_at, invoice_organization_id'

/** Starts a deposit: a pending payment and the provider URL to pay it (one per idempotency key). */
export async function createDeposit(
  db: Database,
  provider: PaymentProvider,
  input: { userId: number; amount: number; ipAddr: string; invoiceOrganizationId?: number },
  request: IdempotentRequest,
  now = new Date(),
): Promise<CreatedDeposit> {
  return idempotent(db, input.userId, request, async (tx) => {
    // the VAT invoice's organisation: one the payer belongs to, else refused and nothing created
    // (the claim of the key rolls back with the request)
    if (input.invoiceOrganizationId !== undefined && !(await memberRole(tx, input.userId, input.invoiceOrganizationId))) {
      throw badRequest(WALLET_MSG.invoiceOrganization, 'invoice_organization')
    }
    const txnRef = newTxnRef(now)
    const [row] = await tx.query<PaymentRow>(
      `INSERT INTO payments (user_id, provider, txn_ref, amount, created_at, invoice_organization_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${PAYMENT_COLUMNS}`,
      [input.userId, provider.name, txnRef, input.amount, now, input.invoiceOrganizationId ?? null],
    )
    return { deposit: toDeposit(row), payment_url: provider.paymentUrl({ txnRef, amount: input.amount, ipAddr: input.ipAddr, createdAt: now }) }
  })
}

/** One of the caller's deposits by its reference (another account's: 403). */
export async function depositOf(db: Queryable, userId: number, txnRef: string): Promise<Deposit> {
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE txn_ref = $1`, [txnRef])
  if (!row) throw notFound(WALLET_MSG.paymentNotFound)
  if (Number(row.user_id) !== userId) throw forbidden()
  return toDeposit(row)
}

/**
 * The provider's notification (IPN), in VNPay's order of checks: signature (97), order (01), amount
 * (04), already settled (02), then the payment is settled: paid and credited (with the deposit reward
 * while the account has the offer), or cancelled/failed with no change to any balance (00 either way).
 */
export async function settlePayment(db: Database, provider: PaymentProvider, query: Query): Promise<IpnReply> {
  const notice = provider.verify(query)
  if (!notice) return IPN_REPLY.invalidSignature
  const { reply, settled } = await db.transaction(async (tx): Promise<{ reply: IpnReply; settled?: PaymentStatus }> => {
    const [payment] = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE txn_ref = $1 AND provider = $2 FOR UPDATE`, [
      notice.txnRef,
      provider.name,
    ])
    if (!payment) return { reply: IPN_REPLY.orderNotFound }
    if (Number(payment.amount) !== notice.amount) return { reply: IPN_REPLY.invalidAmount }
    if (payment.status !== 'pending') return { reply: IPN_REPLY.alreadyConfirmed }
    const status: PaymentStatus = notice.success ? 'paid' : notice.cancelled ? 'cancelled' : 'failed'
    let transactionId: number | null = null
    let reward = 0
    if (status === 'paid') {
      const userId = Number(payment.user_id)
      const amount = Number(payment.amount)
      const [user] = await tx.query<{ has_deposit_reward: boolean }>('SELECT has_deposit_reward FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
      transactionId = await postTransaction(tx, {
        userId,
        kind: 'deposit',
        description: `Nạp tiền qua ${provider.name === 'vnpay' ? 'VNPay' : 'cổng thử nghiệm'} (mã ${payment.txn_ref})`,
        amount,
        entries: [
          { account: 'gateway', amount: -amount },
          { account: 'main', amount },
        ],
      })
      reward = depositReward(amount, Boolean(user?.has_deposit_reward))
      if (reward > 0) {
        await postTransaction(tx, {
          userId,
          kind: 'reward',
          description: `Tặng ${WALLET.rewardPercent}% khi nạp tiền (mã ${payment.txn_ref})`,
          amount: reward,
          entries: [
            { account: 'promotion', amount: -reward },
            { account: 'bonus', amount: reward },
          ],
        })
        await tx.query('UPDATE users SET has_deposit_reward = false WHERE id = $1', [userId])
      }
      await issueInvoice(tx, { id: Number(payment.id), user_id: userId, amount, txn_ref: payment.txn_ref, invoice_organization_id: payment.invoice_organization_id })
    }
    await tx.query(
      `UPDATE payments SET status = $2, response_code = $3, provider_txn = $4, bank_code = $5, transaction_id = $6, reward = $7,
              updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE NULL END
        WHERE id = $1`,
      [payment.id, status, notice.responseCode, notice.transactionNo, notice.bankCode, transactionId, reward],
    )
    return { reply: IPN_REPLY.confirmed, settled: status }
  })
  // counted once committed: a rolled-back settlement is tried again by the provider's next IPN
  if (settled) depositsSettled.inc({ provider: provider.name, status: settled })
  return reply
}
