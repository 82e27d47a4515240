// Job services settings and the basket (SPEC 7.9 "jobservices settings and buy";
// docs/decisions/0027-job-service-settings.md).
//
// The basket buys several prices for one job in one request: one database transaction, one
// Idempotency-Key, each price its own purchase (purchaseForJob, the code of the single purchase),
// so one price the balance cannot cover rolls back all of them.
//
// The settings name the running day-services of a job that renew themselves ("Tự động gia hạn"),
// a monthly spending cap and the member whose wallet pays. When a period ends, its end task renews
// it first (renewService): the same package, promotion money first, one ledger transaction, under
// an idempotency key derived from job + service + the end of the period renewed, and claimed by the
// job_service_renewals row of that period, so a task run twice charges once. A short balance, the
// cap, a job no longer showing, a package no longer sold or a payer no longer a member stops it:
// the setting is turned off and the payer gets an inbox notice, in the same transaction.
import crypto from 'node:crypto'
import { VIETNAM_OFFSET_MS } from '../../../src/domain/dates'
import { SERVICE_NAME, formatVietnamDate } from '../../../src/domain/manage-listing'
import type { BasketPurchase, JobServiceSettings, Purchase, SavedJobServiceSettings } from '../../../src/domain/contract/wallet'
import { basketCoupon, JOB_SERVICES, JOB_SERVICES_MSG, splitPayment, type CouponFit, type PriceKind } from '../../../src/domain/wallet'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { AppError, badRequest } from '../../lib/errors'
import { memberRole } from '../access/memberships'
import { createInboxMessage } from '../mail/mail.service'
import { applyCoupon, type AppliedCoupon } from './coupons'
import { idempotent, type IdempotentRequest } from './idempotency'
import { lockBalances } from './ledger'
import { activeJob, priceFor, purchaseForJob, toPrice, type PriceRow } from './services'

const RENEWABLE: readonly number[] = JOB_SERVICES.renewableServiceIds

/** The first instant of the calendar month (Vietnam time) holding `at`. */
export function vietnamMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VIETNAM_OFFSET_MS)
}

const PRICE_COLUMNS = 'p.id, p.kind, p.service_id, p.name, p.quantity, p.price'

/** The package of a service's latest period for a job (what a renewal buys again). */
async function lastPeriod(db: Queryable, jobId: number, serviceId: number) {
  const [row] = await db.query<PriceRow & { ends_at: Date; is_active: boolean }>(
    `SELECT ${PRICE_COLUMNS}, p.is_active, s.ends_at
       FROM job_services s JOIN wallet_transactions t ON t.id = s.transaction_id JOIN service_prices p ON p.id = t.price_id
      WHERE s.job_id = $1 AND s.service_id = $2 ORDER BY s.ends_at DESC, s.id DESC LIMIT 1`,
    [jobId, serviceId],
  )
  return row ?? null
}

