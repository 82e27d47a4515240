// Loyalty ranks (SPEC 3; docs/decisions/0015-wallet.md, Loyalty): from the main-balance money paid
// for services in the last LOYALTY_DAYS days. A purchase can only raise the rank; a daily review
// lowers it once spending ages out. Accounts with no purchase in the ledger keep the rank an
// operator gave them (the review reads spending, and there is none to read).
import { LOYALTY_DAYS, loyaltyFor } from '../../../src/domain/wallet'
import type { Database, Queryable } from '../../db/client'
import type { JobHandlers } from '../../lib/queue'

/** SQL of the main-balance money account `u` paid for services in the period ending at parameter `now`. */
const spent = (now: string) => `COALESCE((SELECT -sum(e.amount) FROM ledger_entries e JOIN wallet_transactions t ON t.id = e.transaction_id
   WHERE e.user_id = u.id AND e.account = 'main' AND t.kind = 'purchase' AND t.created_at > ${now}::timestamptz - make_interval(days => ${LOYALTY_DAYS})), 0)`

/** Raises the account's rank to what its spending earns (inside the purchase's transaction). */
export async function raiseLoyalty(tx: Queryable, userId: number, now = new Date()): Promise<void> {
  const [row] = await tx.query<{ spent: number; loyalty_id: number }>(`SELECT ${spent('$2')} AS spent, loyalty_id FROM users u WHERE u.id = $1`, [userId, now])
  const earned = loyaltyFor(Number(row.spent))
  if (earned > row.loyalty_id) await tx.query('UPDATE users SET loyalty_id = $2 WHERE id = $1', [userId, earned])
}

/** The daily review: accounts whose spending in the period no longer holds their rank go down to what it earns. */
export async function reviewLoyalty(db: Queryable, now = new Date()): Promise<number> {
  const rows = await db.query<{ id: number; spent: number }>(
    `SELECT u.id, ${spent('$1')} AS spent FROM users u
      WHERE u.loyalty_id > 1 AND EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.user_id = u.id AND t.kind = 'purchase')`,
    [now],
  )
  let lowered = 0
  for (const row of rows) {
    const earned = loyaltyFor(Number(row.spent))
    const changed = await db.query('UPDATE users SET loyalty_id = $2 WHERE id = $1 AND loyalty_id > $2 RETURNING id', [row.id, earned])
    lowered += changed.length
  }
  return lowered
}

export const LOYALTY_KIND = 'wallet.loyalty-review'

export function loyaltyWork(): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  return {
    handlers: { [LOYALTY_KIND]: async (_job, db: Database) => void (await reviewLoyalty(db)) },
    recurring: [{ kind: LOYALTY_KIND, everyMs: 24 * 60 * 60 * 1000 }],
  }
}
