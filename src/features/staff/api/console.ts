// The staff console's API (docs/decisions/0021-verification-and-staff.md): the queues with their
// counts, decisions on them, the audit log and the moderation rules. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { RuleAction } from '../../../domain/moderation/settings'
import type { QueueOrder, StaffQueue } from '../../../domain/staff'
import { PAGINATION } from '../../../domain/constants'
import type { ResponseOf } from '../../../domain/contract/define'
import type { StaffContract } from '../../../domain/contract/staff'
import type { DecisionBody } from '../../../domain/contract/staff-queues'
import { decisionsOperation, queueOperation } from '../../../domain/contract/staff-queues.paths'
import type { Call } from '../../../lib/api/client'
import { staffApi } from '../../../lib/api/staff'
import { unwrap, type ApiResult } from '../../../lib/http'

export type { ModerationRule, ModerationRules, Overview } from '../../../domain/contract/staff'

/** The count of each queue (`enabled` false: not asked, e.g. for an account that is not staff). */
export function useOverview(enabled: boolean) {
  return useSWR(enabled ? 'staff/overview' : null, () => unwrap(staffApi.overview()))
}

/** A queue's items as the staff contract describes them. */
export type QueueItem<Q extends StaffQueue> = ResponseOf<StaffContract[`${Q}Queue`]>['items'][number]

export function useQueue<Q extends StaffQueue>(queue: Q, offset: number, order: QueueOrder) {
  // every queue's list takes the same query; its answer is the queue's own
  const list = staffApi[queueOperation(queue)] as unknown as Call<StaffContract['jobsQueue']>
  const query = { offset, limit: PAGINATION.limit, order }
  return useSWR(['staff/queue', queue, offset, order], async () => unwrap(list({ query })) as Promise<{ items: QueueItem<Q>[]; total: number }>)
}

export async function decide<Q extends StaffQueue>(queue: Q, body: DecisionBody<Q>) {
  const call = staffApi[decisionsOperation(queue)] as unknown as Call<StaffContract['jobsDecisions']>
  const result = await call({ body: body as DecisionBody<'jobs'> })
  if (result.success) {
    await Promise.all([
      mutate((key) => Array.isArray(key) && key[0] === 'staff/queue' && key[1] === queue),
      mutate('staff/overview'),
      auditLogChanged(),
    ])
  }
  return result
}

const auditLogChanged = () => mutate((key) => Array.isArray(key) && key[0] === 'staff/audit-log')

export function useAuditLog(offset: number) {
  return useSWR(['staff/audit-log', offset], () => unwrap(staffApi.auditLog({ query: { offset, limit: 30 } })))
}

export function useModerationRules() {
  return useSWR('staff/rules', () => unwrap(staffApi.rules()))
}

async function rulesChange(call: Promise<ApiResult<{ message: string }>>) {
  const result = await call
  if (result.success) await Promise.all([mutate('staff/rules'), auditLogChanged()])
  return result
}

export const saveRule = (id: string, body: { action: RuleAction; message: string | null; extra_phrases: string[] }) =>
  rulesChange(staffApi.saveRule({ params: { rule_id: id }, body }))
export const saveBannedPhrases = (body: { added: string[]; removed: string[] }) => rulesChange(staffApi.saveBannedPhrases({ body }))

export function useRegisterKeys(offset: number) {
  return useSWR(['staff/register-keys', offset], () => unwrap(staffApi.registerKeys({ query: { offset, limit: 30 } })))
}

async function keysChange<T>(call: Promise<ApiResult<T>>) {
  const result = await call
  if (result.success) await Promise.all([mutate((key) => Array.isArray(key) && key[0] === 'staff/register-keys'), auditLogChanged()])
  return result
}

export const issueRegisterKey = (body: { label: string; valid_days: number }) =>
  keysChange(staffApi.issueRegisterKey({ body }))
export const revokeRegisterKey = (id: number) => keysChange(staffApi.revokeRegisterKey({ params: { id } }))
