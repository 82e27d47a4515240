// The organisation's e-mail on its own domain (docs/decisions/0022-organisation-email.md): its state,
// the check as the owner types, sending the link, and what the link's page calls. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { OrgEmailCheck, OrgEmailOpened, OrgEmailSent, OrgEmailState } from '../../../domain/organizations/org-email'
import { authHttp, http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { auditKey, infoKey, orgEmailKey } from './keys'

export type { OrgEmailCheck, OrgEmailOpened, OrgEmailSent, OrgEmailState }

export function useOrgEmail(id: number) {
  return useSWR(orgEmailKey(id), () => unwrap(authHttp.get<OrgEmailState>(api.organizations.orgEmail(id))), { revalidateOnFocus: true })
}

export const checkOrgEmail = (id: number, email: string, signal?: AbortSignal) =>
  authHttp.get<OrgEmailCheck>(api.organizations.orgEmailValid(id, email), { signal })

/** Sends the link; the state, and the verification state it may change, are read again after a success. */
export async function sendOrgEmailLink(id: number, email: string) {
  const sent = await authHttp.post<OrgEmailSent>(api.organizations.verifyEmailSend(id), { email })
  if (sent.success) await Promise.all([mutate(orgEmailKey(id)), mutate(auditKey(id)), mutate(infoKey(id))])
  return sent
}

/** The link's page: verifies the address; signs in as the answer says (sent with the token, if any, so a signed-in owner is recognised). */
export const openOrgEmailLink = (token: string, code?: string) =>
  authHttp.post<OrgEmailOpened>(api.organizations.emailVerifyLogin, code === undefined ? { token } : { token, code })

export const sendOrgEmailSignInCode = (token: string) =>
  http.post<{ expires_in: number; resend_after: number; phone_hint: string }>(api.organizations.emailVerifyCode, { token })
