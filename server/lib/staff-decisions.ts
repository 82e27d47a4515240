// The staff's review queues (docs/decisions/0021-verification-and-staff.md): each area registers the
// queue of its records, whose two operations (the list and the decisions) are the staff contract's
// (src/domain/contract/staff-queues.ts): the list answers the queue's items, oldest or newest
// first, and a decision body names the items, what is decided (one of the queue's own decisions)
// and the reason the owner reads (required when something is taken away from them).
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../src/domain/constants'
import type { StaffContract } from '../../src/domain/contract/staff'
import { staffContract } from '../../src/domain/contract/staff'
import { decisionsOperation, queueOperation } from '../../src/domain/contract/staff-queues.paths'
import type { Decided, DecisionBody, EarlierDecision } from '../../src/domain/contract/staff-queues'
import { orderDirection, type QueueDecision, type QueueOrder, STAFF_MSG, STAFF_REASON, needsReason, type StaffQueue } from '../../src/domain/staff'
import { normalizeText } from '../../src/domain/text'
import type { Queryable } from '../db/client'
import { contractRoutes, type Answer, type ContractRouteOptions, type Exact } from './contract'
import { badRequest, unauthorized } from './errors'
import type { StaffActor } from './staff-audit'

/** The decision with its reason tidied; a reason is required (and kept) only where it is read. */
export function checkedDecision<Q extends StaffQueue>(body: DecisionBody<Q>): { ids: number[]; decision: QueueDecision<Q>; reason: string | null } {
  const reason = body.reason === undefined ? '' : normalizeText(body.reason)
  if (needsReason(body.decision) && (reason.length < STAFF_REASON.min || reason.length > STAFF_REASON.max)) {
    throw badRequest(STAFF_MSG.reasonRequired, 'reason_required')
  }
  return { ids: [...new Set(body.ids)], decision: body.decision, reason: reason || null }
}

export interface QueuePage {
  offset: number
  limit: number
  /** ASC (oldest first) or DESC */
  direction: 'ASC' | 'DESC'
}

/** What a queue's list answers: its items as the staff contract describes them, and their total. */
export type QueueAnswer<Q extends StaffQueue> = Answer<StaffContract[`${Q}Queue`]>

export interface StaffQueueRoutes<Q extends StaffQueue, R> {
  queue: Q
  /** oldest first unless said */
  defaultOrder?: QueueOrder
  /** the page of items: exactly the contract's item, at any depth (as a contract route's handler) */
  list: (page: QueuePage) => Promise<R & Exact<R, QueueAnswer<Q>>>
  decide: (staff: StaffActor, ids: number[], decision: QueueDecision<Q>, reason: string | null) => Promise<Decided>
}

interface QueueRequest<Q extends StaffQueue> {
  query: { offset?: number; limit?: number; order?: QueueOrder }
  body: DecisionBody<Q>
  user?: StaffActor | null
}
type LooseRoute = (name: string, options: ContractRouteOptions, handler: (request: never) => Promise<unknown>) => void

/**
 * A staff queue's two operations, in the plugin of the area whose records it decides: its items
 * (oldest or newest first as the list decides) and the (bulk) decisions on them. Register it before
 * the area's own registrar, which refuses any route of its plugin outside its contract.
 */
export function registerStaffQueue<Q extends StaffQueue, R extends QueueAnswer<Q>>(app: FastifyInstance, queue: StaffQueueRoutes<Q, R>): void {
  // the two operation names are the queue's (`${queue}Queue`, `${queue}Decisions`), whose schemas
  // agree with `list` and `decide` by their types above; the registrar checks method, path and access
  const route = contractRoutes(app, staffContract, { guard: false }) as unknown as LooseRoute
  route(queueOperation(queue.queue), { access: 'staff' }, async (request: QueueRequest<Q>) =>
    queue.list({
      offset: request.query.offset ?? 0,
      limit: request.query.limit ?? PAGINATION.limit,
      direction: orderDirection(request.query.order ?? queue.defaultOrder ?? 'oldest'),
    }),
  )
  route(decisionsOperation(queue.queue), { access: 'staff' }, async (request: QueueRequest<Q>) => {
    if (!request.user) throw unauthorized()
    const { ids, decision, reason } = checkedDecision(request.body)
    return queue.decide(request.user, ids, decision, reason)
  })
}

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
