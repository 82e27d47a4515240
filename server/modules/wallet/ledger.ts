// The wallet's ledger (docs/decisions/0015-wallet.md). Every change of an account's two balances
// (users.account_amount 'main', users.account_bonus 'bonus') is a transaction of entries that sum to
// zero, written with the balance update in the caller's database transaction. The balances' CHECK
// (>= 0) is the last guard: a spend that would overdraw fails and rolls everything back.
import type { Queryable } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { Balances } from '../../../src/domain/contract/wallet'
import { WALLET_MSG } from '../../../src/domain/wallet'

export type UserAccount = 'main' | 'bonus'
export type SystemAccount = 'gateway' | 'revenue' | 'promotion'
export type TransactionKind = 'deposit' | 'reward' | 'purchase' | 'refund'

export interface Entry {
  account: UserAccount | SystemAccount
  amount: number
}

export interface NewTransaction {
  userId: number
  kind: TransactionKind
  description: string
  /** what the account paid or received in all (positive) */
  amount: number
  jobId?: number | null
  priceId?: number | null
  entries: Entry[]
}

const COLUMN: Record<UserAccount, 'account_amount' | 'account_bonus'> = { main: 'account_amount', bonus: 'account_bonus' }
const isUserAccount = (account: Entry['account']): account is UserAccount => account === 'main' || account === 'bonus'

/**
 * The account's balances, its row locked until the caller's transaction ends (purchases serialise on
 * it). NO KEY UPDATE, not UPDATE: the rows a purchase inserts first (its idempotency key) hold KEY
 * SHARE locks on the account, which UPDATE would wait for, deadlocking two purchases of one account.
 */
export async function lockBalances(tx: Queryable, userId: number): Promise<Balances> {
  const [row] = await tx.query<Balances>('SELECT account_amount, account_bonus FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  if (!row) throw new AppError(404, 'not_found', WALLET_MSG.noAccount)
  return { account_amount: Number(row.account_amount), account_bonus: Number(row.account_bonus) }
}

/** Writes one balanced transaction and moves the account's balances by its user entries; returns its id. */
export async function postTransaction(tx: Queryable, t: NewTransaction): Promise<number> {
  const entries = t.entries.filter((e) => e.amount !== 0)
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new Error(`ledger: amount ${t.amount} is not a positive integer`)
  if (entries.some((e) => !Number.isSafeInteger(e.amount))) throw new Error('ledger: entries must be integer đồng')
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('ledger: entries do not balance')
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO wallet_transactions (user_id, kind, description, amount, job_id, price_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [t.userId, t.kind, t.description, t.amount, t.jobId ?? null, t.priceId ?? null],
  )
  for (const entry of entries) {
    let balanceAfter: number | null = null
    if (isUserAccount(entry.account)) {
      const column = COLUMN[entry.account]
      const rows = await tx.query<{ balance: number }>(
        `UPDATE users SET ${column} = ${column} + $2 WHERE id = $1 AND ${column} + $2 >= 0 RETURNING ${column} AS balance`,
        [t.userId, entry.amount],
      )
      if (!rows.length) throw new AppError(400, 'insufficient_balance', WALLET_MSG.insufficient)
      balanceAfter = Number(rows[0].balance)
    }
    await tx.query(
      'INSERT INTO ledger_entries (transaction_id, account, user_id, amount, balance_after) VALUES ($1, $2, $3, $4, $5)',
      [id, entry.account, isUserAccount(entry.account) ? t.userId : null, entry.amount, balanceAfter],
    )
  }
  return Number(id)
}
