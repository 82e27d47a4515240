// The buy page's basket ("Đơn hàng"), the one way to buy: the packages put in it, the coupon before
// paying (typed, or one of the account's usable codes in one tap), the total after it, the balances
// that pay, and "Thanh toán", which opens the confirmation. The coupon is checked with the API's own
// rule (COUPON_CHECK_RULE) and the domain's basketCoupon walk (coupon-check.ts), again whenever the
// basket changes.
import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useFormState } from 'react-final-form'
import type { Balances, CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { COUPON_CHECK_RULE } from '../../../domain/wallet'
import { routes } from '../../../lib/paths'
import { Button, GhostButton, PlainButton } from '../../../ui/button'
import { FinalForm, FormTextField } from '../../../ui/form/final-form'
import { GhostLink } from '../../../ui/panel'
import { color, media, radius, cardBox, bareList } from '../../../ui/theme'
import { useMyCoupons } from '../api/coupons'
import { checkBasketCoupon } from './coupon-check'

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  ${cardBox}
  h2 {
    margin: 0;
    font-size: 18px;
  }
  ${media.desktop} {
    position: sticky;
    top: 16px;
  }
`

const Items = styled.ul`
  display: grid;
  gap: 4px;
  ${bareList}
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  li > span {
    flex: 1;
    min-width: 0;
  }
  li > strong {
    font-variant-numeric: tabular-nums;
  }
  li > button {
    flex: 0 0 44px;
    width: 44px;
    min-height: 44px;
    padding: 0;
    font-size: 20px;
  }
`

const Empty = styled.p`
  margin: 0;
  color: ${color.muted};
`

const CouponRow = styled(FinalForm)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 8px;
  > div:first-child {
    flex: 1 1 140px;
    min-width: 0;
  }
  input {
    text-transform: uppercase;
  }
  > button {
    /* level with the input, under its label */
    margin-top: 27px;
  }
`

const Codes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    display: grid;
    justify-items: start;
    min-height: 44px;
    padding: 4px 10px;
    border: 1px dashed ${color.brand};
    border-radius: ${radius.sm};
    background: ${color.brandSoft};
    color: ${color.brandDark};
    font: inherit;
    font-size: 13px;
    text-align: left;
    cursor: pointer;
  }
  button b {
    letter-spacing: 0.04em;
  }
  button[aria-pressed='true'] {
    border-style: solid;
    box-shadow: inset 0 0 0 1px ${color.brand};
  }
`

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  padding: 12px 0 0;
  border-top: 1px solid ${color.line};
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt[data-total],
  dd[data-total] {
    color: ${color.text};
    font-size: 18px;
    font-weight: 700;
  }
`

const Refused = styled.p`
  margin: 0;
  color: ${color.red};
  font-weight: 600;
`

const Note = styled.p`
  margin: 0;
  color: ${color.brandDark};
  font-weight: 600;
`

const Wallet = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  font-size: 14px;
  color: ${color.muted};
  b {
    color: ${color.text};
    font-variant-numeric: tabular-nums;
  }
  a {
    margin-left: auto;
  }
