// The staff queue of reported conversations (issue 22; docs/decisions/0025-chat.md), in the console
// /kiem-duyet beside the reported jobs. Staff read the reason and the latest messages, then either
// close the conversation (no more messages either way; the reported person reads the reason in the
// inbox, every waiting report on it is upheld) or dismiss the report.
import { CHAT_REPORT_REASONS } from '../../../src/domain/chat'
import { noteHits } from '../../../src/domain/moderation/public-text'
import { STAFF_MSG, type ReportedChat, type StaffDecision } from '../../../src/domain/staff'
import type { ServiceContext } from '../../context'
import { moderationRules } from '../../lib/moderation-settings'
import type { QueuePage } from '../../lib/staff-decisions'
import { writeStaffAudit, type StaffActor } from '../../lib/staff-audit'
import { transactionThenNotify } from '../../realtime/after-commit'
import { createInboxMessage } from '../mail/mail.service'
import { signFileUrl } from '../media/media.service'
import type { ChatReader } from './chat.service'
import { CHAT_EVENTS } from '../../../src/domain/chat'

const REPORT_STATUS = { waiting: 1000, upheld: 1001, dismissed: 1002 } as const
const REASON_NAME = new Map<string, string>(CHAT_REPORT_REASONS.map((r) => [r.code, r.name]))
/** the messages staff see with a report */
const MESSAGES_SHOWN = 20

export const CHAT_REPORT_NOTICE = {
  closedTitle: 'Một cuộc trò chuyện của bạn đã bị đóng',
  closedContent: (reason: string) => `Sau khi xem xét báo cáo, nhân viên kiểm duyệt đã đóng cuộc trò chuyện. Lý do: ${reason}`,
} as const