/** The package a renewal buys: the same price if still sold, else the price on sale of the same service and days. */
async function renewalPrice(db: Queryable, last: PriceRow & { is_active: boolean }): Promise<PriceRow | null> {
  if (last.is_active) return last
  const [row] = await db.query<PriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM service_prices p WHERE p.is_active AND p.kind = 'job' AND p.service_id = $1 AND p.quantity = $2 ORDER BY p.sort, p.id LIMIT 1`,
    [last.service_id, last.quantity],
  )
  return row ?? null
}

async function spentThisMonth(db: Queryable, jobId: number, now: Date): Promise<number> {
  const [{ spent }] = await db.query<{ spent: number | null }>(
    'SELECT sum(amount) AS spent FROM job_service_renewals WHERE job_id = $1 AND created_at >= $2',
    [jobId, vietnamMonthStart(now)],
  )
  return Number(spent ?? 0)
}

interface SettingsRow {
  auto_renew_service_ids: number[]
  monthly_cap: number | null
  payer_user_id: number | null
}

/** GET settings: each renewable service with its running period and switch, the cap and this month's spending. */
export async function jobServiceSettings(db: Queryable, jobId: number, userId: number, now = new Date()): Promise<JobServiceSettings> {
  const [row] = await db.query<SettingsRow & { payer_name: string | null }>(
    `SELECT s.auto_renew_service_ids, s.monthly_cap, s.payer_user_id, u.full_name AS payer_name
       FROM job_service_settings s LEFT JOIN users u ON u.id = s.payer_user_id WHERE s.job_id = $1`,
    [jobId],
  )
  const on = new Set((row?.auto_renew_service_ids ?? []).map(Number))
  const services = []
  for (const serviceId of RENEWABLE) {
    const last = await lastPeriod(db, jobId, serviceId)
    const running = last !== null && new Date(last.ends_at) > now
    const price = last ? await renewalPrice(db, last) : null
    services.push({
      service_id: serviceId,
      service_name: SERVICE_NAME[serviceId],
      auto_renew: on.has(serviceId),
      ends_at: running ? new Date(last.ends_at).toISOString() : null,
      end_date: running ? formatVietnamDate(new Date(last.ends_at)) : null,
      renew_price: price ? toPrice(price) : null,
    })
  }
  const payer = row?.payer_user_id === null || row?.payer_user_id === undefined ? null : Number(row.payer_user_id)
  return {
    classified_id: jobId,
    services,
    monthly_cap: row?.monthly_cap === null || row?.monthly_cap === undefined ? null : Number(row.monthly_cap),
    spent_this_month: await spentThisMonth(db, jobId, now),
    payer_name: payer === null ? null : row!.payer_name,
    is_payer: payer === userId,
  }
}

export interface SaveSettingsInput {
  jobId: number
  organizationId: number
  userId: number
  serviceIds: number[]
  monthlyCap?: number
}

/** Vietnamese reason a settings body is refused, or null. */
export function settingsError(input: { serviceIds: number[]; monthlyCap?: number }): string | null {
  if (new Set(input.serviceIds).size !== input.serviceIds.length) return JOB_SERVICES_MSG.servicesList
  if (input.serviceIds.some((id) => !RENEWABLE.includes(id))) return JOB_SERVICES_MSG.serviceNotRenewable
  if (input.monthlyCap === undefined) return input.serviceIds.length ? JOB_SERVICES_MSG.capRequired : null
  if (!Number.isSafeInteger(input.monthlyCap)) return JOB_SERVICES_MSG.capInteger
  if (input.monthlyCap < JOB_SERVICES.capMin) return JOB_SERVICES_MSG.capMin
  if (input.monthlyCap > JOB_SERVICES.capMax) return JOB_SERVICES_MSG.capMax
  return null
}

/** PUT settings: the switches and the cap; the member who saves them with a switch on pays the renewals. */
export async function saveJobServiceSettings(db: Database, input: SaveSettingsInput, now = new Date()): Promise<SavedJobServiceSettings> {
  const error = settingsError(input)
  if (error) throw badRequest(error, 'invalid_settings')
  const serviceIds = RENEWABLE.filter((id) => input.serviceIds.includes(id))
  await db.transaction(async (tx) => {
    const payer = serviceIds.length ? input.userId : null
    await tx.query(
      `INSERT INTO job_service_settings (job_id, auto_renew_service_ids, monthly_cap, payer_user_id, updated_by, updated_at)
       VALUES ($1, $2::int[], $3, $4, $5, $6)
       ON CONFLICT (job_id) DO UPDATE SET auto_renew_service_ids = EXCLUDED.auto_renew_service_ids, monthly_cap = EXCLUDED.monthly_cap,
              payer_user_id = EXCLUDED.payer_user_id, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [input.jobId, serviceIds, input.monthlyCap ?? null, payer, input.userId, now],
    )
    await recordActivity(tx, {
      organizationId: input.organizationId,
      userId: input.userId,
      action: 'wallet.auto_renew_saved',
      jobId: input.jobId,
      details: { service: serviceIds.length ? serviceIds.map((id) => SERVICE_NAME[id]).join(', ') : 'Tắt' },
    })
  })
  return { ...(await jobServiceSettings(db, input.jobId, input.userId, now)), message: JOB_SERVICES_MSG.saved }
}

