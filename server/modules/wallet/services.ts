// Paid services (SPEC 7.2 service-prices/job, 7.3 buy-service, 7.4 buy-job-up and service-history;
// docs/decisions/0015-wallet.md). A purchase is one transaction: the idempotency claim, the charge
// (promotion money first), the ledger and the effect on the job or account. A crash anywhere in it
// leaves nothing behind, and a retry with the same key is charged once.
//
// Effects go through columns the search index follows (service_ids, pushed_at, expires_at), so the
// badge and Top Ads order show within the index's lag. A service with days ends on its date: a
// queued task removes its id from the job when no bought period of it is left.
import { REVIEW_STATUS, SERVICE, serviceUnit } from '../../../src/domain/constants'
import { SERVICE_NAME, formatVietnamDate } from '../../../src/domain/manage-listing'
import { formatMoney } from '../../../src/domain/money'
import type { Balances, PopularPrice, Purchase, ServiceHistoryItem, ServicePrice } from '../../../src/domain/contract/wallet'
import { POPULAR_PACKAGE, WALLET_MSG, splitPayment, type PriceKind } from '../../../src/domain/wallet'
import type { Database, Queryable } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { enqueue } from '../../lib/queue'
import { applyCoupon, redeemCoupon, type AppliedCoupon } from './coupons'
import { idempotent, type IdempotentRequest } from './idempotency'
import { raiseLoyalty } from './loyalty'
import { lockBalances, postTransaction } from './ledger'
import { recordActivity } from '../../lib/activity'

const DAY_MS = 24 * 60 * 60 * 1000

export const SERVICE_KINDS = { end: 'wallet.service-end', push: 'wallet.service-push' } as const

export interface PriceRow {
  id: number
  kind: PriceKind
  service_id: number | null
  name: string
  quantity: number
  price: number
}

const unitOf = (row: PriceRow) => (row.kind === 'job_up' ? 'lượt' : serviceUnit(row.service_id as number))

export const toPrice = (row: PriceRow): ServicePrice => ({
  id: row.id,
  kind: row.kind,
  service_id: row.service_id,
  name: row.name,
  quantity: row.quantity,
  unit: unitOf(row),
  price: Number(row.price),
  price_text: formatMoney(Number(row.price)),
})

/** The price list on sale, in the operator's order. */
export async function servicePrices(db: Queryable): Promise<ServicePrice[]> {
  const rows = await db.query<PriceRow>(
    'SELECT id, kind, service_id, name, quantity, price FROM service_prices WHERE is_active ORDER BY sort, id',
  )
  return rows.map(toPrice)
}

/**
 * The popular package of each service (kind and service id) on sale (docs/decisions/0053-shop.md):
 * the one the ledger's purchases bought most over the last POPULAR_PACKAGE.days days, at least
 * POPULAR_PACKAGE.minPurchases times (a tie: the operator's order); else the operator's flag.
 */
