// The wallet side of `npm run bench` (issue 19): purchases (a push-up package for one job, through
// POST /listing/v1/services/buy-job-up with an Idempotency-Key) on the bench database and its API,
//  - on one account: every purchase waits for the account's row lock, so this is the serial rate;
//  - across accounts: 8 accounts buying at once, each for a job of its own (a purchase also locks its job).
// Each run funds fresh accounts through the ledger, so figures do not depend on earlier runs.
import type { Database } from '../server/db/client'
import { postTransaction } from '../server/modules/wallet/ledger'
import { benchEmployer, quantile, send } from './bench-employer'

const PURCHASES = 400
const CLIENTS = 8

async function fundedMember(db: Database, organizationId: number, phone: string, name: string) {
  const account = await benchEmployer(db, phone, name)
  await db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'recruiter') ON CONFLICT DO NOTHING`, [organizationId, account.id])
  const amount = 1_000_000_000
  await db.transaction((tx) =>
    postTransaction(tx, { userId: account.id, kind: 'deposit', description: 'Nạp tiền thử tải', amount, entries: [{ account: 'gateway', amount: -amount }, { account: 'main', amount }] }),
  )
  return account
}

async function purchases(port: number, buyers: Array<{ token: string; jobId: number }>, priceId: number, run: string) {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const { token, jobId } = buyers[client % buyers.length]
      while (next < PURCHASES) {
        const i = next++
        const t0 = performance.now()
        const res = await send(port, 'POST', '/listing/v1/services/buy-job-up', token, { classified_id: jobId, price_id: priceId }, { 'idempotency-key': `bench-${run}-${i}` })
        latencies.push(performance.now() - t0)
        if (res.status !== 200) errors++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  return { rate: PURCHASES / seconds, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), errors }
}

export async function walletFigures(db: Database, port: number): Promise<void> {
  const jobs = await db.query<{ id: number; organization_id: number }>(
    `SELECT id, organization_id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() + interval '1 day' ORDER BY id LIMIT ${CLIENTS}`,
  )
  const [price] = await db.query<{ id: number }>(`SELECT id FROM service_prices WHERE kind = 'job_up' AND is_active ORDER BY price LIMIT 1`)
  const run = Date.now().toString(36)
  const phone = (i: number) => `0388${run.slice(-3).replace(/\D/g, '0').padStart(3, '0')}${String(i).padStart(3, '0')}`
  const accounts = []
  for (let i = 0; i < CLIENTS; i++) {
    const job = jobs[i % jobs.length]
    accounts.push({ token: (await fundedMember(db, job.organization_id, phone(i), `Ví thử tải ${i}`)).token, jobId: job.id })
  }
  const one = await purchases(port, [accounts[0]], price.id, `${run}-one`)
  const many = await purchases(port, accounts, price.id, `${run}-many`)
  console.log(`\nWallet: ${PURCHASES} purchases of a push-up package, ${CLIENTS} concurrent clients`)
  console.log('| scenario | purchases/s | p50 ms | p95 ms | errors |')
  console.log('|---|---|---|---|---|')
  for (const [name, r] of [['one account', one], [`${CLIENTS} accounts`, many]] as const) {
    console.log(`| ${name} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`)
  }
}
