// What the wallet's API tests share: calls with a key, money moved through the ledger, the ledger's
// invariants and the price list. Each test file keeps its own context (t) and users.
import { expect } from 'vitest'
import type { Database } from '../../db/client'
import type { TestContext, TestUser } from '../../testing'
import { postTransaction } from './ledger'

export interface TestPrice {
  id: number
  kind: string
  service_id: number | null
  quantity: number
  price: number
  unit: string
}

/** The ledger's invariants: every transaction balances, and the entries of each account add up to its balances. */
export async function expectBooksBalanced(db: Database) {
  expect(await db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([])
  const drift = await db.query(
    `SELECT u.id FROM users u
      WHERE u.account_amount <> COALESCE((SELECT sum(amount) FROM ledger_entries WHERE user_id = u.id AND account = 'main'), 0)
         OR u.account_bonus <> COALESCE((SELECT sum(amount) FROM ledger_entries WHERE user_id = u.id AND account = 'bonus'), 0)`,
  )
  expect(drift).toEqual([])
}

export function walletTestKit(context: () => TestContext, keyPrefix: string) {
  let keySeq = 0
  let prices: TestPrice[] = []

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object, key?: string | null) {
    const headers: Record<string, string> = {}
    if (user) headers.authorization = `Bearer ${user.token}`
    if (key) headers['idempotency-key'] = key
    const res = await context().app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.json() }
  }

  /** Money into an account the way the ledger moves it (a deposit and, for promotion money, a reward). */
  async function fund(userId: number, main: number, bonus = 0) {
    await context().db.transaction(async (tx) => {
      if (main) await postTransaction(tx, { userId, kind: 'deposit', description: 'Nạp thử', amount: main, entries: [{ account: 'gateway', amount: -main }, { account: 'main', amount: main }] })
      if (bonus) await postTransaction(tx, { userId, kind: 'reward', description: 'Tặng thử', amount: bonus, entries: [{ account: 'promotion', amount: -bonus }, { account: 'bonus', amount: bonus }] })
    })
  }

  const balances = async (userId: number) => {
    const [row] = await context().db.query<{ account_amount: number; account_bonus: number }>('SELECT account_amount, account_bonus FROM users WHERE id = $1', [userId])
    return { main: Number(row.account_amount), bonus: Number(row.account_bonus) }
  }

  const expectLedgerConsistent = () => expectBooksBalanced(context().db)

  /** Reads the public price list once (call in beforeAll). */
  async function loadPrices() {
    prices = (await call('GET', '/listing/v1/service-prices/job', null)).body.data.items
  }

  const priceOf = (serviceId: number | null, quantity: number) => {
    const found = prices.find((p) => p.service_id === serviceId && p.quantity === quantity)
    if (!found) throw new Error(`no price ${serviceId} x${quantity}`)
    return found
  }

  return { call, fund, balances, expectLedgerConsistent, loadPrices, priceOf, newKey: () => `${keyPrefix}-${Date.now()}-${keySeq++}` }
}
