// The buy page (/mua-dich-vu, SPEC 2.1; the buy-service link ?classified_id=...&is_buy_service=true):
// the price list by service, and for one of the employer's jobs the services running on it, the
// balances and a confirmation saying which balance pays what (promotion money first). A purchase
// takes effect at once; a short balance leads to a deposit of what is missing. For one job the
// employer may also tick several packages (one per service) and pay them at once (the basket,
// SPEC 7.9), and switch "Tự động gia hạn" on for the running day-services.
// The parts: buy-target.tsx (the job, the balances), service-group.tsx (a group's packages),
// use-basket.ts, pay-dialog.tsx (the confirmation and its coupon).
import { styled } from '@linaria/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Balances, ServicePrice } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { SERVICE_GROUPS } from '../../../domain/wallet'
import { errorMessage } from '../../../lib/http'
import { Button } from '../../../ui/button'
import { color, media, radius } from '../../../ui/theme'
import { useBuyServiceInfo } from '../api/get-buy-service-info'
import { useServicePrices } from '../api/get-service-prices'
import { refreshJobServiceSettings } from '../api/job-services'
import { newIdempotencyKey } from '../idempotency'
import { BalancePanel, PickJob, SignInToBuy, TargetJob } from './buy-target'
import { ErrorLine, PayDialog, type Pending } from './pay-dialog'
import { ServiceGroup, type ServiceGroupInfo } from './service-group'
import { useBasket } from './use-basket'

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
  const focus = useRef(typeof window === 'undefined' ? '' : window.location.hash.slice(1)).current
  const job = info.data?.job ?? null
  const wallet = info.data?.balances ?? balances

  const groups = useMemo(() => {
    const list = prices.data ?? []
    // for one job: its services and push-ups; without one: contact unlocks can be bought here too
    return SERVICE_GROUPS.filter((g) => (classifiedId === null ? true : g.kind !== 'candidate')).map((g) => ({ group: g, prices: groupPrices(list, g) }))
  }, [prices.data, classifiedId])
  const basket = useBasket(groups.map(({ group }) => group.key))

  // #job_up (the manager's up_buy): bring that group into view once the prices are there
  const loaded = Boolean(prices.data)
  useEffect(() => {
    if (loaded && focus) document.getElementById(focus)?.scrollIntoView({ block: 'start' })
  }, [loaded, focus])

  const buy = (price: ServicePrice) => setPending({ prices: [price], job, key: newIdempotencyKey() })
  const canBuy = (kind: string) => signedIn && (kind === 'candidate' ? true : job !== null && job.status === 'active')

  return (
    <>
      {!signedIn ? <SignInToBuy /> : classifiedId === null ? <PickJob /> : <TargetJob job={job} error={info.error} />}
      {signedIn && wallet && <BalancePanel wallet={wallet} />}
      {prices.error && <ErrorLine role="alert">{errorMessage(prices.error)}</ErrorLine>}
      {groups.map(({ group, prices: list }) => (
        <ServiceGroup
          key={group.key}
          group={group}
          prices={list}
          focus={focus === group.key}
          onBuy={canBuy(group.kind) ? buy : null}
          inBasket={basket.has(group.key)}
          onBasket={group.kind !== 'candidate' && canBuy(group.kind) ? basket.set(group.key) : null}
        />
      ))}
      {basket.prices.length > 0 && (
        <BasketBar aria-labelledby="basket-title">
          <div>
            <h2 id="basket-title">Đơn thanh toán chung</h2>
            <ul>
              {basket.prices.map((p) => (
                <li key={p.id}>
                  {p.name} - {p.price_text}
                </li>
              ))}
            </ul>
          </div>
          <Button type="button" onClick={() => setPending({ prices: basket.prices, job, fromBasket: true, key: newIdempotencyKey() })}>
            Thanh toán {basket.prices.length} gói - {formatMoney(basket.total)}
          </Button>
        </BasketBar>
      )}
      <PayDialog
        key={pending?.key}
        pending={pending}
        balances={wallet}
        onClose={() => setPending(null)}
        onDone={() => {
          if (pending?.fromBasket) basket.clear()
          setPending(null)
          void info.mutate()
          if (job) void refreshJobServiceSettings(job.id)
          onBought()
        }}
      />
    </>
  )
}