`

interface CouponValues {
  code?: string
}

const validateCoupon = formValidator(formStruct({ code: COUPON_CHECK_RULE }))

export function Basket({
  prices,
  onRemove,
  balances,
  signedIn,
  coupon,
  onCoupon,
  onPay,
}: {
  prices: ServicePrice[]
  onRemove: (price: ServicePrice) => void
  balances: Balances | null
  signedIn: boolean
  coupon: CheckedCoupon | null
  onCoupon: (coupon: CheckedCoupon | null) => void
  onPay: () => void
}) {
  const listTotal = prices.reduce((sum, p) => sum + p.price, 0)
  const due = listTotal - (coupon?.discount ?? 0)
  // a refusal that came from checking again after the basket changed (the form shows its own)
  const [refusal, setRefusal] = useState<string | null>(null)
  const coupons = useMyCoupons(signedIn)
  const usable = (coupons.data ?? []).filter((c) => c.state === 'usable')

  const check = async (code: string) => {
    const answer = await checkBasketCoupon(prices, code)
    onCoupon('coupon' in answer ? answer.coupon : null)
    return 'refusal' in answer ? answer.refusal : null
  }
  const apply = async ({ code = '' }: CouponValues) => {
    setRefusal(null)
    const refused = await check(code)
    if (refused) return { code: refused }
  }
  // the basket changed: the applied code is checked again on what is in it now
  const ids = prices.map((p) => p.id).join(',')
  const last = useRef(ids)
  useEffect(() => {
    if (last.current === ids) return
    last.current = ids
    if (!coupon) return
    if (!prices.length) {
      onCoupon(null)
      return
    }
    void check(coupon.code).then(setRefusal)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the basket's contents start it
  }, [ids])

  return (
    <Box id="basket" aria-labelledby="basket-title" data-basket>
      <h2 id="basket-title">Đơn hàng</h2>
      {prices.length === 0 ? (
        <Empty>Chưa có gói nào trong đơn. Chọn gói ở từng dịch vụ rồi bấm "Thêm vào đơn".</Empty>
      ) : (
        <Items aria-label="Gói trong đơn">
          {prices.map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <strong>{p.price_text}</strong>
              <PlainButton type="button" onClick={() => onRemove(p)} aria-label={`Bỏ ${p.name} khỏi đơn`}>
                ×
              </PlainButton>
            </li>
          ))}
        </Items>
      )}
      {signedIn && (
        <CouponRow<CouponValues> onSubmit={apply} validate={validateCoupon}>
          <CouponFields disabled={prices.length === 0} />
          {usable.length > 0 && (
            <CodeChips codes={usable.map((c) => ({ code: c.code, description: c.description }))} applied={coupon?.code ?? null} disabled={prices.length === 0} />
          )}
        </CouponRow>
      )}
      {coupon && <Note role="status">{coupon.message}</Note>}
      {refusal && <Refused role="alert">{refusal}</Refused>}
      <Totals>
        <dt>Tạm tính</dt>
        <dd>{formatMoney(listTotal)}</dd>
        {coupon && (
          <>
            <dt>Mã {coupon.code}</dt>
            <dd>-{formatMoney(coupon.discount)}</dd>
          </>
        )}
        <dt data-total>Tổng thanh toán</dt>
        <dd data-total>{formatMoney(due)}</dd>
      </Totals>
      {balances && (
        <Wallet role="region" aria-label="Số dư">
          <span>
            Tài khoản chính <b>{formatMoney(balances.account_amount)}</b>
          </span>
          <span>
            Khuyến mãi <b>{formatMoney(balances.account_bonus)}</b>
          </span>
          <GhostLink to={routes.deposit}>Nạp tiền</GhostLink>
        </Wallet>
      )}
      {signedIn && (
        <Button type="button" disabled={prices.length === 0} onClick={onPay}>
          {prices.length === 0 ? 'Thanh toán' : `Thanh toán ${prices.length} gói - ${formatMoney(due)}`}
        </Button>
      )}
    </Box>
  )
}

/** The code and "Áp dụng" (which waits for a code and a basket). */
function CouponFields({ disabled }: { disabled: boolean }) {
  const { values } = useFormState<CouponValues>({ subscription: { values: true } })
  return (
    <>
      <FormTextField name="code" label="Mã giảm giá" autoComplete="off" maxLength={COUPON_CHECK_RULE.maxLength?.value} />
      <GhostButton type="submit" disabled={disabled || !values.code?.trim()}>
        Áp dụng
      </GhostButton>
    </>
  )
}

/** The account's usable codes: a tap fills the field and applies it. */
function CodeChips({ codes, applied, disabled }: { codes: Array<{ code: string; description: string }>; applied: string | null; disabled: boolean }) {
  const form = useForm<CouponValues>()
  return (
    <Codes role="group" aria-label="Mã giảm giá của bạn" style={{ flexBasis: '100%', marginTop: 8 }}>
      {codes.map(({ code, description }) => (
        <button
          key={code}
          type="button"
          disabled={disabled}
          aria-pressed={applied === code}
          onClick={() => {
            form.change('code', code)
            void form.submit()
          }}
        >
          <b>{code}</b>
          <span>{description}</span>
        </button>
      ))}
    </Codes>
  )
}
