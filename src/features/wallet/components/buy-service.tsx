// The buy page (/mua-dich-vu, SPEC 2.1; the buy-service link ?classified_id=...&is_buy_service=true):
// the price list by service, and for one of the employer's jobs the services running on it, the
// balances and a confirmation saying which balance pays what (promotion money first). A purchase
// takes effect at once; a short balance leads to a deposit of what is missing. For one job the
// employer may also tick several packages (one per service) and pay them at once (the basket,
// SPEC 7.9), and switch "Tự động gia hạn" on for the running day-services.
import { styled } from '@linaria/react'
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../domain/money'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { Balances, CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { SERVICE_GROUPS, depositFor, splitPayment } from '../../../domain/wallet'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { Button, ButtonLink, GhostButton } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { GhostLink, Panel } from '../../../ui/panel'
import { color, media, radius } from '../../../ui/theme'
import { buyService } from '../api/buy-service'
import { buyBasket, refreshJobServiceSettings } from '../api/job-services'
import { AutoRenewSettings } from './auto-renew'
import { useActiveJobs } from '../api/get-active-jobs'
import { useBuyServiceInfo } from '../api/get-buy-service-info'
import { useServicePrices } from '../api/get-service-prices'
import { newIdempotencyKey } from '../idempotency'
import { checkCoupon } from '../api/coupons'

const Options = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin: 0 0 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-height: 64px;
    padding: 10px 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.white};
    cursor: pointer;
    position: relative;
  }
  label:has(input:checked) {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    box-shadow: inset 0 0 0 1px ${color.brand};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
  }
  strong {
    font-size: 18px;
    color: ${color.brandDark};
    font-variant-numeric: tabular-nums;
  }
`

const GroupHead = styled.div`
  display: grid;
  gap: 4px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`

const BuyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  > button {
    flex: 0 0 auto;
  }
  ${media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`

const Running = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 10px;
    border-radius: 999px;
    background: ${color.brandSoft};
    color: ${color.brandDark};
    font-size: 14px;
    font-weight: 600;
  }
`

const Balance = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
`

const JobList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

const Error = styled.p`
  margin: 0;
  color: ${color.red};
  font-weight: 600;
`

const groupPrices = (prices: ServicePrice[], group: (typeof SERVICE_GROUPS)[number]) =>
  prices.filter((p) => p.kind === group.kind && p.service_id === group.serviceId)

interface Pending {
  /** one price (the group's buy button) or the basket's */
  prices: ServicePrice[]
  job: MyClassified | null
  /** paid from the basket bar (emptied once paid) */
  fromBasket?: boolean
  /** the first attempt's idempotency key (the dialog is keyed by it) */
  key: string
}

/** One group of the price list: options to pick, and (when it can be bought here) its buy button. */
function ServiceGroup({
  group,
  prices,
  onBuy,
  focus,
  inBasket,
  onBasket,
}: {
  group: (typeof SERVICE_GROUPS)[number]
  prices: ServicePrice[]
  onBuy: ((price: ServicePrice) => void) | null
  focus: boolean
  /** whether the group's picked price is in the basket; onBasket null: no basket here */
  inBasket: boolean
  onBasket: ((price: ServicePrice | null) => void) | null
}) {
  const name = useId()
  const [picked, setPicked] = useState<number>(prices[0]?.id ?? 0)
  if (!prices.length) return null
  const price = prices.find((p) => p.id === picked) ?? prices[0]
  const pick = (p: ServicePrice) => {
    setPicked(p.id)
    // the basket follows the package picked
    if (inBasket) onBasket?.(p)
  }
  return (
    <Panel id={group.key} aria-labelledby={`${name}-title`} data-service-group={group.key} tabIndex={focus ? -1 : undefined}>
      <GroupHead>
        <h2 id={`${name}-title`}>{group.title}</h2>
        <p>{group.text}</p>
      </GroupHead>
      <Options>
        <legend>Chọn gói</legend>
        {prices.map((p) => (
          <label key={p.id}>
            <input type="radio" name={name} value={p.id} checked={p.id === price.id} onChange={() => pick(p)} />
            <span>
              {p.quantity} {p.unit}
            </span>
            <strong>{p.price_text}</strong>
          </label>
        ))}
      </Options>
      {onBuy && (
        <BuyRow>
          <Button type="button" onClick={() => onBuy(price)} aria-label={/^Mua /.test(price.name) ? price.name : `Mua ${price.name}`}>
            Mua {price.quantity} {price.unit} - {price.price_text}
          </Button>
          {onBasket && (
            <BasketToggle>
              <input type="checkbox" checked={inBasket} onChange={(event) => onBasket(event.target.checked ? price : null)} />
              <span>Chọn {price.name} vào đơn</span>
            </BasketToggle>
          )}
        </BuyRow>
      )}
    </Panel>
  )
}

const BasketToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.brand};
  }
  ${media.mobile} {
    flex: 1 1 100%;
  }
`

const BasketBar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.white};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  h2 {
    margin: 0;
    font-size: 16px;
  }
  ul {
    margin: 4px 0 0;
    padding: 0 0 0 18px;
  }
  ${media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
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

function ConfirmDialog({
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
  const [code, setCode] = useState('')
  const [coupon, setCoupon] = useState<CheckedCoupon | null>(null)
  const [couponError, setCouponError] = useState<string | null>(null)
  // a new attempt (another coupon) is a new request: its own idempotency key
  const [key, setKey] = useState(() => pending?.key ?? newIdempotencyKey())
  if (!pending) return null
  const { prices, job } = pending
  const price = prices[0]
  const basket = prices.length > 1
  const listTotal = prices.reduce((sum, p) => sum + p.price, 0)
  const due = listTotal - (coupon?.discount ?? 0)
  const split = balances ? splitPayment(due, balances) : null
  const shortfall = balances ? due - balances.account_amount - balances.account_bonus : 0
  const apply = async () => {
    setCouponError(null)
    // in a basket the coupon goes to the first package it fits (the server's rule)
    let result = await checkCoupon(code, prices[0].id)
    for (const other of prices.slice(1)) {
      if (result.success) break
      const next = await checkCoupon(code, other.id)
      if (next.success) result = next
    }
    setCoupon(result.success ? result.data : null)
    setKey(newIdempotencyKey())
    if (!result.success) setCouponError(result.error.message)
  }
  const confirm = async () => {
    if (sending) return
    setSending(true)
    setError(null)
    if (basket && job) {
      const result = await buyBasket({ classified_id: job.id, items: prices.map((p) => p.id), coupon_code: coupon?.code }, key)
      setSending(false)
      if (!result.success) return setError(result.error.message)
      toast.success(result.data.message)
      return onDone(result.data.balances)
    }
    const result = await buyService(price, job?.id ?? null, coupon?.code, key)
    setSending(false)
    if (!result.success) return setError(result.error.message)
    toast.success(`${result.data.message} ${price.name}${result.data.end_date ? ` (đến ${result.data.end_date})` : ''}.`)
    onDone(result.data.balances)
  }
  return (
    <Modal open onClose={onClose} title="Xác nhận mua dịch vụ">
      <Summary>
        {basket ? (
          prices.map((p) => (
            <Fragment key={p.id}>
              <dt>{p.name}</dt>
              <dd>{p.price_text}</dd>
            </Fragment>
          ))
        ) : (
          <>
            <dt>Gói</dt>
            <dd>{price.name}</dd>
          </>
        )}
        {job && (
          <>
            <dt>Tin</dt>
            <dd>{job.title}</dd>
          </>
        )}
        <dt>{basket ? 'Tổng giá' : 'Giá'}</dt>
        <dd>{basket ? formatMoney(listTotal) : price.price_text}</dd>
        {coupon && (
          <>
            <dt>Mã {coupon.code}</dt>
            <dd>-{formatMoney(coupon.discount)}</dd>
          </>
        )}
        {split && split.bonus > 0 && (
          <>
            <dt>Từ tiền khuyến mãi</dt>
            <dd>{formatMoney(split.bonus)}</dd>
          </>
        )}
        {split && (
          <>
            <dt>Từ tài khoản chính</dt>
            <dd>{formatMoney(split.main)}</dd>
          </>
        )}
      </Summary>
      <CouponRow>
        <label htmlFor={codeId}>
          Mã giảm giá
          <input
            id={codeId}
            value={code}
            autoComplete="off"
            maxLength={30}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={couponError ? true : undefined}
            aria-describedby={couponError ? `${codeId}-error` : undefined}
          />
        </label>
        <GhostButton type="button" onClick={apply} disabled={!code.trim()}>
          Áp dụng
        </GhostButton>
      </CouponRow>
      {couponError && (
        <Error id={`${codeId}-error`} role="alert">
          {couponError}
        </Error>
      )}
      {coupon && <Note role="status">{coupon.message}</Note>}
      {balances && !split && (
        <p role="alert">
          Số dư của bạn còn thiếu {formatMoney(shortfall)}. <Link to={routes.depositAmount(depositFor(shortfall))}>Nạp thêm tiền</Link>
        </p>
      )}
      {error && <Error role="alert">{error}</Error>}
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

export function BuyService({
  classifiedId,
  signedIn,
  balances,
  onBought,
}: {
  classifiedId: number | null
  signedIn: boolean
  /** the caller's balances (the session's account), null while unknown or signed out */
  balances: Balances | null
  onBought: () => void
}) {
  const prices = useServicePrices()
  const info = useBuyServiceInfo(signedIn ? classifiedId : null)
  const jobs = useActiveJobs(signedIn && classifiedId === null)
  const [pending, setPending] = useState<Pending | null>(null)
  // the basket: at most one package per group, in the groups' order
  const [basket, setBasket] = useState<Record<string, ServicePrice>>({})
  const focus = useRef(typeof window === 'undefined' ? '' : window.location.hash.slice(1)).current
  const job = info.data?.job ?? null
  const wallet = info.data?.balances ?? balances

  const groups = useMemo(() => {
    const list = prices.data ?? []
    // for one job: its services and push-ups; without one: contact unlocks can be bought here too
    return SERVICE_GROUPS.filter((g) => (classifiedId === null ? true : g.kind !== 'candidate')).map((g) => ({ group: g, prices: groupPrices(list, g) }))
  }, [prices.data, classifiedId])

  // #job_up (the manager's up_buy): bring that group into view once the prices are there
  const loaded = Boolean(prices.data)
  useEffect(() => {
    if (loaded && focus) document.getElementById(focus)?.scrollIntoView({ block: 'start' })
  }, [loaded, focus])

  const buy = (price: ServicePrice) => setPending({ prices: [price], job, key: newIdempotencyKey() })
  const basketPrices = groups.flatMap(({ group }) => (basket[group.key] ? [basket[group.key]] : []))
  const basketTotal = basketPrices.reduce((sum, p) => sum + p.price, 0)
  const toBasket = (key: string) => (price: ServicePrice | null) =>
    setBasket((current) => {
      const next = { ...current }
      if (price) next[key] = price
      else delete next[key]
      return next
    })
  const canBuy = (kind: string) => signedIn && (kind === 'candidate' ? true : job !== null && job.status === 'active')

  let top = null
  if (classifiedId !== null && signedIn) {
    if (info.error)
      top = (
        <Panel>
          <Error role="alert">{errorMessage(info.error)}</Error>
          <div>
            <GhostLink to={routes.manageListing}>Về trang quản lý tin</GhostLink>
          </div>
        </Panel>
      )
    else if (!job) top = <Panel aria-busy="true"><p>Đang tải tin...</p></Panel>
    else
      top = (
        <Panel aria-label="Tin được mua dịch vụ">
          <h2>
            <Link to={job.url}>{job.title}</Link>
          </h2>
          <p>
            {job.status_name} · Hạn nộp hồ sơ {job.expires_date}
          </p>
          {job.status !== 'active' && <Error role="alert">Chỉ mua dịch vụ cho tin đang hiển thị (đã duyệt, chưa ẩn và còn hạn).</Error>}
          {job.services.some((s) => s.is_running) && (
            <Running aria-label="Dịch vụ đang chạy">
              {job.services.filter((s) => s.is_running).map((s) => (
                <li key={s.id}>
                  {s.name} đến {s.end_date}
                </li>
              ))}
            </Running>
          )}
          {job.paid_ups_left > 0 && <p>Còn {job.paid_ups_left} lượt đẩy tin đã mua.</p>}
        </Panel>
      )
    if (job && job.status === 'active')
      top = (
        <>
          {top}
          <AutoRenewSettings classifiedId={job.id} />
        </>
      )
  } else if (signedIn) {
    top = (
      <Panel aria-labelledby="pick-job">
        <h2 id="pick-job">Chọn tin cần mua dịch vụ</h2>
        {jobs.data && jobs.data.items.length === 0 && (
          <p>
            Bạn chưa có tin nào đang hiển thị. <Link to={routes.postJob}>Đăng tin tuyển dụng</Link>
          </p>
        )}
        {jobs.data && jobs.data.items.length > 0 && (
          <JobList>
            {jobs.data.items.map((item) => (
              <li key={item.id}>
                <Link to={routes.buyServiceFor(item.id)}>{item.title}</Link>
              </li>
            ))}
          </JobList>
        )}
        {!jobs.data && !jobs.error && <p aria-busy="true">Đang tải tin của bạn...</p>}
      </Panel>
    )
  } else {
    top = (
      <Panel>
        <p>Đăng nhập bằng tài khoản nhà tuyển dụng để mua dịch vụ cho tin của bạn.</p>
        <div>
          <ButtonLink to={routes.login(typeof window === 'undefined' ? routes.buyService : window.location.pathname + window.location.search)}>Đăng nhập</ButtonLink>
        </div>
      </Panel>
    )
  }

  return (
    <>
      {top}
      {signedIn && wallet && (
        <Panel aria-label="Số dư">
          <Balance>
            <div>
              <dt>Tài khoản chính</dt>
              <dd>{formatMoney(wallet.account_amount)}</dd>
            </div>
            <div>
              <dt>Khuyến mãi</dt>
              <dd>{formatMoney(wallet.account_bonus)}</dd>
            </div>
          </Balance>
          <p>Tiền khuyến mãi được dùng trước, phần còn lại trừ vào tài khoản chính.</p>
          <div>
            <GhostLink to={routes.deposit}>Nạp tiền</GhostLink>
          </div>
        </Panel>
      )}
      {prices.error && <Error role="alert">{errorMessage(prices.error)}</Error>}
      {groups.map(({ group, prices: list }) => (
        <ServiceGroup
          key={group.key}
          group={group}
          prices={list}
          focus={focus === group.key}
          onBuy={canBuy(group.kind) ? buy : null}
          inBasket={Boolean(basket[group.key])}
          onBasket={group.kind !== 'candidate' && canBuy(group.kind) ? toBasket(group.key) : null}
        />
      ))}
      {basketPrices.length > 0 && (
        <BasketBar aria-labelledby="basket-title">
          <div>
            <h2 id="basket-title">Đơn thanh toán chung</h2>
            <ul>
              {basketPrices.map((p) => (
                <li key={p.id}>
                  {p.name} - {p.price_text}
                </li>
              ))}
            </ul>
          </div>
          <Button type="button" onClick={() => setPending({ prices: basketPrices, job, fromBasket: true, key: newIdempotencyKey() })}>
            Thanh toán {basketPrices.length} gói - {formatMoney(basketTotal)}
          </Button>
        </BasketBar>
      )}
      <ConfirmDialog
        key={pending?.key}
        pending={pending}
        balances={wallet}
        onClose={() => setPending(null)}
        onDone={() => {
          if (pending?.fromBasket) setBasket({})
          setPending(null)
          void info.mutate()
          if (job) void refreshJobServiceSettings(job.id)
          onBought()
        }}
      />
    </>
  )
}
