// The body of a staff decision on a queue's items (docs/decisions/0021-verification-and-staff.md):
// the items, what is decided, and the reason the owner reads (required when something is taken
// away from them). One schema and one check for every queue.
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../src/domain/constants'
import { STAFF_QUEUE_PATHS, staffDecisionsPath } from '../../src/domain/contract/staff-queues.paths'
import { idList, objectSchema, withProperties, type JsonSchema } from '../../src/domain/validation/json-schema'
import { rules } from '../../src/domain/validation/rules'
import { QUEUE_DECISIONS, type EarlierDecision, orderDirection, type QueueOrder, STAFF_BULK_MAX, STAFF_DECISION_LABELS, STAFF_MSG, STAFF_REASON, needsReason, type StaffDecision, type StaffQueue } from '../../src/domain/staff'
import { normalizeText } from '../../src/domain/text'
import type { Queryable } from '../db/client'
import { badRequest, unauthorized } from './errors'
import { ok, responses, NullableString } from './http'
import type { StaffActor } from './staff-audit'

/** What the text rules find in a report's note: shown to staff beside it, never a refusal. */
export const NoteHit = Type.Object({ name: Type.String(), matched: Type.String() })

export interface DecisionBody {
  ids: number[]
  decision: StaffDecision
  reason?: string
}

export function decisionBodySchema(queue: StaffQueue): JsonSchema {
  const decisions = QUEUE_DECISIONS[queue]
  const decisionMessage = `Thao tác là một trong: ${decisions.map((d) => `${d} (${STAFF_DECISION_LABELS[d]})`).join(', ')}.`
  return withProperties(
    { type: 'object', properties: {}, required: [], additionalProperties: false, 'x-required-messages': {} },
    {
      ids: idList(STAFF_MSG.nothingSelected + ' ' + STAFF_MSG.tooMany, STAFF_BULK_MAX),
      decision: { type: 'string', enum: [...decisions], 'x-messages': { type: decisionMessage, enum: decisionMessage } },
      reason: { type: 'string', maxLength: STAFF_REASON.max, 'x-messages': { type: STAFF_MSG.reasonRequired, maxLength: STAFF_MSG.reasonRequired } },
    },
    ['ids', 'decision'],
    { ids: STAFF_MSG.nothingSelected, decision: decisionMessage },
  )
}

/** The decision with its reason tidied; a reason is required (and kept) only where it is read. */
export function checkedDecision<D extends StaffDecision>(body: DecisionBody): { ids: number[]; decision: D; reason: string | null } {
  const reason = body.reason === undefined ? '' : normalizeText(body.reason)
  if (needsReason(body.decision) && (reason.length < STAFF_REASON.min || reason.length > STAFF_REASON.max)) {
    throw badRequest(STAFF_MSG.reasonRequired, 'reason_required')
  }
  return { ids: [...new Set(body.ids)], decision: body.decision as D, reason: reason || null }
}

export interface StaffQueueRoutes<D extends StaffDecision> {
  /** its list's path and its decisions' are the contract's (STAFF_QUEUE_PATHS) */
  queue: StaffQueue
  listSummary: string
  decideSummary: string
  item: TSchema
  /** oldest first unless said */
  defaultOrder?: QueueOrder
  list: (page: QueuePage) => Promise<{ items: unknown[]; total: number }>
  decide: (staff: StaffActor, ids: number[], decision: D, reason: string | null) => Promise<{ decided: number; message: string }>
}

export interface QueuePage {
  offset: number
  limit: number
  /** ASC (oldest first) or DESC */
  direction: 'ASC' | 'DESC'
}

const pageQuery = withProperties(objectSchema({ offset: rules.offset, limit: rules.limit }), {
  order: { type: 'string', enum: ['oldest', 'newest'], 'x-messages': { enum: 'Thứ tự là oldest hoặc newest.', type: 'Thứ tự là oldest hoặc newest.' } },
})
const Decided = Type.Object({ decided: Type.Integer(), message: Type.String() })

/** A staff queue's two routes: its items, oldest or newest first as the list decides, and the (bulk) decisions on them. */
export function registerStaffQueue<D extends StaffDecision>(app: FastifyInstance, queue: StaffQueueRoutes<D>): void {
  app.get<{ Querystring: { offset?: number; limit?: number; order?: QueueOrder } }>(
    STAFF_QUEUE_PATHS[queue.queue],
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: queue.listSummary,
        querystring: pageQuery,
        response: responses(Type.Object({ items: Type.Array(queue.item), total: Type.Integer() }), [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await queue.list({
          offset: request.query.offset ?? 0,
          limit: request.query.limit ?? PAGINATION.limit,
          direction: orderDirection(request.query.order ?? queue.defaultOrder ?? 'oldest'),
        }),
      ),
  )
  app.post<{ Body: DecisionBody }>(
    staffDecisionsPath(queue.queue),
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: queue.decideSummary, body: decisionBodySchema(queue.queue), response: responses(Decided, [400, 401, 403]) },
    },
    async (request) => {
      if (!request.user) throw unauthorized()
      const { ids, decision, reason } = checkedDecision<D>(request.body)
      return ok(await queue.decide(request.user, ids, decision, reason))
    },
  )
}

/** A queue item's earlier staff decision that still stands (docs/decisions/0031-staff-decisions-stand.md), or null. */
export const EarlierDecisionSchema = Type.Union([Type.Object({ reason: NullableString, decided_at: Type.String({ format: 'date-time' }) }), Type.Null()])

/**
 * Which of these jobs or profiles staff took down (rejected from the queue, or a reported job taken
 * down) with nothing since but the owner's saves: their latest staff decision is a rejection. Such
 * a record waits for staff whatever its owner saves, and only a staff approval puts it back
 * (docs/decisions/0031-staff-decisions-stand.md). Read from the staff audit log, which holds every
 * decision in the transaction that made it; the log's ids follow the row locks the decisions took.
 */
export async function standingTakeDowns(db: Queryable, subject: 'job' | 'jobseeker', ids: readonly number[]): Promise<Map<number, EarlierDecision>> {
  if (!ids.length) return new Map()
  const rows = await db.query<{ subject_id: string; action: string; reason: string | null; created_at: Date }>(
    `SELECT DISTINCT ON (subject_id) subject_id, action, reason, created_at FROM staff_audit_log
      WHERE subject_kind = $1 AND subject_id = ANY($2::text[]) AND action = ANY($3::text[])
      ORDER BY subject_id, id DESC`,
    [subject, ids.map(String), [`${subject}.approve`, `${subject}.reject`]],
  )
  return new Map(
    rows
      .filter((row) => row.action === `${subject}.reject`)
      .map((row) => [Number(row.subject_id), { reason: row.reason, decided_at: new Date(row.created_at).toISOString() }]),
  )
}
