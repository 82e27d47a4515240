// The organisation's e-mail on its own domain (docs/decisions/0022-organisation-email.md): its state,
// the check as the owner types, sending the link, and what the link's page calls. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap } from '../../../lib/http'
import { auditKey, infoKey, orgEmailKey } from './keys'

export function useOrgEmail(id: number) {
  return useSWR(orgEmailKey(id), () => unwrap(organizationsApi.orgEmail({ params: { id } })), { revalidateOnFocus: true })
}

export const checkOrgEmail = (id: number, email: string, signal?: AbortSignal) => organizationsApi.checkOrgEmail({ params: { id }, query: { email } }, { signal })

/** Sends the link; the state, and the verification state it may change, are read again after a success. */
export async function sendOrgEmailLink(id: number, email: string) {
  const sent = await organizationsApi.sendOrgEmailLink({ params: { id }, body: { email } })
  if (sent.success) await Promise.all([mutate(orgEmailKey(id)), mutate(auditKey(id)), mutate(infoKey(id))])
  return sent
}

/** The link's page: verifies the address; signs in as the answer says (sent with the token, if any, so a signed-in owner is recognised). */
export const openOrgEmailLink = (token: string, code?: string) =>
  organizationsApi.openOrgEmailLink({ body: code === undefined ? { token } : { token, code } }, { auth: true })

export const sendOrgEmailSignInCode = (token: string) => organizationsApi.sendOrgEmailCode({ body: { token } })