/**
 * Buys several prices (job services and push-up packages) for one job in one payment: all in one
 * transaction under one key, or nothing. An optional coupon applies once, to the first price of the
 * basket it is valid for (its reason is the answer when it fits none).
 */
export async function buyBasket(
  db: Database,
  input: { userId: number; organizationId: number; jobId: number; priceIds: number[]; couponCode?: string },
  request: IdempotentRequest,
  now = new Date(),
): Promise<BasketPurchase> {
  if (new Set(input.priceIds).size !== input.priceIds.length) throw badRequest(JOB_SERVICES_MSG.basketDuplicate, 'basket_duplicate')
  return idempotent(db, input.userId, request, async (tx) => {
    const kinds: PriceKind[] = ['job', 'job_up']
    const prices: PriceRow[] = []
    for (const id of input.priceIds) prices.push(await priceFor(tx, id, kinds))
    const job = await activeJob(tx, input.jobId, input.organizationId, now)
    const couponIndex = input.couponCode ? await couponTarget(tx, input.userId, input.couponCode, prices) : -1
    const purchases: Purchase[] = []
    for (const [index, price] of prices.entries()) {
      const couponCode = index === couponIndex ? input.couponCode : undefined
      purchases.push(await purchaseForJob(tx, { userId: input.userId, organizationId: input.organizationId, job, price, couponCode }, now))
      // a later purchase of the same job reads the effects of this one (service_ids, periods)
      Object.assign(job, await activeJob(tx, input.jobId, input.organizationId, now))
    }
    const sum = (pick: (p: Purchase) => number) => purchases.reduce((total, p) => total + pick(p), 0)
    const withCoupon = purchases.find((p) => p.coupon_code !== null)
    return {
      message: JOB_SERVICES_MSG.basketBought(purchases.length),
      purchases,
      paid: sum((p) => p.paid),
      paid_bonus: sum((p) => p.paid_bonus),
      paid_main: sum((p) => p.paid_main),
      discount: sum((p) => p.discount),
      coupon_code: withCoupon?.coupon_code ?? null,
      balances: purchases[purchases.length - 1].balances,
    }
  })
}

/** The index of the first price the coupon is valid for (the domain's basket rule); its refusal for the first price when none. */
async function couponTarget(tx: Queryable, userId: number, code: string, prices: PriceRow[]): Promise<number> {
  const target = await basketCoupon(prices, (price) =>
    applyCoupon(tx, userId, code, { kind: price.kind, price: Number(price.price) }).then(
      (value): CouponFit<AppliedCoupon, AppError> => ({ fits: true, value }),
      (error: unknown): CouponFit<AppliedCoupon, AppError> => {
        if (!(error instanceof AppError)) throw error
        return { fits: false, refusal: error }
      },
    ),
  )
  if ('refusal' in target) throw target.refusal
  return target.index
}

export type RenewalStop = 'balance' | 'cap' | 'job' | 'price' | 'member'

export type RenewalResult =
  | { renewed: true; transaction_id: number; starts_at: string; ends_at: string }
  | { renewed: false; reason: 'off' | 'running' | 'done' }
  | { renewed: false; stopped: RenewalStop }

export type RenewalNotify = (tx: Queryable, userId: number, title: string, content: string, jobId: number) => Promise<void>

/** The inbox notice of a stopped renewal, linking to the job's buy-service page. */
export const renewalInboxNotify =
  (realtime: ServiceContext['realtime']): RenewalNotify =>
  async (tx, userId, title, content, jobId) => {
    await createInboxMessage({ db: tx, realtime }, { userId, part: 'common', title, content, url: `/mua-dich-vu?classified_id=${jobId}` })
  }

const renewalKey = (jobId: number, serviceId: number, periodEnd: Date) => `renew-${jobId}-${serviceId}-${periodEnd.getTime()}`

/**
 * A service's period has ended: buys its next period when the job's setting renews it (see the
 * file's header). Runs before the end task removes the service, so a renewed service never leaves.
 */