/** GET /job/v1/staff/chat-reports: waiting reports, newest first unless asked, with the latest messages. */
export async function waitingChatReports({ db, env }: ChatReader, { offset, limit, direction }: QueuePage): Promise<{ items: ReportedChat[]; total: number }> {
  const rules = await moderationRules(db)
  const [rows, [count]] = await Promise.all([
    db.query<Omit<ReportedChat, 'reason_name' | 'created_at' | 'messages' | 'note_hits'> & { created_at: Date }>(
      `SELECT r.id::int AS id, r.conversation_id::int AS conversation_id,
              coalesce(ru.full_name, 'Người dùng') AS reporter, coalesce(du.full_name, 'Người dùng') AS reported,
              p.role AS reported_role, o.name AS organization, c.job_title, r.reason, r.note, r.created_at
         FROM chat_reports r JOIN chat_conversations c ON c.id = r.conversation_id
         JOIN users ru ON ru.id = r.reporter_user_id JOIN users du ON du.id = r.reported_user_id
         JOIN chat_participants p ON p.conversation_id = c.id AND p.user_id = r.reported_user_id
         LEFT JOIN organizations o ON o.id = c.organization_id
        WHERE r.status = 1000 ORDER BY r.created_at ${direction}, r.id ${direction} OFFSET $1 LIMIT $2`,
      [offset, limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_reports WHERE status = 1000'),
  ])
  const ids = [...new Set(rows.map((r) => r.conversation_id))]
  const messages = ids.length
    ? await db.query<{ conversation_id: number; sender: string; text: string; image_url: string | null; created_at: Date }>(
        `SELECT m.conversation_id::int AS conversation_id, coalesce(u.full_name, 'Người dùng') AS sender, m.body AS text, m.image_url, m.created_at
           FROM unnest($1::bigint[]) AS x(id)
           CROSS JOIN LATERAL (SELECT * FROM chat_messages WHERE conversation_id = x.id ORDER BY id DESC LIMIT ${MESSAGES_SHOWN}) m
           JOIN users u ON u.id = m.sender_user_id
          ORDER BY m.id`,
        [ids],
      )
    : []
  return {
    items: rows.map(({ created_at, ...row }) => ({
      ...row,
      note_hits: noteHits(row.note, rules),
      reason_name: REASON_NAME.get(row.reason) ?? row.reason,
      created_at: new Date(created_at).toISOString(),
      messages: messages
        .filter((m) => m.conversation_id === row.conversation_id)
        // staff open a reported picture through the same signed, short-lived URL as the two people
        .map(({ sender, text, image_url, created_at: at }) => ({
          sender,
          text,
          image_url: image_url === null ? null : signFileUrl(env.uploadSigningSecret, image_url),
          created_at: new Date(at).toISOString(),
        })),
    })),
    total: count.n,
  }
}

/** POST /job/v1/staff/chat-reports/decisions: close the reported conversations, or dismiss the reports. */
export async function decideChatReports(
  context: ServiceContext,
  staff: StaffActor,
  ids: readonly number[],
  decision: Extract<StaffDecision, 'reject' | 'dismiss'>,
  reason: string | null,
) {
  const closed: number[] = []
  const decided = await transactionThenNotify(context, async ({ db, realtime }) => {
    const reports = await db.query<{ id: number; conversation_id: number; reported_user_id: number }>(
      `SELECT id::int AS id, conversation_id::int AS conversation_id, reported_user_id::int AS reported_user_id
         FROM chat_reports WHERE id = ANY($1::bigint[]) AND status = 1000 ORDER BY id FOR UPDATE`,
      [ids],
    )
    if (!reports.length) return 0
    if (decision === 'dismiss') {
      await db.query('UPDATE chat_reports SET status = $2, decided_by = $3, decided_at = now() WHERE id = ANY($1::bigint[])', [
        reports.map((r) => r.id),
        REPORT_STATUS.dismissed,
        staff.id,
      ])
      await writeStaffAudit(db, staff, reports.map((r) => ({ action: 'chat_report.dismiss', subject: 'chat_report', subjectId: r.id, details: { conversation_id: r.conversation_id } })))
      return reports.length
    }
    const conversations = [...new Set(reports.map((r) => r.conversation_id))]
    await db.query('UPDATE chat_conversations SET closed_at = now() WHERE id = ANY($1::bigint[]) AND closed_at IS NULL', [conversations])
    const upheld = await db.query<{ id: number; conversation_id: number; reported_user_id: number }>(
      `UPDATE chat_reports SET status = $2, decided_by = $3, decided_at = now() WHERE conversation_id = ANY($1::bigint[]) AND status = 1000
       RETURNING id::int AS id, conversation_id::int AS conversation_id, reported_user_id::int AS reported_user_id`,
      [conversations, REPORT_STATUS.upheld, staff.id],
    )
    const told = new Set<string>()
    for (const report of upheld) {
      const key = `${report.conversation_id}:${report.reported_user_id}`
      if (told.has(key)) continue
      told.add(key)
      await createInboxMessage(
        { db, realtime },
        { userId: report.reported_user_id, part: 'common', title: CHAT_REPORT_NOTICE.closedTitle, content: CHAT_REPORT_NOTICE.closedContent(reason ?? ''), url: null },
      )
    }
    await writeStaffAudit(db, staff, [
      ...conversations.map((id) => ({ action: 'chat.close', subject: 'chat' as const, subjectId: id, reason })),
      ...upheld.map((r) => ({ action: 'chat_report.uphold', subject: 'chat_report' as const, subjectId: r.id, reason })),
    ])
    closed.push(...conversations)
    return reports.length
  })
  for (const id of closed) {
    const people = await context.db.query<{ user_id: number }>('SELECT user_id::int AS user_id FROM chat_participants WHERE conversation_id = $1', [id])
    for (const person of people) context.realtime.notifyUser(person.user_id, CHAT_EVENTS.state, { conversation_id: id })
  }
  return { decided, message: [STAFF_MSG.done(decided), ids.length > decided ? STAFF_MSG.skipped(ids.length - decided) : ''].filter(Boolean).join(' ') }
}
