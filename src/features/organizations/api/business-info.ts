// The organisation's business information (docs/decisions/0018-business-info.md): the account's
// organisations, one's information (members read it), saving it (the owner). Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { BusinessInfo } from '../../../domain/organizations/fields'
import type { OrgRole } from '../../../domain/organizations/statuses'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { auditKey, infoKey } from './keys'

export interface MyOrganization {
  id: number
  name: string
  role: OrgRole
  role_name: string
}

export function useMyOrganizations() {
  return useSWR('organizations/self', () => unwrap(authHttp.get<{ items: MyOrganization[] }>(api.organizations.self)), { shouldRetryOnError: false })
}


export function useBusinessInfo(id: number | null) {
  return useSWR(id === null ? null : infoKey(id), () => unwrap(authHttp.get<BusinessInfo>(api.organizations.businessInfo(id!))), {
    revalidateOnFocus: false,
  })
}

export async function saveBusinessInfo(id: number, body: object) {
  const saved = await authHttp.put<{ info: BusinessInfo; message: string }>(api.organizations.businessInfo(id), body)
  if (saved.success) {
    await mutate(infoKey(id), saved.data.info, { revalidate: false })
    await Promise.all([mutate('organizations/self'), mutate(auditKey(id))])
  }
  return saved
}

export interface Member {
  user_id: number
  full_name: string | null
  role: OrgRole
  role_name: string
  created_at: string
}

export interface Invitation {
  id: number
  organization_id: number
  organization: string
  phone: string | null
  email: string | null
  role: OrgRole
  role_name: string
  invited_by: string | null
  created_at: string
  expires_at: string
}

const membersKey = (id: number) => ['organizations/members', id]

/** The members and the pending invitations of one organisation. */
export function useMembers(id: number) {
  return useSWR(membersKey(id), async () => {
    const [members, invitations] = await Promise.all([
      unwrap(authHttp.get<{ items: Member[] }>(api.organizations.members(id))),
      unwrap(authHttp.get<{ items: Invitation[] }>(api.organizations.invitations(id))),
    ])
    return { members: members.items, invitations: invitations.items }
  })
}

/** A change to the members (owner): the envelope; the list is read again after a success. */
async function membersChange<T>(id: number, call: Promise<{ success: true; data: T } | { success: false; error: { code: string; message: string } }>) {
  const result = await call
  if (result.success) await mutate(membersKey(id))
  return result
}

export const inviteMember = (id: number, body: { contact: string; role: OrgRole }) =>
  membersChange(id, authHttp.post<{ message: string }>(api.organizations.invitations(id), body))
export const revokeInvitation = (id: number, invitationId: number) =>
  membersChange(id, authHttp.delete<{ message: string }>(api.organizations.invitation(id, invitationId)))
export const setMemberRole = (id: number, userId: number, role: OrgRole) =>
  membersChange(id, authHttp.put<{ message: string }>(api.organizations.member(id, userId), { role }))
export const removeMember = (id: number, userId: number) => membersChange(id, authHttp.delete<{ message: string }>(api.organizations.member(id, userId)))

/** Invitations addressed to the signed-in account. */
export function useMyInvitations() {
  return useSWR('organizations/invitations/self', () => unwrap(authHttp.get<{ items: Invitation[] }>(api.organizations.myInvitations)))
}

export async function answerInvitation(invitationId: number, accept: boolean) {
  const result = await authHttp.put<{ message: string; organization_id: number }>(api.organizations.answer(invitationId), { accept })
  if (result.success) await Promise.all([mutate('organizations/invitations/self'), mutate('organizations/self')])
  return result
}