export async function popularPrices(db: Queryable, now = new Date()): Promise<PopularPrice[]> {
  const since = new Date(now.getTime() - POPULAR_PACKAGE.days * DAY_MS)
  const rows = await db.query<{ id: number; kind: string; service_id: number | null; is_recommended: boolean; bought: number }>(
    `SELECT p.id, p.kind, p.service_id, p.is_recommended, coalesce(b.bought, 0)::int AS bought
       FROM service_prices p
       LEFT JOIN (SELECT price_id, count(*) AS bought FROM wallet_transactions
                   WHERE kind = 'purchase' AND created_at > $1 AND created_at <= $2 GROUP BY price_id) b ON b.price_id = p.id
      WHERE p.is_active ORDER BY p.sort, p.id`,
    [since, now],
  )
  const groups = new Map<string, typeof rows>()
  for (const row of rows) {
    const key = `${row.kind}:${row.service_id ?? ''}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()].flatMap((group): PopularPrice[] => {
    const most = group.reduce((best, row) => (Number(row.bought) > Number(best.bought) ? row : best))
    if (Number(most.bought) >= POPULAR_PACKAGE.minPurchases) return [{ price_id: Number(most.id), reason: 'most_bought' }]
    const flagged = group.find((row) => row.is_recommended)
    return flagged ? [{ price_id: Number(flagged.id), reason: 'recommended' }] : []
  })
}

export interface JobForPurchase {
  id: number
  title: string
  review_status: number
  is_hidden: boolean
  expires_at: Date
  service_ids: number[]
}

export async function activeJob(tx: Queryable, jobId: number, organizationId: number, now = new Date()): Promise<JobForPurchase> {
  const [job] = await tx.query<JobForPurchase>(
    `SELECT id, title, review_status, is_hidden, expires_at, service_ids FROM jobs WHERE id = $1 AND organization_id = $2 FOR UPDATE`,
    [jobId, organizationId],
  )
  if (!job) throw notFound()
  if (job.review_status !== REVIEW_STATUS.approved || job.is_hidden || new Date(job.expires_at) <= now) {
    throw badRequest(WALLET_MSG.jobNotActive, 'job_not_active')
  }
  return job
}

/**
 * Charges the account for a price, less a coupon's discount (promotion money first), and writes the
 * purchase; the ledger refuses an overdraft. The coupon is checked under the account's row lock, so
 * two purchases of one account cannot both use it.
 */
async function charge(tx: Queryable, userId: number, price: PriceRow, description: string, jobId: number | null, code: string | undefined) {
  const balances = await lockBalances(tx, userId)
  const listPrice = Number(price.price)
  const coupon = code ? await applyCoupon(tx, userId, code, { kind: price.kind, price: listPrice }) : null
  const due = listPrice - (coupon?.discount ?? 0)
  const split = splitPayment(due, balances)
  if (!split) throw badRequest(WALLET_MSG.insufficient, 'insufficient_balance')
  const transactionId = await postTransaction(tx, {
    userId,
    kind: 'purchase',
    description: coupon ? `${description} (mã ${coupon.code})` : description,
    amount: due,
    jobId,
    priceId: price.id,
    entries: [
      { account: 'bonus', amount: -split.bonus },
      { account: 'promotion', amount: split.bonus },
      { account: 'main', amount: -split.main },
      { account: 'revenue', amount: split.main },
    ],
  })
  if (coupon) await redeemCoupon(tx, userId, coupon, transactionId, listPrice)
  if (split.main > 0) await raiseLoyalty(tx, userId)
  return { transactionId, split, coupon }
}

export async function priceFor(tx: Queryable, priceId: number, kinds: PriceKind[]): Promise<PriceRow> {
  const [row] = await tx.query<PriceRow>('SELECT id, kind, service_id, name, quantity, price FROM service_prices WHERE id = $1 AND is_active', [priceId])
  if (!row) throw notFound(WALLET_MSG.priceNotFound)
  if (!kinds.includes(row.kind)) throw badRequest(WALLET_MSG.priceWrongKind, 'price_wrong_kind')
  return row
}

/** The period a job service bought now runs for: after what is already bought of it, for its days. */
async function periodOf(tx: Queryable, job: JobForPurchase, price: PriceRow, now: Date): Promise<{ starts: Date; ends: Date }> {
  const serviceId = price.service_id as number
  if (serviceId === SERVICE.urgent) {
    // "lượt": the badge until the job's deadline
    if (job.service_ids.includes(SERVICE.urgent)) throw conflict(WALLET_MSG.urgentRunning, 'service_running')
    return { starts: now, ends: new Date(job.expires_at) }
  }
  const [{ last }] = await tx.query<{ last: Date | null }>(
    'SELECT max(ends_at) AS last FROM job_services WHERE job_id = $1 AND service_id = $2 AND ends_at > $3',
    [job.id, serviceId, now],
  )
  const starts = last ? new Date(last) : now
  return { starts, ends: new Date(starts.getTime() + price.quantity * DAY_MS) }
}

async function pushNow(tx: Queryable, jobId: number, userId: number | null) {
  const [row] = await tx.query<{ pushed_at: Date }>(
    `INSERT INTO job_push_ups (job_id, user_id, source) VALUES ($1, $2, 'paid') RETURNING pushed_at`,
    [jobId, userId],
  )
  await tx.query('UPDATE jobs SET pushed_at = $2 WHERE id = $1', [jobId, row.pushed_at])
}

const endKey = (jobId: number, serviceId: number, ends: Date) => `service-end:${jobId}:${serviceId}:${ends.getTime()}`
const pushKey = (jobId: number, at: Date) => `service-push:${jobId}:${at.getTime()}`

export interface JobPurchaseInput {
  userId: number
  organizationId: number
  /** the job, locked by activeJob in this transaction */
  job: JobForPurchase
  price: PriceRow
  couponCode?: string
  /** the period starts here rather than after what is already bought (a renewal) */
  startsAt?: Date
  renewal?: boolean
}

/**
 * One purchase for one job inside the caller's transaction: the charge (promotion money first, the
 * coupon if any), the effect on the job, its end task and the organisation's activity row. Every
 * path that buys for a job calls it: the single purchase, the basket and the auto-renewal.
 */
export async function purchaseForJob(tx: Queryable, input: JobPurchaseInput, now = new Date()): Promise<Purchase> {
  const { job, price } = input
  const { transactionId, split, coupon } = await charge(tx, input.userId, price, `${input.renewal ? 'Tự động gia hạn: ' : ''}${price.name} - ${job.title}`, job.id, input.couponCode)
  let period: { starts: Date; ends: Date } | null = null
  if (price.kind === 'job_up') {
    await tx.query('UPDATE jobs SET paid_ups_left = paid_ups_left + $2 WHERE id = $1', [job.id, price.quantity])
  } else {
    const serviceId = price.service_id as number
    period = input.startsAt ? { starts: input.startsAt, ends: new Date(input.startsAt.getTime() + price.quantity * DAY_MS) } : await periodOf(tx, job, price, now)
    await tx.query('INSERT INTO job_services (job_id, service_id, starts_at, ends_at, transaction_id) VALUES ($1, $2, $3, $4, $5)', [
      job.id,
      serviceId,
      period.starts,
      period.ends,
      transactionId,
    ])
    await tx.query(
      `UPDATE jobs SET service_ids = CASE WHEN $2 = ANY (service_ids) THEN service_ids ELSE service_ids || $2::int END,
              expires_at = CASE WHEN $2 = ${SERVICE.display} THEN GREATEST(expires_at, $3) ELSE expires_at END
        WHERE id = $1`,
      [job.id, serviceId, period.ends],
    )
    await enqueue(tx, SERVICE_KINDS.end, { job_id: job.id, service_id: serviceId }, { runAt: period.ends, dedupeKey: endKey(job.id, serviceId, period.ends) })
    if (serviceId === SERVICE.push) {
      await pushNow(tx, job.id, input.userId)
      const next = new Date(now.getTime() + DAY_MS)
      await enqueue(tx, SERVICE_KINDS.push, { job_id: job.id }, { runAt: next, dedupeKey: pushKey(job.id, next) })
    }
  }
  await recordActivity(tx, {
    organizationId: input.organizationId,
    userId: input.userId,
    action: price.kind === 'job_up' ? 'wallet.job_ups_bought' : input.renewal ? 'wallet.service_renewed' : 'wallet.service_bought',
    jobId: job.id,
    subjectId: transactionId,
    amount: split.bonus + split.main,
    details: { service: price.name },
  })
  return purchaseResult(tx, input.userId, transactionId, price, split, coupon, period)
}

/** Buys a service (7002, 7004, 7008, 7016) or a push-up package for one job of the caller's organisation. */
export async function buyForJob(
  db: Database,
  input: { userId: number; organizationId: number; jobId: number; priceId: number; kinds: PriceKind[]; couponCode?: string },
  request: IdempotentRequest,
  now = new Date(),
): Promise<Purchase> {
  return idempotent(db, input.userId, request, async (tx) => {
    const price = await priceFor(tx, input.priceId, input.kinds)
    const job = await activeJob(tx, input.jobId, input.organizationId, now)
    return purchaseForJob(tx, { userId: input.userId, organizationId: input.organizationId, job, price, couponCode: input.couponCode }, now)
  })
}

/** Buys contact unlocks (7001) for the caller's account. */
export async function buyCandidateCredits(db: Database, userId: number, priceId: number, couponCode: string | undefined, request: IdempotentRequest): Promise<Purchase> {
  return idempotent(db, userId, request, async (tx) => {
    const price = await priceFor(tx, priceId, ['candidate'])
    const { transactionId, split, coupon } = await charge(tx, userId, price, price.name, null, couponCode)
    await tx.query('UPDATE users SET candidate_credits = candidate_credits + $2 WHERE id = $1', [userId, price.quantity])
    return purchaseResult(tx, userId, transactionId, price, split, coupon, null)
  })
}

async function purchaseResult(
  tx: Queryable,
  userId: number,
  transactionId: number,
  price: PriceRow,
  split: { bonus: number; main: number },
  coupon: AppliedCoupon | null,
  period: { starts: Date; ends: Date } | null,
): Promise<Purchase> {
  const [balances] = await tx.query<Balances>('SELECT account_amount, account_bonus FROM users WHERE id = $1', [userId])
  return {
    message: WALLET_MSG.bought,
    transaction_id: transactionId,
    price: toPrice(price),
    paid: split.bonus + split.main,
    discount: coupon?.discount ?? 0,
    coupon_code: coupon?.code ?? null,
    paid_bonus: split.bonus,
    paid_main: split.main,
    balances: { account_amount: Number(balances.account_amount), account_bonus: Number(balances.account_bonus) },
    starts_at: period?.starts.toISOString() ?? null,
    ends_at: period?.ends.toISOString() ?? null,
    end_date: period ? formatVietnamDate(period.ends) : null,
  }
}

/** Every purchase for one job, newest first, with its period (dd/MM/yyyy). */
export async function serviceHistory(db: Queryable, jobId: number, now = new Date()): Promise<{ items: ServiceHistoryItem[] }> {
  const rows = await db.query<{
    id: number
    amount: number
    created_at: Date
    kind: PriceKind
    service_id: number | null
    name: string
    quantity: number
    price: number
    starts_at: Date | null
    ends_at: Date | null
    full_name: string | null
  }>(
    `SELECT t.id, t.amount, t.created_at, p.kind, p.service_id, p.name, p.quantity, p.price, s.starts_at, s.ends_at, u.full_name
       FROM wallet_transactions t
       JOIN service_prices p ON p.id = t.price_id
       LEFT JOIN job_services s ON s.transaction_id = t.id
       JOIN users u ON u.id = t.user_id
      WHERE t.job_id = $1 AND t.kind = 'purchase'
      ORDER BY t.id DESC LIMIT 200`,
    [jobId],
  )
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      service_id: r.service_id,
      service_name: r.service_id === null ? 'Gói đẩy tin' : (SERVICE_NAME[r.service_id] ?? `Dịch vụ ${r.service_id}`),
      quantity: r.quantity,
      unit: unitOf(r as unknown as PriceRow),
      paid: Number(r.amount),
      paid_text: formatMoney(Number(r.amount)),
      bought_at: new Date(r.created_at).toISOString(),
      bought_date: formatVietnamDate(new Date(r.created_at)),
      starts_at: r.starts_at ? new Date(r.starts_at).toISOString() : null,
      ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
      start_date: r.starts_at ? formatVietnamDate(new Date(r.starts_at)) : null,
      end_date: r.ends_at ? formatVietnamDate(new Date(r.ends_at)) : null,
      is_running: r.starts_at !== null && r.ends_at !== null && new Date(r.starts_at) <= now && new Date(r.ends_at) > now,
      by_name: r.full_name,
    })),
  }
}

/** A service's period ended: its id leaves the job unless another bought period of it still runs. */
export async function endService(db: Queryable, jobId: number, serviceId: number, now = new Date()): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET service_ids = array_remove(service_ids, $2::int)
      WHERE id = $1 AND $2 = ANY (service_ids)
        AND NOT EXISTS (SELECT 1 FROM job_services WHERE job_id = $1 AND service_id = $2 AND ends_at > $3)
      RETURNING id`,
    [jobId, serviceId, now],
  )
  return rows.length > 0
}

/** The daily push of a running 7002: pushes an active job and queues the next day's while the service runs. */
export async function runServicePush(db: Database, jobId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ active: boolean; ends_at: Date | null }>(
      `SELECT (review_status = ${REVIEW_STATUS.approved} AND NOT is_hidden AND expires_at > $2) AS active,
              (SELECT max(ends_at) FROM job_services WHERE job_id = j.id AND service_id = ${SERVICE.push}) AS ends_at
         FROM jobs j WHERE id = $1 FOR UPDATE`,
      [jobId, now],
    )
    if (!job || !job.ends_at || new Date(job.ends_at) <= now) return false
    if (job.active) await pushNow(tx, jobId, null)
    const next = new Date(now.getTime() + DAY_MS)
    if (next < new Date(job.ends_at)) await enqueue(tx, SERVICE_KINDS.push, { job_id: jobId }, { runAt: next, dedupeKey: pushKey(jobId, next) })
    return job.active
  })
}
