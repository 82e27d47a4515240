// Coupons (SPEC 7.9 my-coupons; docs/decisions/0015-wallet.md): a code checked against the price,
// its dates, minimum order and kinds, and used once per account in the purchase's transaction.
import { formatVietnamDate } from '../../../src/domain/manage-listing'
import type { MyCoupon } from '../../../src/domain/contract/wallet'
import { COUPON_MSG, COUPON_STATES, couponCode, couponDiscount, type CouponRule, type CouponState, type PriceKind } from '../../../src/domain/wallet'
import type { Queryable } from '../../db/client'
import { badRequest } from '../../lib/errors'

interface CouponRow {
  id: number
  code: string
  description: string
  kind: 'amount' | 'percent'
  value: number
  max_discount: number | null
  min_order: number
  kinds: PriceKind[]
  user_id: number | null
  starts_at: Date
  ends_at: Date
  used: boolean
}

const COLUMNS = `c.id, c.code, c.description, c.kind, c.value, c.max_discount, c.min_order, c.kinds, c.user_id, c.starts_at, c.ends_at,
  EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $1) AS used`

const ruleOf = (row: CouponRow): CouponRule => ({
  kind: row.kind,
  value: Number(row.value),
  max_discount: row.max_discount === null ? null : Number(row.max_discount),
  min_order: Number(row.min_order),
  kinds: row.kinds ?? [],
  starts_at: new Date(row.starts_at).toISOString(),
  ends_at: new Date(row.ends_at).toISOString(),
})

export interface AppliedCoupon {
  id: number
  code: string
  discount: number
}

/** The discount of a code for the account on a price; 400 with the reason when it does not apply. */
export async function applyCoupon(tx: Queryable, userId: number, code: string, price: { kind: PriceKind; price: number }, now = new Date()): Promise<AppliedCoupon> {
  const [row] = await tx.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons c WHERE c.code = $2 AND c.is_active AND (c.user_id IS NULL OR c.user_id = $1)`,
    [userId, couponCode(code)],
  )
  if (!row) throw badRequest(COUPON_MSG.notFound, 'coupon_not_found')
  if (row.used) throw badRequest(COUPON_MSG.used, 'coupon_used')
  const result = couponDiscount(ruleOf(row), price, now)
  if ('error' in result) throw badRequest(result.error, 'coupon_not_applicable')
  return { id: row.id, code: row.code, discount: result.discount }
}

/** Records the use (the primary key refuses a second use by the same account). */
export async function redeemCoupon(tx: Queryable, userId: number, coupon: AppliedCoupon, transactionId: number, listPrice: number) {
  await tx.query('INSERT INTO coupon_redemptions (coupon_id, user_id, transaction_id, list_price, discount) VALUES ($1, $2, $3, $4, $5)', [
    coupon.id,
    userId,
    transactionId,
    listPrice,
    coupon.discount,
  ])
}

const STATE_NAME: Record<CouponState, string> = { usable: 'Có thể dùng', used: 'Đã dùng', expired: 'Hết hạn', not_started: 'Chưa đến hạn dùng' }

/** The account's own coupons and the public ones, usable first; recently ended ones stay listed for 30 days. */
export async function myCoupons(db: Queryable, userId: number, now = new Date()): Promise<{ items: MyCoupon[] }> {
  const rows = await db.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons c
      WHERE c.is_active AND (c.user_id IS NULL OR c.user_id = $1) AND c.ends_at > $2::timestamptz - interval '30 days'
      ORDER BY c.ends_at, c.id`,
    [userId, now],
  )
  const items = rows.map((row): MyCoupon => {
    const state: CouponState = row.used ? 'used' : now >= new Date(row.ends_at) ? 'expired' : now < new Date(row.starts_at) ? 'not_started' : 'usable'
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      personal: row.user_id !== null,
      state,
      state_name: STATE_NAME[state],
      starts_date: formatVietnamDate(new Date(row.starts_at)),
      ends_date: formatVietnamDate(new Date(row.ends_at)),
    }
  })
  return { items: items.sort((a, b) => COUPON_STATES.indexOf(a.state) - COUPON_STATES.indexOf(b.state)) }
}
