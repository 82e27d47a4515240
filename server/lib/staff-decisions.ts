// The body of a staff decision on a queue's items (docs/decisions/0019-verification-and-staff.md):
// the items, what is decided, and the reason the owner reads (required when something is taken
// away from them). One schema and one check for every queue.
import { idList, withProperties, type JsonSchema } from '../../src/domain/validation/json-schema'
import { QUEUE_DECISIONS, STAFF_BULK_MAX, STAFF_DECISION_LABELS, STAFF_MSG, STAFF_REASON, needsReason, type StaffDecision, type StaffQueue } from '../../src/domain/staff'
import { normalizeText } from '../../src/domain/text'
import { badRequest } from './errors'

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
