// Inbox shapes of docs/decisions/0003-accounts.md (SPEC 3 inbox summary, SPEC 7.8).
export type InboxPart = 'candidate' | 'common'
export const INBOX_PARTS: readonly InboxPart[] = ['candidate', 'common']

export interface Inbox {
  id: number
  part: InboxPart
  title: string
  content: string
  url: string | null
  is_read: boolean
  created_at: string
}

export interface InboxPartSummary {
  total: number
  unread: number
  has_new: boolean
}

/** GET /mail/v1/inboxes/latest */
export interface PrivateInboxSummary {
  total_unreads: number
  candidate: InboxPartSummary
  common: InboxPartSummary
}

/** GET /mail/v1/inboxes/job-latest */
export interface PublicInboxSummary {
  total: number
  has_new: boolean
}

/** GET job-candidate / job-common */
export interface InboxPage {
  items: Inbox[]
  total: number
}

/** Realtime event `notification` (SPEC 7.10). */
export interface InboxNotification {
  type: 'inbox'
  inbox: Inbox
  total_unreads: number
}

export const isInboxNotification = (payload: unknown): payload is InboxNotification => {
  if (!payload || typeof payload !== 'object') return false
  const p = payload as Partial<InboxNotification>
  return (
    p.type === 'inbox' &&
    typeof p.total_unreads === 'number' &&
    !!p.inbox &&
    typeof p.inbox.id === 'number' &&
    (p.inbox.part === 'candidate' || p.inbox.part === 'common')
  )
}
