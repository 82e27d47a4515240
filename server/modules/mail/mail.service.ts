// Inbox (SPEC 7.8): private messages per user (candidate and common parts) and the public inbox
// (rows with user_id NULL) that anonymous visitors see. Semantics in docs/decisions/0003-accounts.md.
import type { Inbox, InboxPage, InboxPartSummary, InboxSummary, PublicInboxSummary } from '../../../src/domain/contract/inbox'
import type { InboxNotification, InboxPart } from '../../../src/domain/inbox'
import type { Queryable } from '../../db/client'
import type { Realtime } from '../../realtime/socket'

// the shapes other server modules know this service by
export type { Inbox, InboxPart }

const INBOX_COLUMNS = `id, part, title, content, url, is_read, created_at`

type InboxRow = Omit<Inbox, 'created_at'> & { created_at: Date | string }

// Both drivers give a Date; the wire (HTTP and socket.io) carries ISO 8601.
const toInbox = (row: InboxRow): Inbox => ({ ...row, created_at: new Date(row.created_at).toISOString() })

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id = $1 AND NOT is_read', [
    userId,
  ])
  return rows[0].n
}

/** Stores a message for one user and delivers it live to their open pages. */
export async function createInboxMessage(
  context: { db: Queryable; realtime: Realtime },
  message: { userId: number; part: InboxPart; title: string; content?: string; url?: string | null },
): Promise<Inbox> {
  const rows = await context.db.query<InboxRow>(
    `INSERT INTO inboxes (user_id, part, title, content, url) VALUES ($1, $2, $3, $4, $5) RETURNING ${INBOX_COLUMNS}`,
    [message.userId, message.part, message.title.normalize('NFC'), (message.content ?? '').normalize('NFC'), message.url ?? null],
  )
  const inbox = toInbox(rows[0])
  const totalUnreads = await countUnread(context.db, message.userId)
  const notification: InboxNotification = { type: 'inbox', inbox, total_unreads: totalUnreads }
  context.realtime.notifyUser(message.userId, 'notification', notification)
  return inbox
}

/** GET latest: counts per part; has_new compares unread messages with users.inbox_seen_at. */
export async function inboxSummary(db: Queryable, userId: number): Promise<InboxSummary> {
  const rows = await db.query<{ part: InboxPart; total: number; unread: number; has_new: boolean }>(
    `SELECT i.part,
            count(*)::int AS total,
            (count(*) FILTER (WHERE NOT i.is_read))::int AS unread,
            coalesce(bool_or(NOT i.is_read AND i.created_at > u.inbox_seen_at), false) AS has_new
       FROM inboxes i JOIN users u ON u.id = i.user_id
      WHERE i.user_id = $1
      GROUP BY i.part`,
    [userId],
  )
  const part = (name: InboxPart): InboxPartSummary => {
    const row = rows.find((r) => r.part === name)
    return { total: row?.total ?? 0, unread: row?.unread ?? 0, has_new: row?.has_new ?? false }
  }
  const candidate = part('candidate')
  const common = part('common')
  return {
    total_unreads: candidate.unread + common.unread,
    total: candidate.total + common.total,
    has_new: candidate.has_new || common.has_new,
    candidate,
    common,
  }
}

/** GET job-latest: the public inbox; without `since` (a first visit) everything in it is new. */
export async function publicInboxSummary(db: Queryable, since: Date | null): Promise<PublicInboxSummary> {
  const rows = await db.query<{ total: number; newer: number }>(
    `SELECT count(*)::int AS total,
            (count(*) FILTER (WHERE $1::timestamptz IS NULL OR created_at > $1::timestamptz))::int AS newer
       FROM inboxes WHERE user_id IS NULL`,
    [since ? since.toISOString() : null],
  )
  return { total: rows[0].total, has_new: rows[0].newer > 0 }
}

/** One part of a person's inbox, newest first. */
export async function listInbox(
  db: Queryable,
  query: { userId: number; part: InboxPart; offset: number; limit: number },
): Promise<InboxPage> {
  const [items, count] = await Promise.all([
    db.query<InboxRow>(
      `SELECT ${INBOX_COLUMNS} FROM inboxes WHERE user_id = $1 AND part = $2
        ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [query.userId, query.part, query.offset, query.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id = $1 AND part = $2', [query.userId, query.part]),
  ])
  return { items: items.map(toInbox), total: count[0].n }
}

/** The public inbox, newest first (nobody owns its read state, so is_read stays false). */
export async function listPublicInbox(db: Queryable, query: { offset: number; limit: number }): Promise<InboxPage> {
  const [items, count] = await Promise.all([
    db.query<InboxRow>(
      `SELECT ${INBOX_COLUMNS} FROM inboxes WHERE user_id IS NULL
        ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
      [query.offset, query.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id IS NULL'),
  ])
  return { items: items.map(toInbox), total: count[0].n }
}

/** The person opened their inbox: what is there now is no longer "new". */
export async function markInboxSeen(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET inbox_seen_at = now() WHERE id = $1', [userId])
}

/** Marks one of the person's own messages read; null when it is not theirs (or does not exist). */
export async function markAsRead(db: Queryable, userId: number, id: number): Promise<Inbox | null> {
  const rows = await db.query<InboxRow>(
    `UPDATE inboxes SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING ${INBOX_COLUMNS}`,
    [id, userId],
  )
  return rows[0] ? toInbox(rows[0]) : null
}

export async function markAllAsRead(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE inboxes SET is_read = true WHERE user_id = $1 AND NOT is_read', [userId])
}

/** Deletes one of the person's own messages; false when it is not theirs (or does not exist). */
export async function deleteInbox(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('DELETE FROM inboxes WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])
  return rows.length > 0
}
