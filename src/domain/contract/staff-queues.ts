// The staff's review queues in the staff contract (docs/decisions/0021-verification-and-staff.md,
// 0031-staff-decisions-stand.md, 0035-api-contract.md): what each queue's items carry, the page
// query and the body of a (bulk) decision, whose decisions are the queue's own (QUEUE_DECISIONS).
// contract/staff.ts joins them with the console's other operations; each area registers its queue
// through server/lib/staff-decisions.ts.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { QUEUE_DECISIONS, QUEUE_ORDER_KEYS, STAFF_BULK_MAX, STAFF_DECISION_LABELS, STAFF_MSG, STAFF_REASON, type QueueDecision, type StaffQueue } from '../staff'
import { idList, withProperties } from '../validation/json-schema'
import { rules } from '../validation/rules'
import type { OperationSchemas } from './define'
import { PostingHit } from './posting'
import { DateTime, Nullable, StringEnum, fields } from './schema'

// ---- what the queues' items carry ----

/**
 * Staff's earlier take-down of a job or profile now waiting again: its owner saved it after staff
 * rejected it, and only staff put it back (docs/decisions/0031-staff-decisions-stand.md).
 */
export const EarlierDecision = Type.Object({ reason: Nullable(Type.String()), decided_at: DateTime })
export type EarlierDecision = Static<typeof EarlierDecision>

/** What the text rules find in a report's note: shown to staff beside it, never a refusal. */
export const NoteHit = Type.Object({ name: Type.String(), matched: Type.String() })

export const WaitingJob = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  organization_id: Type.Integer(),
  organization: Type.String(),
  is_partner: Type.Boolean(),
  posted_by: Nullable(Type.String()),
  created_at: DateTime,
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  description: Type.String(),
  requirements: Type.String(),
  benefits: Type.String(),
  review_reason: Nullable(Type.String()),
  /** the rules that sent it to review */
  hits: Type.Array(PostingHit),
  /** staff's earlier take-down, when the owner edited a job staff had taken down */
  earlier_decision: Nullable(EarlierDecision),
})
export type WaitingJob = Static<typeof WaitingJob>

export const ReportedJob = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  job_title: Type.String(),
  job_url: Type.String(),
  organization: Type.String(),
  reason: Type.String(),
  reason_name: Type.String(),
  note: Type.String(),
  /** what the text rules find in the note (docs/decisions/0030-text-normalisation.md) */
  note_hits: Type.Array(NoteHit),
  /** how many visitors reported this job and are still waiting */
  reports_on_job: Type.Integer(),
  created_at: DateTime,
})
export type ReportedJob = Static<typeof ReportedJob>

/** A reported chat conversation (issue 22): who reported whom, why, and the latest messages to judge by. */
export const ReportedChat = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  reporter: Type.String(),
  reported: Type.String(),
  /** the reported person's side */
  reported_role: StringEnum(['seeker', 'recruiter'] as const),
  organization: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  reason: Type.String(),
  reason_name: Type.String(),
  note: Type.String(),
  /** what the text rules find in the note */
  note_hits: Type.Array(NoteHit),
  created_at: DateTime,
  messages: Type.Array(Type.Object({ sender: Type.String(), text: Type.String(), image_url: Nullable(Type.String()), created_at: DateTime })),
})
export type ReportedChat = Static<typeof ReportedChat>

export const WaitingProfile = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  job_types: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  experience_text: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  updated_at: DateTime,
  /** staff's earlier rejection, when the seeker edited a profile staff had rejected */
  earlier_decision: Nullable(EarlierDecision),
})
export type WaitingProfile = Static<typeof WaitingProfile>

export const AuditDocument = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  file_type: Type.String(),
  bytes: Type.Integer(),
  /** the staff route that serves the file */
  file_url: Type.String(),
})
export type AuditDocument = Static<typeof AuditDocument>

export const WaitingAudit = Type.Object({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization: Type.String(),
  organization_type: Type.Integer(),
  /** the business info as submitted */
  snapshot: Type.Record(Type.String(), Type.Unknown()),
  submitted_by: Nullable(Type.String()),
  submitted_at: DateTime,
  previous_reason: Nullable(Type.String()),
  documents: Type.Array(AuditDocument),
})
export type WaitingAudit = Static<typeof WaitingAudit>

