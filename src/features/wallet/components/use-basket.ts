// The buy page's basket (SPEC 7.9): at most one package per service group, listed in the groups'
// order, paid together for one job.
import { useState } from 'react'
import type { ServicePrice } from '../../../domain/contract/wallet'

export function useBasket(groupKeys: string[]) {
  const [picked, setPicked] = useState<Record<string, ServicePrice>>({})
  const prices = groupKeys.flatMap((key) => (picked[key] ? [picked[key]] : []))
  return {
    prices,
    total: prices.reduce((sum, p) => sum + p.price, 0),
    has: (key: string) => Boolean(picked[key]),
    /** puts a group's package in the basket, or takes the group's out (null) */
    set: (key: string) => (price: ServicePrice | null) =>
      setPicked((current) => {
        const next = { ...current }
        if (price) next[key] = price
        else delete next[key]
        return next
      }),
    clear: () => setPicked({}),
  }
}
