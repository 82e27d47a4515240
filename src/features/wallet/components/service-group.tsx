// One group of the buy page's price list (Top Ads, Tuyển gấp ...): its packages to pick from, and,
// when it can be bought here, its buy button and the box that puts the picked package in the basket.
import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import type { ServicePrice } from '../../../domain/contract/wallet'
import type { SERVICE_GROUPS } from '../../../domain/wallet'
import { Button } from '../../../ui/button'
import { CheckLabel } from '../../../ui/check-label'
import { Panel } from '../../../ui/panel'
import { color, media, radius } from '../../../ui/theme'

export type ServiceGroupInfo = (typeof SERVICE_GROUPS)[number]

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
    > button,
    > label {
      flex: 1 1 100%;
    }
  }
`

export function ServiceGroup({
  group,
  prices,
  onBuy,
  focus,
  inBasket,
  onBasket,
}: {
  group: ServiceGroupInfo
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
            <CheckLabel>
              <input type="checkbox" checked={inBasket} onChange={(event) => onBasket(event.target.checked ? price : null)} />
              <span>Chọn {price.name} vào đơn</span>
            </CheckLabel>
          )}
        </BuyRow>
      )}
    </Panel>
  )
}
