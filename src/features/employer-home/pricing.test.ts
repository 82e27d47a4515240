import { describe, expect, it } from 'vitest'
import type { ServicePrice } from '../../domain/contract/wallet'
import { priceTeaser } from './pricing'

const price = (id: number, kind: ServicePrice['kind'], service_id: number | null, quantity: number, unit: string, amount: number): ServicePrice => ({
  id,
  kind,
  service_id,
  name: `Gói ${id}`,
  quantity,
  unit,
  price: amount,
  price_text: '',
})

describe('priceTeaser', () => {
  it('gives each service on sale its cheapest package, in the page’s order, and leaves out what is not sold', () => {
    const items = priceTeaser([
      price(2, 'job', 7016, 7, 'ngày', 300_000),
      price(1, 'job', 7016, 3, 'ngày', 150_000),
      price(5, 'job', 7008, 1, 'lượt', 99_000),
      price(10, 'job_up', null, 5, 'lượt', 40_000),
      price(13, 'candidate', 7001, 1, 'lượt', 30_000),
    ])
    expect(items.map(({ key, from, per }) => ({ key, from, per }))).toEqual([
      { key: 'topads', from: 150_000, per: '3 ngày' },
      { key: 'urgent', from: 99_000, per: '1 lượt' },
      { key: 'ups', from: 40_000, per: '5 lượt' },
      { key: 'candidates', from: 30_000, per: '1 lượt' },
    ])
    expect(items[0].name).toBe('Top Ads')
  })

  it('is empty without a price list', () => {
    expect(priceTeaser(null)).toEqual([])
    expect(priceTeaser([])).toEqual([])
  })
})
