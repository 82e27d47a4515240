// The buy page's confirmation (SPEC 2.1, 7.9): what is bought (one package or the basket) for which
// job, a coupon, which balance pays what (promotion money first), and the payment; a short balance
// links to a deposit of what is missing. Two final-form forms side by side (decision 0037): the
// coupon, checked with the rule the API's schema is made of (COUPON_CHECK_RULE) before it is sent,
// and the payment, whose refusal is the form's error.
import { styled } from '@linaria/react'
import { useRef, useState } from 'react'
import { useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { Balances, CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { COUPON_CHECK_RULE, depositFor, splitPayment } from '../../../domain/wallet'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { FORM_ERROR, FinalForm, FormSubmitError, FormTextField } from '../../../ui/form/final-form'
import { Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { buyService } from '../api/buy-service'
import { buyBasket } from '../api/job-services'
import { newIdempotencyKey } from '../idempotency'
import { checkBasketCoupon } from './coupon-check'
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

const CouponRow = styled(FinalForm)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 8px;
  > div:first-child {
    flex: 1 1 180px;
    margin-bottom: 12px;
  }
  input {
    text-transform: uppercase;
  }
  > button {
    /* level with the input, under its label */
    margin-top: 27px;
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

interface CouponValues {
  code?: string
}

interface PayValues {
  /** nothing to fill in: the payment is a confirmation */
  confirm?: true
}

const validateCoupon = formValidator(formStruct({ code: COUPON_CHECK_RULE }))

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
  const [applied, setApplied] = useState<CheckedCoupon | null>(null)
  // what pay() sends: the coupon as applied now, not as it was when the form last took its submit
  // handler (final-form updates that after the render, so a fast click could pay without the coupon)
  const appliedNow = useRef(applied)
  appliedNow.current = applied
  // a new attempt (another coupon) is a new request: its own idempotency key
  const [key, setKey] = useState(() => pending?.key ?? newIdempotencyKey())
  const keyNow = useRef(key)
  keyNow.current = key
  if (!pending) return null
  const { prices, job } = pending
  const price = prices[0]
  const basket = prices.length > 1
  const listTotal = prices.reduce((sum, p) => sum + p.price, 0)
  const due = listTotal - (applied?.discount ?? 0)
  const split = balances ? splitPayment(due, balances) : null
  const shortfall = balances ? due - balances.account_amount - balances.account_bonus : 0
  const apply = async ({ code = '' }: CouponValues) => {
    const answer = await checkBasketCoupon(prices, code)
    setApplied('coupon' in answer ? answer.coupon : null)
    setKey(newIdempotencyKey())
    if ('refusal' in answer) return { code: answer.refusal }
  }
  const pay = async () => {
    if (basket && job) {
      const result = await buyBasket({ classified_id: job.id, items: prices.map((p) => p.id), coupon_code: appliedNow.current?.code }, keyNow.current)
      if (!result.success) return { [FORM_ERROR]: result.error.message }
      toast.success(result.data.message)
      return onDone(result.data.balances)
    }
    const result = await buyService(price, job?.id ?? null, appliedNow.current?.code, keyNow.current)
    if (!result.success) return { [FORM_ERROR]: result.error.message }
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
      <CouponRow<CouponValues> onSubmit={apply} validate={validateCoupon}>
        <CouponFields />
      </CouponRow>
      {applied && <Note role="status">{applied.message}</Note>}
      {balances && !split && (
        <p role="alert">
          Số dư của bạn còn thiếu {formatMoney(shortfall)}. <Link to={routes.depositAmount(depositFor(shortfall))}>Nạp thêm tiền</Link>
        </p>
      )}
      <FinalForm<PayValues> onSubmit={pay}>
        <FormSubmitError />
        <DialogActions>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <PayButton due={due} short={balances !== null && !split} />
        </DialogActions>
      </FinalForm>
    </Modal>
  )
}

/** The code and "Áp dụng" (which waits for a code). */
function CouponFields() {
  const { values } = useFormState<CouponValues>({ subscription: { values: true } })
  return (
    <>
      <FormTextField name="code" label="Mã giảm giá" autoComplete="off" maxLength={COUPON_CHECK_RULE.maxLength?.value} />
      <GhostButton type="submit" disabled={!values.code?.trim()}>
        Áp dụng
      </GhostButton>
    </>
  )
}

function PayButton({ due, short }: { due: number; short: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={submitting || short} aria-busy={submitting || undefined}>
      {submitting ? 'Đang thanh toán...' : `Thanh toán ${formatMoney(due)}`}
    </Button>
  )
}