// ---- the operations ----

const ORDER_MESSAGE = 'Thứ tự là oldest hoặc newest.'
const QueueQuery = fields({
  offset: rules.offset,
  limit: rules.limit,
  order: StringEnum(QUEUE_ORDER_KEYS, { 'x-messages': { enum: ORDER_MESSAGE, type: ORDER_MESSAGE } }),
})

const QueuePage = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), total: Type.Integer() })

export const Decided = Type.Object({ decided: Type.Integer(), message: Type.String() })
export type Decided = Static<typeof Decided>

/** The body of a decision on a queue's items; `reason` is required (and checked) where the owner reads it. */
export interface DecisionBody<Q extends StaffQueue = StaffQueue> {
  ids: number[]
  decision: QueueDecision<Q>
  reason?: string
}

function decisionBody<Q extends StaffQueue>(queue: Q) {
  const decisions = QUEUE_DECISIONS[queue]
  const decisionMessage = `Thao tác là một trong: ${decisions.map((d) => `${d} (${STAFF_DECISION_LABELS[d]})`).join(', ')}.`
  return Type.Unsafe<DecisionBody<Q>>(
    withProperties(
      { type: 'object', properties: {}, required: [], additionalProperties: false, 'x-required-messages': {} },
      {
        ids: idList(STAFF_MSG.nothingSelected + ' ' + STAFF_MSG.tooMany, STAFF_BULK_MAX),
        decision: { type: 'string', enum: [...decisions], 'x-messages': { type: decisionMessage, enum: decisionMessage } },
        reason: { type: 'string', maxLength: STAFF_REASON.max, 'x-messages': { type: STAFF_MSG.reasonRequired, maxLength: STAFF_MSG.reasonRequired } },
      },
      ['ids', 'decision'],
      { ids: STAFF_MSG.nothingSelected, decision: decisionMessage },
    ),
  )
}

const ERRORS = [400, 401, 403]

const queue = <T extends TSchema>(summary: string, item: T) =>
  ({ summary, query: QueueQuery, response: QueuePage(item), errors: ERRORS }) satisfies OperationSchemas
const decisions = <Q extends StaffQueue>(q: Q, summary: string) => ({ summary, body: decisionBody(q), response: Decided, errors: ERRORS }) satisfies OperationSchemas

/** The queues' operations, as the staff contract lists them (staff-queues.paths.ts). */
export const staffQueueSchemas = {
  jobsQueue: queue('Tin chờ duyệt, cũ nhất trước, kèm quy tắc đã phát hiện', WaitingJob),
  jobsDecisions: decisions('jobs', 'Duyệt hoặc từ chối (kèm lý do) các tin đã chọn'),
  profilesQueue: queue('Hồ sơ chờ duyệt, cũ nhất trước, kèm lý do', WaitingProfile),
  profilesDecisions: decisions('profiles', 'Duyệt hoặc từ chối (kèm lý do) các hồ sơ đã chọn'),
  organizationsQueue: queue('Doanh nghiệp chờ xác thực, cũ nhất trước', WaitingAudit),
  organizationsDecisions: decisions('organizations', 'Duyệt, trả lại (kèm lý do) hoặc không xác thực các doanh nghiệp đã chọn'),
  reportsQueue: queue('Báo cáo tin vi phạm chờ xử lý, mới nhất trước', ReportedJob),
  reportsDecisions: decisions('reports', 'Gỡ tin bị báo cáo (kèm lý do cho người đăng) hoặc bỏ qua báo cáo'),
  chatsQueue: queue('Cuộc trò chuyện bị báo cáo chờ xử lý, mới nhất trước, kèm các tin nhắn gần nhất', ReportedChat),
  chatsDecisions: decisions('chats', 'Đóng cuộc trò chuyện bị báo cáo (kèm lý do cho người bị báo cáo) hoặc bỏ qua báo cáo'),
}
