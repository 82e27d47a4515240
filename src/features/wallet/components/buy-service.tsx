// The buy page (/mua-dich-vu, SPEC 2.1; the buy-service link ?classified_id=...&is_buy_service=true),
// a shop: the job picked by search, the services side by side, each with a picture of what it does,
// its packages and the popular one marked (the price list's `popular`, docs/decisions/0053-shop.md),
// and one way to buy: the basket beside them (one package per service, SPEC 7.9), with the coupon
// and the balances before paying, then a confirmation saying which balance pays what. "Tự động gia
// hạn" sits with the job for its running day-services.
// The parts: buy-target.tsx (the job), service-group.tsx (a service's card), service-pictures.tsx,
// use-basket.ts, basket.tsx (the basket and its coupon), pay-dialog.tsx (the confirmation).
import { styled } from '@linaria/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Balances, CheckedCoupon, PopularPrice, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { SERVICE_GROUPS, type PopularReason } from '../../../domain/wallet'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { color, media, radius } from '../../../ui/theme'
import { refreshMyCoupons } from '../api/coupons'
import { useBuyServiceInfo } from '../api/get-buy-service-info'
import { useServicePrices } from '../api/get-service-prices'
import { refreshJobServiceSettings } from '../api/job-services'
import { newIdempotencyKey } from '../idempotency'
import { Basket } from './basket'
import { PickJob, SignInToBuy, TargetJob } from './buy-target'
import { ErrorLine, PayDialog, type Pending } from './pay-dialog'
import { ServiceGroup, type ServiceGroupInfo } from './service-group'
import { useBasket } from './use-basket'

const Shop = styled.div`
  display: grid;
  gap: 16px;
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`

const Services = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  min-width: 0;
`

/** On a phone, the basket's total stays in sight and leads to it. */
const BasketBar = styled.a`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 8px 16px;
  border-radius: ${radius.sm};
  color: ${color.white};
  background: ${color.brand};
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  ${media.desktop} {
    display: none;
  }
`

const Hint = styled.small`
  color: ${color.muted};
`

const groupPrices = (prices: ServicePrice[], group: ServiceGroupInfo) => prices.filter((p) => p.kind === group.kind && p.service_id === group.serviceId)

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
  const [pending, setPending] = useState<Pending | null>(null)
  const [coupon, setCoupon] = useState<CheckedCoupon | null>(null)
  const focus = useRef(typeof window === 'undefined' ? '' : window.location.hash.slice(1)).current
  const job = info.data?.job ?? null
  const wallet = info.data?.balances ?? balances

  const groups = useMemo(() => {
    const list = prices.data?.items ?? []
    // for one job: its services and push-ups; without one: contact unlocks can be bought here too
    return SERVICE_GROUPS.filter((g) => (classifiedId === null ? true : g.kind !== 'candidate')).map((g) => ({ group: g, prices: groupPrices(list, g) }))
  }, [prices.data, classifiedId])
  const popular = useMemo(() => new Map<number, PopularReason>((prices.data?.popular ?? []).map((p: PopularPrice) => [p.price_id, p.reason])), [prices.data])
  const basket = useBasket(groups.map(({ group }) => group.key))

  // #job_up (the manager's up_buy): bring that group into view once the prices are there
  const loaded = Boolean(prices.data)
  useEffect(() => {
    if (loaded && focus) document.getElementById(focus)?.scrollIntoView({ block: 'start' })
  }, [loaded, focus])

  const jobReady = job !== null && job.status === 'active'
  /** why a group cannot go in the basket now, with what to do */
  const blocked = (group: ServiceGroupInfo) => {
    if (!signedIn) return <ButtonLink to={routes.login(typeof window === 'undefined' ? routes.buyService : window.location.pathname + window.location.search)}>Đăng nhập để mua</ButtonLink>
    if (group.kind !== 'candidate' && classifiedId === null) return <Hint>Chọn tin ở trên để thêm gói này vào đơn.</Hint>
    return <Hint>Chỉ mua cho tin đang hiển thị.</Hint>
  }
  const canAdd = (group: ServiceGroupInfo) => signedIn && (group.kind === 'candidate' || jobReady)

  return (
    <>
      {!signedIn ? <SignInToBuy /> : classifiedId === null ? <PickJob /> : <TargetJob job={job} error={info.error} />}
      {prices.error && <ErrorLine role="alert">{errorMessage(prices.error)}</ErrorLine>}
      <Shop>
        <Services>
          {groups.map(({ group, prices: list }) => (
            <ServiceGroup
              key={group.key}
              group={group}
              prices={list}
              popular={popular}
              focus={focus === group.key}
              inBasket={basket.get(group.key)}
              onBasket={canAdd(group) ? basket.set(group.key) : null}
              blocked={blocked(group)}
            />
          ))}
        </Services>
        <Basket
          prices={basket.prices}
          onRemove={(price) => basket.remove(price)}
          balances={signedIn ? wallet : null}
          signedIn={signedIn}
          coupon={coupon}
          onCoupon={setCoupon}
          onPay={() => setPending({ prices: basket.prices, job, coupon, key: newIdempotencyKey() })}
        />
      </Shop>
      {basket.prices.length > 0 && (
        <BasketBar href="#basket">
          <span>Đơn hàng: {basket.prices.length} gói</span>
          <span>{formatMoney(basket.total - (coupon?.discount ?? 0))} · Xem đơn</span>
        </BasketBar>
      )}
      <PayDialog
        key={pending?.key}
        pending={pending}
        balances={wallet}
        onClose={() => setPending(null)}
        onDone={() => {
          basket.clear()
          setCoupon(null)
          setPending(null)
          void info.mutate()
          if (job) void refreshJobServiceSettings(job.id)
          void refreshMyCoupons()
          onBought()
        }}
      />
    </>
  )
}
