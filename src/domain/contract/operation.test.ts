import { describe, expect, it } from 'vitest'
import { buildPath } from './operation'

describe('buildPath', () => {
  it('fills each path parameter, encoded, and leaves a path without any as it is', () => {
    expect(buildPath('/payment/v1/invoices/:id/detail', { id: 42 })).toBe('/payment/v1/invoices/42/detail')
    expect(buildPath('/payment/v1/deposits/:ref', { ref: 'a/b c' })).toBe('/payment/v1/deposits/a%2Fb%20c')
    expect(buildPath('/listing/v1/service-prices/job')).toBe('/listing/v1/service-prices/job')
  })

  it('adds the query in the order given, leaving out undefined and null, repeating the key of a list', () => {
    expect(buildPath('/payment/v1/transactions', undefined, { offset: 0, limit: 20 })).toBe('/payment/v1/transactions?offset=0&limit=20')
    expect(buildPath('/x', undefined, { q: 'kế toán&1', page: undefined, tab: null, ids: [1, 2], on: true })).toBe('/x?q=k%E1%BA%BF%20to%C3%A1n%261&ids=1&ids=2&on=true')
    expect(buildPath('/x', undefined, {})).toBe('/x')
  })

  it('refuses to build a URL with a path parameter missing', () => {
    expect(() => buildPath('/job/v1/jobservices/:id/settings', {})).toThrow('thiếu tham số id')
  })
})
