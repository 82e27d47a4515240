// Reads of the wallet: the transactions page (with running balances) and the buy-service page's data.
import { formatVietnamDateTime } from '../../../src/domain/manage-listing'
import { formatMoney } from '../../../src/domain/money'
import type { BuyServiceInfo, TransactionPage, WalletTransaction } from '../../../src/domain/contract/wallet'
import { TRANSACTION_KIND_NAME, type TransactionKind } from '../../../src/domain/wallet'
import type { Queryable } from '../../db/client'
import { notFound } from '../../lib/errors'
import { classifiedRows } from '../listings/listings.service'
import { servicePrices } from './services'


/** The account's transactions, newest first, each with the two balances after it. */
export async function transactions(db: Queryable, userId: number, offset: number, limit: number): Promise<TransactionPage> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<{ id: number; kind: TransactionKind; description: string; amount: number; job_id: number | null; created_at: Date; main: number; bonus: number; main_after: number; bonus_after: number }>(
      `SELECT t.id, t.kind, t.description, t.amount, t.job_id, t.created_at,
              COALESCE((SELECT sum(amount) FROM ledger_entries WHERE transaction_id = t.id AND account = 'main'), 0) AS main,
              COALESCE((SELECT sum(amount) FROM ledger_entries WHERE transaction_id = t.id AND account = 'bonus'), 0) AS bonus,
              COALESCE((SELECT balance_after FROM ledger_entries WHERE user_id = $1 AND account = 'main' AND transaction_id <= t.id ORDER BY transaction_id DESC, id DESC LIMIT 1), 0) AS main_after,
              COALESCE((SELECT balance_after FROM ledger_entries WHERE user_id = $1 AND account = 'bonus' AND transaction_id <= t.id ORDER BY transaction_id DESC, id DESC LIMIT 1), 0) AS bonus_after
         FROM wallet_transactions t WHERE t.user_id = $1 ORDER BY t.id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, limit],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM wallet_transactions WHERE user_id = $1', [userId]),
  ])
  const items: WalletTransaction[] = rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    kind_name: TRANSACTION_KIND_NAME[r.kind],
    description: r.description,
    amount: Number(r.amount),
    main: Number(r.main),
    bonus: Number(r.bonus),
    main_after: Number(r.main_after),
    bonus_after: Number(r.bonus_after),
    job_id: r.job_id === null ? null : Number(r.job_id),
    created_at: new Date(r.created_at).toISOString(),
    created_text: formatVietnamDateTime(new Date(r.created_at)),
  }))
  return { items, total: Number(total), offset, limit }
}

/** What the buy-service page of one job shows: the job as its manager row, the prices and the caller's balances. */
export async function buyServiceInfo(db: Queryable, jobId: number, userId: number): Promise<BuyServiceInfo> {
  const [[job], prices, [balances]] = await Promise.all([
    classifiedRows(db, [jobId]),
    servicePrices(db),
    db.query<{ account_amount: number; account_bonus: number }>('SELECT account_amount, account_bonus FROM users WHERE id = $1', [userId]),
  ])
  if (!job) throw notFound()
  const amount = Number(balances.account_amount)
  const bonus = Number(balances.account_bonus)
  return {
    job,
    prices: prices.filter((p) => p.kind !== 'candidate'),
    balances: { account_amount: amount, account_bonus: bonus, total_text: formatMoney(amount + bonus) },
  }
}
