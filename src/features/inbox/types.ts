// The check of the inbox's realtime payloads (docs/decisions/0003-accounts.md); the shapes are the
// inbox contract's (src/domain/contract/inbox.ts) and src/domain/inbox.ts's.
import type { InboxNotification } from '../../domain/inbox'

export type { Inbox, InboxPage, InboxPartSummary, InboxSummary, PublicInboxSummary } from '../../domain/contract/inbox'
export { INBOX_PARTS, type InboxNotification, type InboxPart } from '../../domain/inbox'

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
