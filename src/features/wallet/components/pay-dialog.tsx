// The buy page's confirmation (SPEC 2.1, 7.9): what is bought (one package or the basket) for which
// job, a coupon, which balance pays what (promotion money first), and the payment; a short balance
// links to a deposit of what is missing.
import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { Balances, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { depositFor, splitPayment } from '../../../domain/wallet'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { color, radius } from '../../../ui/theme'
import { buyService } from '../api/buy-service'
import { buyBasket } from '../api/job-services'
import { newIdempotencyKey } from '../idempotency'
import { useCoupon } from './use-coupon'
import { SummaryList } from '../../../ui/summary-list'

export interface Pending {
  /** one price (the group's buy button) or the basket's */
  prices: ServicePrice[]
  job: MyClassified | null
  /** paid from the basket bar (emptied once paid) */
  fromBasket?: boolean
  /** the first attempt's idempotency key (the dialog is keyed by it) */
  key: string
}

const Summary = styled(SummaryList)`
  margin: 0 0 16px;
`

const CouponRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin: 0 0 12px;
  label {
    display: grid;
    gap: 4px;
    flex: 1 1 180px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 10px;
    font: inherit;
    text-transform: uppercase;
    border: 1px solid #8a94a0;
    border-radius: ${radius.sm};
  }
`

const Note = styled.p`
  margin: 0 0 12px;
  color: ${color.brandDark};
  font-weight: 600;
`

export const ErrorLine = styled.p`
  margin: 0;
  color: ${color.red};
  font-weight: 600;
`

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
`

/** Summary lines: a term and its value. */
const Line = ({ term, value }: { term: string; value: string }) => (
  <>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </>
)

export function PayDialog({
  pending,
  balances,
  onClose,
  onDone,
}: {
  pending: Pending | null
  balances: Balances | null
  onClose: () => void
  onDone: (balances: Balances) => void
}) {
  const codeId = useId()
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const coupon = useCoupon(pending?.prices ?? [])
  // a new attempt (another coupon) is a new request: its own idempotency key
  const [key, setKey] = useState(() => pending?.key ?? newIdempotencyKey())
  if (!pending) return null
  const { prices, job } = pending
  const price = prices[0]
  const basket = prices.length > 1
  const applied = coupon.coupon
  const listTotal = prices.reduce((sum, p) => sum + p.price, 0)
  const due = listTotal - (applied?.discount ?? 0)
  const split = balances ? splitPayment(due, balances) : null
  const shortfall = balances ? due - balances.account_amount - balances.account_bonus : 0
  const apply = async () => {
    await coupon.apply()
    setKey(newIdempotencyKey())
  }
  const confirm = async () => {
    if (sending) return
    setSending(true)
    setError(null)
    if (basket && job) {
      const result = await buyBasket({ classified_id: job.id, items: prices.map((p) => p.id), coupon_code: applied?.code }, key)
      setSending(false)
      if (!result.success) return setError(result.error.message)
      toast.success(result.data.message)
      return onDone(result.data.balances)
    }
    const result = await buyService(price, job?.id ?? null, applied?.code, key)
    setSending(false)
    if (!result.success) return setError(result.error.message)
    toast.success(`${result.data.message} ${price.name}${result.data.end_date ? ` (đến ${result.data.end_date})` : ''}.`)
    onDone(result.data.balances)
  }
  return (
    <Modal open onClose={onClose} title="Xác nhận mua dịch vụ">
      <Summary>
        {basket ? prices.map((p) => <Line key={p.id} term={p.name} value={p.price_text} />) : <Line term="Gói" value={price.name} />}
        {job && <Line term="Tin" value={job.title} />}
        <Line term={basket ? 'Tổng giá' : 'Giá'} value={basket ? formatMoney(listTotal) : price.price_text} />
        {applied && <Line term={`Mã ${applied.code}`} value={`-${formatMoney(applied.discount)}`} />}
        {split && split.bonus > 0 && <Line term="Từ tiền khuyến mãi" value={formatMoney(split.bonus)} />}
        {split && <Line term="Từ tài khoản chính" value={formatMoney(split.main)} />}
      </Summary>
      <CouponRow>
        <label htmlFor={codeId}>
          Mã giảm giá
          <input
            id={codeId}
            value={coupon.code}
            autoComplete="off"
            maxLength={30}
            onChange={(event) => coupon.setCode(event.target.value)}
            aria-invalid={coupon.error ? true : undefined}
            aria-describedby={coupon.error ? `${codeId}-error` : undefined}
          />
        </label>
        <GhostButton type="button" onClick={apply} disabled={!coupon.code.trim()}>
          Áp dụng
        </GhostButton>
      </CouponRow>
      {coupon.error && (
        <ErrorLine id={`${codeId}-error`} role="alert">
          {coupon.error}
        </ErrorLine>
      )}
      {applied && <Note role="status">{applied.message}</Note>}
      {balances && !split && (
        <p role="alert">
          Số dư của bạn còn thiếu {formatMoney(shortfall)}. <Link to={routes.depositAmount(depositFor(shortfall))}>Nạp thêm tiền</Link>
        </p>
      )}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <DialogActions>
        <GhostButton type="button" onClick={onClose}>
          Hủy
        </GhostButton>
        <Button type="button" onClick={confirm} disabled={sending || (balances !== null && !split)} aria-busy={sending || undefined}>
          {sending ? 'Đang thanh toán...' : `Thanh toán ${formatMoney(due)}`}
        </Button>
      </DialogActions>
    </Modal>
  )
}
