// Inbox state (SPEC 3 user-state fields unreadInbox, hasNewInbox, inboxes; SPEC 7.8): what the
// header's bell shows on every page. The notification page's list and live messages are in
// list-state.ts. The pure reducers (apply*) take the state as an argument so they are testable on
// plain objects; the actions below apply them to the shared valtio proxy.
import { proxy } from 'valtio'
import { isBrowser } from '../../lib/env'
import { getLatestInbox } from './api/get-latest'
import { getPublicLatest } from './api/get-public-latest'
import type { Inbox, InboxSummary, PublicInboxSummary } from '../../domain/contract/inbox'
import { INBOX_PARTS, type InboxPart } from '../../domain/inbox'

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

// ---------------------------------------------------------------------------------------------
// Reducers

/** Reads the unread count and each part's counts (the totals over both parts are not needed). */
export function applySummary(state: InboxState, summary: Pick<InboxSummary, 'total_unreads' | 'candidate' | 'common'>): void {
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

export const clearInbox = () => {
  Object.assign(inboxState, initialInboxState())
}

/** The notify menu entry clears the has-new flag before navigating. */
export const clearHasNewInbox = () => {
  inboxState.hasNewInbox = false
}
