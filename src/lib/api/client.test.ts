import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearHttpCache, tokenStore } from '../http'
import { streetsApi } from './streets'
import { walletApi } from './wallet'

// fetch is the network boundary: what each call sends, built from the contract's routes.
function network() {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ success: true, data: { items: [] } }), { status: 200 }))
  const sent = () =>
    spy.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      const headers = (init?.headers ?? {}) as Record<string, string>
      return { method: init?.method, url: url.pathname + url.search, authorization: headers.authorization ?? null, key: headers['idempotency-key'] ?? null, body: init?.body ?? null }
    })
  return { spy, sent }
}

afterEach(() => {
  vi.restoreAllMocks()
  tokenStore.clear()
  clearHttpCache()
})

describe('an area client', () => {
  it('sends the method, the filled path and query, the body and headers of the operation, with the token unless it is public', async () => {
    tokenStore.set('t0ken')
    const { sent } = network()
    await walletApi.deposit({ params: { ref: '261125ABC' } })
    await walletApi.transactions({ query: { offset: 20, limit: 10 } })
    await walletApi.createDeposit({ body: { amount: 200_000 }, headers: { 'idempotency-key': 'key-12345678' } })
    await walletApi.prices({}, { cache: true })
    expect(sent()).toEqual([
      { method: 'GET', url: '/payment/v1/deposits/261125ABC', authorization: 'Bearer t0ken', key: null, body: null },
      { method: 'GET', url: '/payment/v1/transactions?offset=20&limit=10', authorization: 'Bearer t0ken', key: null, body: null },
      { method: 'POST', url: '/payment/v1/deposits', authorization: 'Bearer t0ken', key: 'key-12345678', body: '{"amount":200000}' },
      { method: 'GET', url: '/listing/v1/service-prices/job', authorization: null, key: null, body: null },
    ])
  })

  it('sends the token to a public operation when the call asks (a signed-in caller sees more)', async () => {
    tokenStore.set('t0ken')
    const { sent } = network()
    await streetsApi.list({ query: { district_id: 2001, q: 'thi sách', limit: 20 } }, { auth: true })
    expect(sent()).toEqual([{ method: 'GET', url: '/listing/v1/streets?district_id=2001&q=thi%20s%C3%A1ch&limit=20', authorization: 'Bearer t0ken', key: null, body: null }])
  })

  it('builds the URL of a call without sending it (an SWR key, a file to download)', () => {
    const { spy } = network()
    expect(walletApi.invoicePdf.path({ params: { id: 7 } })).toBe('/payment/v1/invoices/7/pdf')
    expect(walletApi.prices.path()).toBe('/listing/v1/service-prices/job')
    expect(spy).not.toHaveBeenCalled()
  })
})
