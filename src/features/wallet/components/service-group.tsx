// One service of the buy page's shop (Top Ads, Tuyển gấp ...), a card beside the others: a picture of
// what it does, its packages to pick from (the popular one marked), and the one way to buy: put the
// picked package in the basket (or take it out).
import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import type { ServicePrice } from '../../../domain/contract/wallet'
import type { PopularReason, SERVICE_GROUPS } from '../../../domain/wallet'
import { Button, GhostButton } from '../../../ui/button'
import { color, cardBox, lineBox } from '../../../ui/theme'
import { ServicePicture } from './service-pictures'

export type ServiceGroupInfo = (typeof SERVICE_GROUPS)[number]

/** The words of the popular mark: the ledger's most bought, or the operator's recommendation. */
export const POPULAR_LABEL: Record<PopularReason, string> = { most_bought: 'Mua nhiều nhất', recommended: 'Nên chọn' }

const Card = styled.section`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  ${cardBox}
  &[data-in-basket='true'] {
    border-color: ${color.brand};
    box-shadow: inset 0 0 0 1px ${color.brand};
  }
  &:focus {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`

const Head = styled.div`
  display: grid;
  gap: 4px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`

const Options = styled.fieldset`
  display: grid;
  gap: 6px;
  align-content: start;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin: 0 0 6px;
    font-weight: 600;
    font-size: 14px;
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
    min-height: 44px;
    padding: 8px 12px;
    ${lineBox}
    cursor: pointer;
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
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.brand};
  }
  strong {
    margin-left: auto;
    color: ${color.brandDark};
    font-variant-numeric: tabular-nums;
  }
`

const Popular = styled.span`
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: #7a4a00;
  background: #fff1d6;
`

const Actions = styled.div`
  display: grid;
  gap: 6px;
  > button,
  > a {
    width: 100%;
  }
  small {
    color: ${color.muted};
  }
`

export function ServiceGroup({
  group,
  prices,
  popular,
  focus,
  inBasket,
  onBasket,
  blocked,
}: {
  group: ServiceGroupInfo
  prices: ServicePrice[]
  /** the popular package of this service and why, from the price list's answer */
  popular: Map<number, PopularReason>
  focus: boolean
  /** the group's package in the basket, if any */
  inBasket: ServicePrice | null
  /** puts a package in the basket (null takes it out); null: cannot be bought here (see blocked) */
  onBasket: ((price: ServicePrice | null) => void) | null
  /** why it cannot be bought now, with what to do (shown instead of the button) */
  blocked?: React.ReactNode
}) {
  const name = useId()
  const popularId = prices.find((p) => popular.has(p.id))?.id
  // until the person picks: the package in the basket, else the popular one, else the first
  const [picked, setPicked] = useState<number | null>(null)
  if (!prices.length) return null
  const price = prices.find((p) => p.id === (picked ?? inBasket?.id ?? popularId)) ?? prices[0]
  const pick = (p: ServicePrice) => {
    setPicked(p.id)
    // the basket follows the package picked
    if (inBasket) onBasket?.(p)
  }
  return (
    <Card id={group.key} aria-labelledby={`${name}-title`} data-service-group={group.key} data-in-basket={Boolean(inBasket)} tabIndex={focus ? -1 : undefined}>
      <ServicePicture group={group.key} />
      <Head>
        <h2 id={`${name}-title`}>{group.title}</h2>
        <p>{group.text}</p>
      </Head>
      <Options>
        <legend>Chọn gói</legend>
        {prices.map((p) => {
          const reason = popular.get(p.id)
          return (
            <label key={p.id} data-popular={reason}>
              <input type="radio" name={name} value={p.id} checked={p.id === price.id} onChange={() => pick(p)} />
              <span>
                {p.quantity} {p.unit}
              </span>
              {reason && <Popular>{POPULAR_LABEL[reason]}</Popular>}
              <strong>{p.price_text}</strong>
            </label>
          )
        })}
      </Options>
      <Actions>
        {onBasket ? (
          inBasket ? (
            <GhostButton type="button" onClick={() => onBasket(null)} aria-label={`Bỏ ${inBasket.name} khỏi đơn`}>
              ✓ Đã thêm vào đơn · Bỏ ra
            </GhostButton>
          ) : (
            <Button type="button" onClick={() => onBasket(price)} aria-label={`Thêm ${price.name} vào đơn`}>
              Thêm vào đơn · {price.price_text}
            </Button>
          )
        ) : (
          blocked
        )}
      </Actions>
    </Card>
  )
}
