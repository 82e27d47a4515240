import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_TRACKING } from '../../../domain/constants'
import { mockFetch } from '../test-utils'
import { rememberContact, trackContact, trackImpressions, trackView } from './track'

describe('tracking calls', () => {
  beforeEach(() => window.localStorage.clear())

  it('posts a view and splits impressions into calls of at most 10 distinct ids', async () => {
    const fetch = mockFetch()
    await trackView(5)
    expect(fetch.posted('/job/v1/classifieds/tracking-view')).toEqual([{ classified_id: 5 }])
    await trackImpressions([...Array.from({ length: 11 }, (_, i) => i + 1), 1])
    expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([
      { classified_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      { classified_ids: [11] },
    ])
  })

  it('logs failures with console.warn and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(trackView(5)).resolves.toMatchObject({ success: false })
    expect(warn).toHaveBeenCalledWith('[tracking] view:', 'Failed to fetch')
  })

  it('counts a contact once per job and visitor, 3 ids per stored record, for 30 days', async () => {
    const fetch = mockFetch()
    await trackContact(1)
    await trackContact(1)
    expect(fetch.posted('/job/v1/classifieds/tracking-contact')).toEqual([{ classified_id: 1 }])

    const now = 1_000_000
    for (const id of [2, 3, 4]) expect(rememberContact(id, now)).toBe(true)
    const records = JSON.parse(window.localStorage.getItem('contact_tracking') ?? '[]')
    expect(records.map((r: { ids: number[] }) => r.ids)).toEqual([[1, 2, 3], [4]])
    expect(rememberContact(4, now + CONTACT_TRACKING.expiryMs - 1)).toBe(false)
    expect(rememberContact(4, now + CONTACT_TRACKING.expiryMs)).toBe(true)
  })
})
