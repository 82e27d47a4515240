// The notification page's list (SPEC 7.8): its pages, reading, removing, and live messages
// added to it (SPEC 7.10). Only the notification page and the realtime connection use it, so it
// loads with them, not with every page; the header's badge lives in state.ts. The pure reducers
// (apply*) take the state as an argument so they are testable on plain objects.
import { PAGINATION } from '../../domain/constants'
import type { ApiResult } from '../../lib/http'
import { deleteInbox } from './api/delete-inbox'
import { getCandidateInbox } from './api/get-candidate-inbox'
import { getCommonInbox } from './api/get-common-inbox'
import { markAllInboxAsRead } from './api/mark-all-as-read'
import { markInboxAsRead } from './api/mark-as-read'
import { inboxState, type InboxState } from './state'
import { INBOX_PARTS, isInboxNotification, type Inbox, type InboxPage, type InboxPart } from './types'

export const INBOX_PAGE_SIZE = PAGINATION.limit

// ISO times in one zone sort as text (compared by code unit: no collation, no Intl)
const newestFirst = (a: Inbox, b: Inbox) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id)
const decrement = (n: number) => Math.max(0, n - 1)

/**
 * One page of a part. The first page replaces the part's messages (keeping live ones newer than
 * it); a further page is appended. Duplicates (a live message also in a page) are dropped.
 */
export function applyPage(state: InboxState, part: InboxPart, page: InboxPage, append: boolean): void {
  const current = state.inboxes ?? []
  const mine = current.filter((m) => m.part === part)
  const others = current.filter((m) => m.part !== part)
  let kept: Inbox[]
  if (append) kept = mine
  else {
    const newestOnPage = page.items.reduce((max, m) => Math.max(max, m.id), 0)
    kept = mine.filter((m) => m.id > newestOnPage)
  }
  const seen = new Set(kept.map((m) => m.id))
  const merged = [...kept, ...page.items.filter((m) => !seen.has(m.id))]
  state.inboxes = [...others, ...merged].sort(newestFirst)
  Object.assign(state.parts[part], { total: Math.max(page.total, merged.length), loaded: true, error: null })
  // GET job-candidate marks the inbox seen on the server
  if (part === 'candidate') state.parts.candidate.hasNew = false
}

/** A realtime `notification` (SPEC 7.10): badge, new flag, and the list if it is loaded. */
export function applyNotification(state: InboxState, payload: unknown): void {
  if (!isInboxNotification(payload)) return
  const { inbox, total_unreads } = payload
  state.unreadInbox = total_unreads
  state.hasNewInbox = true
  const part = state.parts[inbox.part]
  if (state.inboxes?.some((m) => m.id === inbox.id)) return
  part.hasNew = true
  if (!inbox.is_read) part.unread += 1
  if (part.total !== null) part.total += 1
  if (state.inboxes) state.inboxes = [inbox, ...state.inboxes].sort(newestFirst)
}

/** Returns whether a message changed from unread to read. */
export function applyRead(state: InboxState, id: number): boolean {
  const message = state.inboxes?.find((m) => m.id === id)
  if (!message || message.is_read) return false
  message.is_read = true
  state.unreadInbox = decrement(state.unreadInbox)
  state.parts[message.part].unread = decrement(state.parts[message.part].unread)
  return true
}

export function applyUnread(state: InboxState, id: number): void {
  const message = state.inboxes?.find((m) => m.id === id)
  if (!message || !message.is_read) return
  message.is_read = false
  state.unreadInbox += 1
  state.parts[message.part].unread += 1
}

export function applyAllRead(state: InboxState): void {
  state.unreadInbox = 0
  state.hasNewInbox = false
  for (const m of state.inboxes ?? []) m.is_read = true
  for (const part of INBOX_PARTS) Object.assign(state.parts[part], { unread: 0, hasNew: false })
}

export function applyRemove(state: InboxState, id: number): void {
  const message = state.inboxes?.find((m) => m.id === id)
  if (!message || !state.inboxes) return
  state.inboxes = state.inboxes.filter((m) => m.id !== id)
  const part = state.parts[message.part]
  if (part.total !== null) part.total = decrement(part.total)
  if (!message.is_read) {
    state.unreadInbox = decrement(state.unreadInbox)
    part.unread = decrement(part.unread)
  }
}

const fetchPart = (part: InboxPart, offset: number, limit: number) =>
  part === 'candidate' ? getCandidateInbox(offset, limit) : getCommonInbox(offset, limit)

/** First page of a part (or the next one with `more`). */
export async function loadInboxPart(part: InboxPart, { more = false } = {}): Promise<void> {
  const state = inboxState.parts[part]
  if (state.loading) return
  const offset = more ? (inboxState.inboxes ?? []).filter((m) => m.part === part).length : 0
  state.loading = true
  try {
    const result = await fetchPart(part, offset, INBOX_PAGE_SIZE)
    if (result.success && result.data) applyPage(inboxState, part, result.data, more)
    else if (!result.success) state.error = result.error.message
  } finally {
    state.loading = false
  }
}

/** Optimistic: the badge drops at once and comes back if the server refuses. */
export async function markAsRead(id: number): Promise<ApiResult<unknown>> {
  const changed = applyRead(inboxState, id)
  if (!changed) return { success: true, data: null }
  const result = await markInboxAsRead(id)
  if (!result.success) applyUnread(inboxState, id)
  return result
}

export async function markAllAsRead(): Promise<ApiResult<unknown>> {
  const result = await markAllInboxAsRead()
  if (result.success) applyAllRead(inboxState)
  return result
}

export async function removeInbox(id: number): Promise<ApiResult<unknown>> {
  const result = await deleteInbox(id)
  if (result.success) applyRemove(inboxState, id)
  return result
}

/** Realtime: applies a `notification` event to the shared state. */
export const receiveNotification = (payload: unknown) => applyNotification(inboxState, payload)
