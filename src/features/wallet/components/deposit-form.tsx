// The deposit form (/dashboard/deposit): a preset or typed amount, the "Tặng 20%" reward it earns
// while the account has the offer, then the gateway. The hash param #amount=... presets the amount
// (links such as "nạp thêm" from the buy page). Money moves only when the gateway confirms.
import { styled } from '@linaria/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { formatMoney, moneyInWords } from '../../../domain/money'
import { WALLET, depositAmountError, depositReward } from '../../../domain/wallet'
import { Button } from '../../../ui/button'
import { color, radius } from '../../../ui/theme'
import { createDeposit } from '../api/deposits'
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
    background: ${color.white};
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
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

export function DepositForm({ hasReward }: { hasReward: boolean }) {
  const inputId = useId()
  const errorId = useId()
  // the page renders in the browser only (behind the sign-in guard): the hash is there to read
  const [text, setText] = useState(() => String(hashAmount(typeof window === 'undefined' ? '' : window.location.hash) ?? WALLET.depositPresets[1]))
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // one key per amount: a second click on the same amount reuses it (one pending payment)
  const key = useRef<{ amount: number; key: string } | null>(null)

  const amount = text ? Number(text) : NaN
  const reward = Number.isSafeInteger(amount) ? depositReward(amount, hasReward) : 0

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const problem = depositAmountError(Number.isSafeInteger(amount) ? amount : undefined)
    setError(problem)
    if (problem) return void document.getElementById(inputId)?.focus()
    if (key.current?.amount !== amount) key.current = { amount, key: newIdempotencyKey() }
    setSending(true)
    const result = await createDeposit(amount, key.current.key)
    if (!result.success) {
      setSending(false)
      return setError(result.error.message)
    }
    window.location.assign(result.data.payment_url)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Nạp tiền vào tài khoản">
      <Presets role="group" aria-label="Chọn nhanh số tiền">
        {WALLET.depositPresets.map((preset) => (
          <button key={preset} type="button" aria-pressed={amount === preset} onClick={() => (setText(String(preset)), setError(null))}>
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
          value={text ? Number(text).toLocaleString('vi-VN') : ''}
          onChange={(event) => (setText(digits(event.target.value)), setError(null))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <small>
          {Number.isSafeInteger(amount) && amount > 0 ? `${moneyInWords(amount)}. ` : ''}Từ {formatMoney(WALLET.depositMin)} đến {formatMoney(WALLET.depositMax)}, bội số của 1.000đ.
        </small>
      </Field>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
      {hasReward && (
        <Reward>
          {reward > 0
            ? `Tặng ${WALLET.rewardPercent}%: bạn được cộng thêm ${formatMoney(reward)} vào tài khoản khuyến mãi khi nạp thành công.`
            : `Tặng ${WALLET.rewardPercent}% (tối đa ${formatMoney(WALLET.rewardMax)}) cho lần nạp từ ${formatMoney(WALLET.rewardMinDeposit)}.`}
        </Reward>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? 'Đang chuyển đến cổng thanh toán...' : 'Tiếp tục thanh toán'}
      </Button>
    </form>
  )
}