export async function renewService(db: Database, jobId: number, serviceId: number, now: Date, notify: RenewalNotify): Promise<RenewalResult> {
  if (!RENEWABLE.includes(serviceId)) return { renewed: false, reason: 'off' }
  const [setting] = await db.query<SettingsRow>('SELECT auto_renew_service_ids, monthly_cap, payer_user_id FROM job_service_settings WHERE job_id = $1', [jobId])
  if (!setting || !setting.auto_renew_service_ids.map(Number).includes(serviceId) || setting.payer_user_id === null) return { renewed: false, reason: 'off' }
  const last = await lastPeriod(db, jobId, serviceId)
  if (!last) return { renewed: false, reason: 'off' }
  const periodEnd = new Date(last.ends_at)
  if (periodEnd > now) return { renewed: false, reason: 'running' }
  const payerId = Number(setting.payer_user_id)
  const key = renewalKey(jobId, serviceId, periodEnd)
  const request: IdempotentRequest = { key, hash: crypto.createHash('sha256').update(`renew ${key}`).digest('hex') }
  return idempotent<RenewalResult>(db, payerId, request, async (tx) => {
    const [current] = await tx.query<SettingsRow & { organization_id: number; title: string }>(
      `SELECT s.auto_renew_service_ids, s.monthly_cap, s.payer_user_id, j.organization_id, j.title
         FROM job_service_settings s JOIN jobs j ON j.id = s.job_id WHERE s.job_id = $1 FOR UPDATE OF s`,
      [jobId],
    )
    if (!current || !current.auto_renew_service_ids.map(Number).includes(serviceId) || Number(current.payer_user_id) !== payerId) return { renewed: false, reason: 'off' }
    const [claimed] = await tx.query('SELECT 1 FROM job_service_renewals WHERE job_id = $1 AND service_id = $2 AND period_ends_at = $3', [jobId, serviceId, periodEnd])
    if (claimed) return { renewed: false, reason: 'done' }
    const organizationId = Number(current.organization_id)
    const stop = async (reason: RenewalStop, content: string): Promise<RenewalResult> => {
      await tx.query(`UPDATE job_service_settings SET auto_renew_service_ids = '{}', payer_user_id = NULL, updated_at = $2 WHERE job_id = $1`, [jobId, now])
      await notify(tx, payerId, JOB_SERVICES_MSG.stoppedTitle(current.title), content, jobId)
      return { renewed: false, stopped: reason }
    }
    if (!(await memberRole(tx, payerId, organizationId))) return stop('member', JOB_SERVICES_MSG.stoppedMember)
    let job
    try {
      job = await activeJob(tx, jobId, organizationId, now)
    } catch (error) {
      if (error instanceof AppError) return stop('job', JOB_SERVICES_MSG.stoppedJob)
      throw error
    }
    const price = await renewalPrice(tx, last)
    if (!price) return stop('price', JOB_SERVICES_MSG.stoppedPrice(last.name))
    const amount = Number(price.price)
    const spent = await spentThisMonth(tx, jobId, now)
    const cap = Number(current.monthly_cap)
    if (spent + amount > cap) return stop('cap', JOB_SERVICES_MSG.stoppedCap(price.name, amount, cap, spent))
    if (!splitPayment(amount, await lockBalances(tx, payerId))) return stop('balance', JOB_SERVICES_MSG.stoppedBalance(price.name, amount))
    // on time: the next period follows the last one without a gap; late (after a stop): from now
    const startsAt = periodEnd.getTime() >= now.getTime() - 60_000 ? periodEnd : now
    const purchase = await purchaseForJob(tx, { userId: payerId, organizationId, job, price, startsAt, renewal: true }, now)
    await tx.query(
      'INSERT INTO job_service_renewals (job_id, service_id, period_ends_at, transaction_id, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [jobId, serviceId, periodEnd, purchase.transaction_id, purchase.paid, now],
    )
    return { renewed: true, transaction_id: purchase.transaction_id, starts_at: purchase.starts_at!, ends_at: purchase.ends_at! }
  })
}

