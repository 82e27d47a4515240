import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { beacon } from './beacon'

describe('beacon', () => {
  beforeEach(() => window.localStorage.clear())

  it('sends JSON with navigator.sendBeacon once the page is idle', async () => {
    const send = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true)
    const fetch = vi.spyOn(globalThis, 'fetch')
    beacon('/job/v1/classifieds/tracking-view', { classified_id: 5 })
    expect(send).not.toHaveBeenCalled()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    const [url, data] = send.mock.calls[0]
    expect(url).toBe('/job/v1/classifieds/tracking-view')
    expect((data as Blob).type).toBe('application/json')
    expect(JSON.parse(await (data as Blob).text())).toEqual({ classified_id: 5 })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends at once when asked (a page being hidden)', () => {
    const send = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true)
    beacon('/job/v1/classifieds/tracking-impression', { classified_ids: [1] }, { immediately: true })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('falls back to fetch with keepalive when the beacon is refused, and carries the sign-in through fetch', async () => {
    const send = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false)
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    beacon('/a', { n: 1 }, { immediately: true })
    expect(send).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenLastCalledWith('/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"n":1}', keepalive: true })

    window.localStorage.setItem('token', 'abc')
    beacon('/b', { n: 2 }, { immediately: true })
    expect(send).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenLastCalledWith('/b', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer abc' },
      body: '{"n":2}',
      keepalive: true,
    })
    await Promise.resolve()
  })
})
