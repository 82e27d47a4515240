// Inbox shapes on the wire (SPEC 3 inbox summary, SPEC 7.8, docs/decisions/0003-accounts.md),
// shared by the site and the server.
export type InboxPart = 'candidate' | 'common'
export const INBOX_PARTS: readonly InboxPart[] = ['candidate', 'common']

export interface Inbox {
  id: number
  part: InboxPart
  title: string
  content: string
  url: string | null
  is_read: boolean
  /** ISO 8601. */
  created_at: string
}

export interface InboxPartSummary {
  total: number
  unread: number
  /** An unread message arrived after the person last opened the inbox. */
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

/** GET /mail/v1/inboxes/job-candidate and job-common */
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
