import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyAllRead, applyNotification, applyPage, applyRead, applyRemove, loadInboxPart, markAsRead } from './list-state'
import { applySummary, clearInbox, inboxState, initialInboxState, loadPublicInbox, markPublicInboxSeen } from './state'
import { makeInbox, makeNotification } from './test-utils'

const summary = {
  total_unreads: 3,
  candidate: { total: 5, unread: 2, has_new: true },
  common: { total: 4, unread: 1, has_new: false },
}

const respond = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status }))

afterEach(() => {
  clearInbox()
  window.localStorage.clear()
})

describe('inbox reducers', () => {
  it('takes the private summary: unread count, has-new flag and per-part counts', () => {
    const state = initialInboxState()
    applySummary(state, summary)
    expect(state.unreadInbox).toBe(3)
    expect(state.hasNewInbox).toBe(true)
    expect(state.parts.candidate).toMatchObject({ total: 5, unread: 2, hasNew: true })
    expect(state.parts.common).toMatchObject({ total: 4, unread: 1, hasNew: false })
  })

  it('a notification sets the badge from total_unreads and the has-new flag, without a list yet', () => {
    const state = initialInboxState()
    applyNotification(state, makeNotification({ id: 7 }, 4))
    expect(state.unreadInbox).toBe(4)
    expect(state.hasNewInbox).toBe(true)
    expect(state.inboxes).toBeNull()
  })

  it('a notification is prepended to a loaded list once, with the part counts', () => {
    const state = initialInboxState()
    applySummary(state, { ...summary, candidate: { total: 1, unread: 0, has_new: false } })
    applyPage(state, 'candidate', { items: [makeInbox({ id: 1, is_read: true })], total: 1 }, false)
    const event = makeNotification({ id: 2, created_at: new Date(Date.UTC(2026, 1, 1)).toISOString() }, 1)
    applyNotification(state, event)
    applyNotification(state, event)
    expect(state.inboxes?.map((m) => m.id)).toEqual([2, 1])
    expect(state.parts.candidate).toMatchObject({ total: 2, unread: 1, hasNew: true })
  })

  it('ignores events that are not inbox notifications', () => {
    const state = initialInboxState()
    applyNotification(state, { type: 'chat', unread: 2 })
    applyNotification(state, null)
    expect(state).toEqual(initialInboxState())
  })

  it('merges pages: the first replaces the part, later ones append without duplicates', () => {
    const state = initialInboxState()
    applyPage(state, 'common', { items: [makeInbox({ id: 9, part: 'common' })], total: 1 }, false)
    applyPage(state, 'candidate', { items: [makeInbox({ id: 5 }), makeInbox({ id: 4 })], total: 3 }, false)
    applyPage(state, 'candidate', { items: [makeInbox({ id: 4 }), makeInbox({ id: 3 })], total: 3 }, true)
    expect(state.inboxes?.filter((m) => m.part === 'candidate').map((m) => m.id)).toEqual([5, 4, 3])
    expect(state.inboxes?.filter((m) => m.part === 'common').map((m) => m.id)).toEqual([9])
    expect(state.parts.candidate).toMatchObject({ loaded: true, total: 3 })
  })

  it('reading, reading all and removing keep the counts right', () => {
    const state = initialInboxState()
    applySummary(state, summary)
    applyPage(state, 'candidate', { items: [makeInbox({ id: 2 }), makeInbox({ id: 1, is_read: true })], total: 5 }, false)
    expect(applyRead(state, 2)).toBe(true)
    expect(applyRead(state, 2)).toBe(false)
    expect(state.unreadInbox).toBe(2)
    expect(state.parts.candidate.unread).toBe(1)

    applyRemove(state, 1)
    expect(state.inboxes?.map((m) => m.id)).toEqual([2])
    expect(state.parts.candidate.total).toBe(4)
    expect(state.unreadInbox).toBe(2)

    applyPage(state, 'common', { items: [makeInbox({ id: 8, part: 'common' })], total: 4 }, false)
    applyRemove(state, 8)
    expect(state.unreadInbox).toBe(1)
    expect(state.parts.common).toMatchObject({ unread: 0, total: 3 })

    applyAllRead(state)
    expect(state.unreadInbox).toBe(0)
    expect(state.inboxes?.every((m) => m.is_read)).toBe(true)
    expect(state.parts.candidate.unread).toBe(0)
  })
})

describe('inbox actions', () => {
  it('loads the public summary with the time of the last look', async () => {
    const spy = respond({ success: true, data: { total: 6, has_new: true } })
    await loadPublicInbox()
    expect(String(spy.mock.calls[0][0])).toMatch(/\/mail\/v1\/inboxes\/job-latest$/)
    expect(inboxState).toMatchObject({ publicTotal: 6, hasNewInbox: true })

    markPublicInboxSeen(new Date('2026-03-10T12:00:00Z'))
    expect(inboxState.hasNewInbox).toBe(false)
    await loadPublicInbox()
    expect(String(spy.mock.calls[1][0])).toContain('job-latest?since=2026-03-10T12%3A00%3A00.000Z')
  })

  it('loads the next page from the number already shown', async () => {
    window.localStorage.setItem('token', 'abc')
    const spy = respond({ success: true, data: { items: [makeInbox({ id: 3 })], total: 2 } })
    await loadInboxPart('candidate')
    expect(String(spy.mock.calls[0][0])).toContain('job-candidate?offset=0&limit=20')
    expect((spy.mock.calls[0][1]?.headers as Record<string, string>).authorization).toBe('Bearer abc')
    spy.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: { items: [makeInbox({ id: 2 })], total: 2 } })))
    await loadInboxPart('candidate', { more: true })
    expect(String(spy.mock.calls[1][0])).toContain('job-candidate?offset=1&limit=20')
    expect(inboxState.inboxes?.map((m) => m.id)).toEqual([3, 2])
  })

  it('marks as read optimistically and undoes it when the server refuses', async () => {
    applySummary(inboxState, summary)
    applyPage(inboxState, 'candidate', { items: [makeInbox({ id: 5 })], total: 1 }, false)
    respond({ success: false, error: { code: 'not_found', message: 'Không tìm thấy thông báo' } }, 404)
    const result = await markAsRead(5)
    expect(result.success).toBe(false)
    expect(inboxState.inboxes?.[0].is_read).toBe(false)
    expect(inboxState.unreadInbox).toBe(3)
  })
})
