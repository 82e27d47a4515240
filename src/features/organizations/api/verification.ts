// Verifying the organisation (docs/decisions/0021-verification-and-staff.md): its state and the
// reviewer's reason, sending it for audit, giving the tax code up and taking it back (the owner).
// Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap, type ApiResult } from '../../../lib/http'
import { auditKey, infoKey } from './keys'

export function useAuditDetail(id: number) {
  return useSWR(auditKey(id), () => unwrap(organizationsApi.auditDetail({ params: { id } })))
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

export const submitAudit = (id: number) => verificationChange(id, organizationsApi.submitAudit({ params: { id } }))
export const unlinkOrganization = (id: number) => verificationChange(id, organizationsApi.unlink({ params: { id } }))
export const restoreOrganization = (id: number) => verificationChange(id, organizationsApi.restore({ params: { id } }))
