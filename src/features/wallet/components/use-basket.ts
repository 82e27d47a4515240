// The buy page's basket (SPEC 7.9): at most one package per service group, listed in the groups'
// order, paid together for one job (or, without a job, the account's contact unlocks).
import { useState } from 'react'
import type { ServicePrice } from '../../../domain/contract/wallet'

export function useBasket(groupKeys: string[]) {
  const [picked, setPicked] = useState<Record<string, ServicePrice>>({})
  const prices = groupKeys.flatMap((key) => (picked[key] ? [picked[key]] : []))
  const put = (key: string, price: ServicePrice | null) =>
    setPicked((current) => {
      const next = { ...current }
      if (price) next[key] = price
      else delete next[key]
      return next
    })
  return {
    prices,
    total: prices.reduce((sum, p) => sum + p.price, 0),
    /** the group's package in the basket, or null */
    get: (key: string): ServicePrice | null => (groupKeys.includes(key) ? (picked[key] ?? null) : null),
    /** puts a group's package in the basket, or takes the group's out (null) */
    set: (key: string) => (price: ServicePrice | null) => put(key, price),
    /** takes a package out, whichever group holds it */
    remove: (price: ServicePrice) => {
      const key = Object.keys(picked).find((k) => picked[k].id === price.id)
      if (key) put(key, null)
    },
    clear: () => setPicked({}),
  }
}
