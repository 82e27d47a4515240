import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_TRACKING, TRACKING_CONTACT_TYPE } from '../../../domain/constants'
import { mockFetch } from '../test-utils'
import { CONTACT_KEY, contactRemembered, rememberContact, showPhone, trackContact, trackImpressions, trackView } from './track'

const { call, chat, login } = TRACKING_CONTACT_TYPE
const stored = () => JSON.parse(window.localStorage.getItem(CONTACT_KEY) ?? '[]') as Array<{ type: number; ids: number[]; expires_at: number }>

describe('tracking calls', () => {
  beforeEach(() => window.localStorage.clear())

  it('posts a view and splits impressions into calls of at most 10 distinct ids, in the background', async () => {
    const fetch = mockFetch()
    trackView(5)
    trackImpressions([...Array.from({ length: 11 }, (_, i) => i + 1), 1])
    // nothing leaves while the page is still running its own work
    expect(fetch).not.toHaveBeenCalled()
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-view')).toEqual([{ classified_id: 5 }]))
    await waitFor(() =>
      expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([
        { classified_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
        { classified_ids: [11] },
      ]),
    )
    const [, init] = fetch.mock.calls[0]
    expect(init).toMatchObject({ method: 'POST', keepalive: true })
  })

  it('logs failures with console.warn and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(() => trackView(5)).not.toThrow()
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[tracking]', '/job/v1/classifieds/tracking-view', 'Failed to fetch'))
  })

  it('counts a contact once per job, type and browser', async () => {
    const fetch = mockFetch()
    trackContact(1, call)
    trackContact(1, call)
    trackContact(1, chat)
    await waitFor(() =>
      expect(fetch.posted('/job/v1/classifieds/tracking-contact')).toEqual([
        { classified_id: 1, type: call },
        { classified_id: 1, type: chat },
      ]),
    )
  })
})

describe('the local contact record (SPEC 9: 3 distinct ids a record, 30 days)', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps at most 3 distinct ids per record, one list of records per contact type', () => {
    const now = 1_000_000
    for (const id of [1, 2, 3, 4]) expect(rememberContact(id, call, now)).toBe(true)
    expect(rememberContact(2, call, now)).toBe(false)
    expect(rememberContact(2, login, now)).toBe(true)
    expect(stored().map((r) => [r.type, r.ids])).toEqual([
      [call, [1, 2, 3]],
      [call, [4]],
      [login, [2]],
    ])
    expect(stored()[0].expires_at).toBe(now + 2_592_000_000)
    expect(contactRemembered(3, call, now)).toBe(true)
    expect(contactRemembered(3, chat, now)).toBe(false)
  })

  it('forgets a record 2 592 000 000 ms after it was opened, with every id in it', () => {
    const now = 5_000_000
    rememberContact(7, call, now)
    rememberContact(8, call, now + 1000) // joins the record opened at `now`
    expect(rememberContact(7, call, now + CONTACT_TRACKING.expiryMs - 1)).toBe(false)
    expect(contactRemembered(8, call, now + CONTACT_TRACKING.expiryMs)).toBe(false)
    expect(rememberContact(7, call, now + CONTACT_TRACKING.expiryMs)).toBe(true)
    // the expired record is dropped when the list is written again
    expect(stored().map((r) => r.ids)).toEqual([[7]])
  })

  it('ignores damaged or foreign data in the key and starts afresh', () => {
    for (const junk of ['{', '{"a":1}', '[{"ids":[1],"expires_at":"x"}]', '[{"type":9,"ids":[1],"expires_at":9e15}]', '[{"ids":[1],"expires_at":9e15}]']) {
      window.localStorage.setItem(CONTACT_KEY, junk)
      expect(contactRemembered(1, call), junk).toBe(false)
      expect(rememberContact(1, call), junk).toBe(true)
      expect(stored().map((r) => r.ids), junk).toEqual([[1]])
    }
  })

  it('still counts when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(rememberContact(1, call)).toBe(true)
  })
})

describe('showing the contact phone', () => {
  beforeEach(() => window.localStorage.clear())

  it('asks the server to count the first reveal only, and remembers it for 30 days', async () => {
    const fetch = mockFetch(() => ({ body: { success: true, data: { classified_id: 9, phone: '0987654321', contact_name: 'Chị Lan' } } }))
    expect(await showPhone(9)).toEqual({ success: true, data: { classified_id: 9, phone: '0987654321', contact_name: 'Chị Lan' } })
    expect(contactRemembered(9, call)).toBe(true)
    await showPhone(9)
    expect(fetch.posted('/listing/v1/phone/show')).toEqual([
      { classified_id: 9, track: true },
      { classified_id: 9, track: false },
    ])
  })

  it('passes the server message on (429, ended job) and remembers nothing', async () => {
    mockFetch(() => ({ status: 429, body: { success: false, error: { code: 'too_many_requests', message: 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau 5 phút.' } } }))
    const result = await showPhone(9)
    expect(result).toMatchObject({ success: false, error: { message: 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau 5 phút.' } })
    expect(contactRemembered(9, call)).toBe(false)
  })

  it('sends the sign-in so a signed-in visitor is counted by account', async () => {
    window.localStorage.setItem('token', 'abc')
    const fetch = mockFetch(() => ({ body: { success: true, data: { classified_id: 9, phone: '0987654321', contact_name: '' } } }))
    await showPhone(9)
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).authorization).toBe('Bearer abc')
  })
})
