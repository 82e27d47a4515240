// The buy page's confirmation (SPEC 2.1, 7.9): what is bought (the basket's packages) for which job,
// the coupon applied in the basket, which balance pays what (promotion money first), and the
// payment through the idempotent API (one key per opening; a retry of it sends the same key); a
// short balance links to a deposit of what is missing. The payment is a final-form form whose
// refusal is the form's error (decision 0037).
import { styled } from '@linaria/react'
import { useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { Balances, CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { depositFor, splitPayment } from '../../../domain/wallet'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { FORM_ERROR, FinalForm, FormSubmitError } from '../../../ui/form/final-form'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { buyService } from '../api/buy-service'
import { buyBasket } from '../api/job-services'
import { SummaryList } from '../../../ui/summary-list'

export interface Pending {
  /** the basket's packages */
  prices: ServicePrice[]
  job: MyClassified | null
  /** the coupon applied in the basket */
  coupon: CheckedCoupon | null
  /** this attempt's idempotency key (the dialog is keyed by it) */
  key: string
}

const Summary = styled(SummaryList)`
  margin: 0 0 16px;
`

export const ErrorLine = styled.p`
  margin: 0;
  color: ${color.red};
  font-weight: 600;
`

/** Summary lines: a term and its value. */
const Line = ({ term, value }: { term: string; value: string }) => (
  <>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </>
)

interface PayValues {
  /** nothing to fill in: the payment is a confirmation */
  confirm?: true
}

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
  if (!pending) return null
  const { prices, job, coupon: applied, key } = pending
  const price = prices[0]
  const basket = prices.length > 1
  const listTotal = prices.reduce((sum, p) => sum + p.price, 0)
  const due = listTotal - (applied?.discount ?? 0)
  const split = balances ? splitPayment(due, balances) : null
  const shortfall = balances ? due - balances.account_amount - balances.account_bonus : 0
  const pay = async () => {
    if (basket && job) {
      const result = await buyBasket({ classified_id: job.id, items: prices.map((p) => p.id), coupon_code: applied?.code }, key)
      if (!result.success) return { [FORM_ERROR]: result.error.message }
      toast.success(result.data.message)
      return onDone(result.data.balances)
    }
    const result = await buyService(price, job?.id ?? null, applied?.code, key)
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
      {balances && !split && (
        <p role="alert">
          Số dư của bạn còn thiếu {formatMoney(shortfall)}. <Link to={routes.depositAmount(depositFor(shortfall))}>Nạp thêm tiền</Link>
        </p>
      )}
      <FinalForm<PayValues> onSubmit={pay}>
        <FormSubmitError />
        <ButtonRow>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <PayButton due={due} short={balances !== null && !split} />
        </ButtonRow>
      </FinalForm>
    </Modal>
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
