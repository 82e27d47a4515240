// Verifying the organisation (docs/decisions/0021-verification-and-staff.md): its state and the
// reviewer's reason, sending it for audit, giving the tax code up and taking it back (the owner).
// Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { AuditDetail } from '../../../domain/organizations/statuses'
import { authHttp, unwrap, type ApiResult } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { auditKey, infoKey } from './keys'


export function useAuditDetail(id: number) {
  return useSWR(auditKey(id), () => unwrap(authHttp.get<AuditDetail>(api.organizations.auditDetail(id))))
}

/**
 * A change of the verification state: the envelope. The state and the information are read again
 * after it, refused or not: a refusal (409) says the page's state was not the server's.
 */
async function verificationChange(id: number, call: Promise<ApiResult<{ message: string }>>) {
  const result = await call
  await Promise.all([mutate(auditKey(id)), mutate(infoKey(id))])
  return result
}

export const submitAudit = (id: number) => verificationChange(id, authHttp.post<{ message: string }>(api.organizations.submitAudit(id), {}))
export const unlinkOrganization = (id: number) => verificationChange(id, authHttp.put<{ message: string }>(api.organizations.unlink(id), {}))
export const restoreOrganization = (id: number) => verificationChange(id, authHttp.put<{ message: string }>(api.organizations.restore(id), {}))
