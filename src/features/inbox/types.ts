// Inbox shapes of docs/decisions/0003-accounts.md (SPEC 3 inbox summary, SPEC 7.8), defined once in
// src/domain/inbox.ts with the server; this feature adds the check of realtime payloads.
import type { InboxNotification } from '../../domain/inbox'

export {
  INBOX_PARTS,
  type Inbox,
  type InboxNotification,
  type InboxPage,
  type InboxPart,
  type InboxPartSummary,
  type PrivateInboxSummary,
  type PublicInboxSummary,
} from '../../domain/inbox'

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
