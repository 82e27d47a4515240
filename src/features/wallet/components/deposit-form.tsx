// The deposit form (/dashboard/deposit): a preset or typed amount, the "Tặng 20%" reward it earns
// while the account has the offer, then the gateway. The hash param #amount=... presets the amount
// (links such as "nạp thêm" from the buy page). Money moves only when the gateway confirms. The
// amount is checked with the rule the API's schema is made of (DEPOSIT_AMOUNT_RULE, via depositAmountError) before it is sent.
// A person in several organisations chooses the one the VAT invoice is issued to (the API checks
// they belong to it).
import { styled } from '@linaria/react'
import { useId, useMemo, useRef, useState } from 'react'
import { useFormState } from 'react-final-form'
import { formatCount, formatMoney, moneyInWords } from '../../../domain/money'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { WALLET, depositAmountError, depositReward } from '../../../domain/wallet'
import { Button } from '../../../ui/button'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { color, lineBox, radius } from '../../../ui/theme'
import { createDeposit, useInvoiceOrganizations } from '../api/deposits'
import type { InvoiceOrganization } from '../../../domain/contract/wallet'
import { InvoiceOrganizationField, defaultInvoiceOrganization } from './invoice-organization-field'
import { newIdempotencyKey } from '../idempotency'

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  button {
    min-height: 48px;
    padding: 0 8px;
    font: inherit;
    font-weight: 600;
    color: ${color.text};
    ${lineBox}
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  button[aria-pressed='true'] {
    color: ${color.brandDark};
    background: ${color.brandSoft};
    border-color: ${color.brand};
    box-shadow: inset 0 0 0 1px ${color.brand};
  }
`

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin: 0 0 12px;
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    max-width: 320px;
    min-height: 48px;
    padding: 0 12px;
    font: inherit;
    font-size: 18px;
    border: 1px solid #8a94a0;
    border-radius: ${radius.sm};
    box-sizing: border-box;
    font-variant-numeric: tabular-nums;
  }
  input[aria-invalid='true'] {
    border-color: ${color.red};
  }
  small {
    color: ${color.muted};
  }
`

const Error = styled.p`
  margin: 0 0 12px;
  color: ${color.red};
  font-weight: 600;
`

const Reward = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  color: ${color.brandDark};
  background: ${color.brandSoft};
  border-radius: ${radius.sm};
`

/** The amount of the hash param #amount=..., when it is a valid deposit. */
export function hashAmount(hash: string): number | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('amount')
  const amount = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(amount) && depositAmountError(amount) === null ? amount : null
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 12)

/** The typed digits as a number (NaN when empty). */
const amountOf = (text: string | undefined) => (text ? Number(text) : NaN)

interface DepositValues {
  amount: string
  /** the id of the organisation the VAT invoice is issued to ('' : the default) */
  invoice_organization?: string
}

const validate = formValidator(
  formStruct({
    amount: checkStruct<string | undefined>('amount', (text) => {
      const amount = amountOf(text)
      return depositAmountError(Number.isSafeInteger(amount) ? amount : undefined)
    }),
  }),
)

export function DepositForm({ hasReward }: { hasReward: boolean }) {
  // the page renders in the browser only (behind the sign-in guard): the hash is there to read
  const initialValues = useMemo(
    () => ({ amount: String(hashAmount(typeof window === 'undefined' ? '' : window.location.hash) ?? WALLET.depositPresets[1]) }),
    [],
  )
  // the invoice's organisation starts on the default (the first the person owns), once known
  const [leaving, setLeaving] = useState(false)
  // one key per amount: a second click on the same amount reuses it (one pending payment)
  const key = useRef<{ amount: number; organizationId: number | undefined; key: string } | null>(null)

  const organizations = useInvoiceOrganizations()
  const submit = async ({ amount: text, invoice_organization: organization }: DepositValues) => {
    const amount = amountOf(text)
    // what the form shows chosen is what is sent (a person who owns none still sees one chosen)
    const organizationId = organization ? Number(organization) : defaultInvoiceOrganization(organizations.data ?? [])
    if (key.current?.amount !== amount || key.current.organizationId !== organizationId) key.current = { amount, organizationId, key: newIdempotencyKey() }
    const result = await createDeposit(amount, key.current.key, organizationId)
    if (!result.success) return result.error.code === 'invoice_organization' ? { invoice_organization: result.error.message } : { amount: result.error.message }
    setLeaving(true)
    window.location.assign(result.data.payment_url)
  }

  return (
    <FinalForm<DepositValues> onSubmit={submit} validate={validate} initialValues={initialValues} aria-label="Nạp tiền vào tài khoản">
      <DepositFields hasReward={hasReward} leaving={leaving} organizations={organizations.data ?? []} />
    </FinalForm>
  )
}

/** What the gateway takes (VNPay's payment page offers each), and what happens after paying. */
const PAY_METHODS = ['Quét mã VNPAY-QR bằng ứng dụng ngân hàng', 'Thẻ ATM nội địa có Internet Banking', 'Thẻ quốc tế Visa, Mastercard, JCB'] as const
const AFTER_PAYMENT =
  'Sau khi thanh toán, bạn được đưa về trang này. Số tiền vào tài khoản chính ngay khi VNPay xác nhận, và hóa đơn GTGT điện tử có trong mục Hóa đơn.'

const Methods = styled.section`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  ${lineBox}
  font-size: 14px;
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`

function DepositFields({ hasReward, leaving, organizations }: { hasReward: boolean; leaving: boolean; organizations: InvoiceOrganization[] }) {
  const inputId = useId()
  const errorId = useId()
  const field = useFormField('amount')
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const sending = submitting || leaving
  const amount = amountOf(field.value)
  const reward = Number.isSafeInteger(amount) ? depositReward(amount, hasReward) : 0

  return (
    <>
      <Presets role="group" aria-label="Chọn nhanh số tiền">
        {WALLET.depositPresets.map((preset) => (
          <button key={preset} type="button" aria-pressed={amount === preset} onClick={() => field.onChange(String(preset))}>
            {formatMoney(preset)}
          </button>
        ))}
      </Presets>
      <Field>
        <label htmlFor={inputId}>Số tiền nạp (đồng)</label>
        <input
          id={inputId}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={field.value ? formatCount(Number(field.value)) : ''}
          onChange={(event) => field.onChange(digits(event.target.value))}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
        />
        <small>
          {Number.isSafeInteger(amount) && amount > 0 ? `${moneyInWords(amount)}. ` : ''}Từ {formatMoney(WALLET.depositMin)} đến {formatMoney(WALLET.depositMax)}, bội số của 1.000đ.
        </small>
      </Field>
      {field.error && (
        <Error id={errorId} role="alert">
          {field.error}
        </Error>
      )}
      {hasReward && (
        <Reward>
          {reward > 0
            ? `Tặng ${WALLET.rewardPercent}%: bạn được cộng thêm ${formatMoney(reward)} vào tài khoản khuyến mãi khi nạp thành công.`
            : `Tặng ${WALLET.rewardPercent}% (tối đa ${formatMoney(WALLET.rewardMax)}) cho lần nạp từ ${formatMoney(WALLET.rewardMinDeposit)}.`}
        </Reward>
      )}
      <InvoiceOrganizationField organizations={organizations} />
      <Methods aria-label="Cách thanh toán">
        <p>Thanh toán qua cổng VNPay, bằng một trong các cách:</p>
        <ul>
          {PAY_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>{AFTER_PAYMENT}</p>
      </Methods>
      <Button type="submit" disabled={sending}>
        {sending ? 'Đang chuyển đến cổng thanh toán...' : 'Tiếp tục thanh toán'}
      </Button>
    </>
  )
}
