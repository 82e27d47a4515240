// The inbox (SPEC 3 inbox summary, SPEC 7.8, docs/decisions/0003-accounts.md): its parts and the
// realtime event; the shapes the API answers are its contract's (contract/inbox.ts).
import type { Inbox } from './contract/inbox'

export const INBOX_PARTS = ['candidate', 'common'] as const
export type InboxPart = (typeof INBOX_PARTS)[number]

/** Realtime event `notification` (SPEC 7.10). */
export interface InboxNotification {
  type: 'inbox'
  inbox: Inbox
  total_unreads: number
}
