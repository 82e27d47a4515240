// Inbox state (SPEC 3 user-state fields unreadInbox, hasNewInbox, inboxes; SPEC 7.8). The pure
// reducers (apply*) take the state as an argument so they are testable on plain objects; the
// actions below apply them to the shared valtio proxy.
import { proxy } from 'valtio'
import { PAGINATION } from '../../domain/constants'
import { isBrowser } from '../../lib/env'
import type { ApiResult } from '../../lib/http'
import { deleteInbox } from './api/delete-inbox'
import { getCandidateInbox } from './api/get-candidate-inbox'
import { getCommonInbox } from './api/get-common-inbox'
import { getLatestInbox } from './api/get-latest'
import { getPublicLatest } from './api/get-public-latest'
import { markAllInboxAsRead } from './api/mark-all-as-read'
import { markInboxAsRead } from './api/mark-as-read'
import {
  INBOX_PARTS,
  isInboxNotification,
  type Inbox,
  type InboxPage,
  type InboxPart,
  type PrivateInboxSummary,
  type PublicInboxSummary,
} from './types'

export interface InboxPartState {
  /** Messages of this part on the server (summary or last page), null while unknown. */
  total: number | null
  unread: number
  hasNew: boolean
  /** The first page has been loaded into `inboxes`. */
  loaded: boolean
  loading: boolean
  /** Message of the last failed page load. */
  error: string | null
}

export interface InboxState {
  /** Unread private messages (badge capped at 99 when shown). */
  unreadInbox: number
  hasNewInbox: boolean
  /** Loaded messages of the notification page (both parts, newest first), or null before the first load. */
  inboxes: Inbox[] | null
  /** Anonymous visitors: size of the public inbox. */
  publicTotal: number
  parts: Record<InboxPart, InboxPartState>
}

const initialPart = (): InboxPartState => ({ total: null, unread: 0, hasNew: false, loaded: false, loading: false, error: null })

export const initialInboxState = (): InboxState => ({
  unreadInbox: 0,
  hasNewInbox: false,
  inboxes: null,
  publicTotal: 0,
  parts: { candidate: initialPart(), common: initialPart() },
})
export const inboxState = proxy<InboxState>(initialInboxState())

export const INBOX_PAGE_SIZE = PAGINATION.limit

// ---------------------------------------------------------------------------------------------
// Reducers

const newestFirst = (a: Inbox, b: Inbox) => b.created_at.localeCompare(a.created_at) || b.id - a.id
const decrement = (n: number) => Math.max(0, n - 1)

export function applySummary(state: InboxState, summary: PrivateInboxSummary): void {
  state.unreadInbox = summary.total_unreads
  state.hasNewInbox = summary.candidate.has_new || summary.common.has_new
  for (const part of INBOX_PARTS) {
    const s = summary[part]
    Object.assign(state.parts[part], { total: s.total, unread: s.unread, hasNew: s.has_new })
  }
}

export function applyPublicSummary(state: InboxState, summary: PublicInboxSummary): void {
  state.publicTotal = summary.total
  state.hasNewInbox = summary.has_new
}

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

// ---------------------------------------------------------------------------------------------
// Actions

/** Signed in: latest private inbox summary (total_unreads, has_new). */
export async function loadPrivateInbox(): Promise<void> {
  const result = await getLatestInbox()
  if (result.success && result.data) applySummary(inboxState, result.data)
}

const PUBLIC_SEEN_KEY = 'inbox_public_seen_at'

function readPublicSeen(): string | null {
  if (!isBrowser) return null
  try {
    return window.localStorage.getItem(PUBLIC_SEEN_KEY)
  } catch {
    return null
  }
}

/** Anonymous: public inbox summary (total, has_new since the visitor last looked at it). */
export async function loadPublicInbox(): Promise<void> {
  const result = await getPublicLatest(readPublicSeen())
  if (result.success && result.data) applyPublicSummary(inboxState, result.data)
}

/** The visitor looked at the public announcements: remember when, so only newer ones count as new. */
export function markPublicInboxSeen(now = new Date()): void {
  inboxState.hasNewInbox = false
  try {
    window.localStorage.setItem(PUBLIC_SEEN_KEY, now.toISOString())
  } catch {
    // storage unavailable (private mode): the flag just comes back next visit
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

export const clearInbox = () => {
  Object.assign(inboxState, initialInboxState())
}

/** The notify menu entry clears the has-new flag before navigating. */
export const clearHasNewInbox = () => {
  inboxState.hasNewInbox = false
}
