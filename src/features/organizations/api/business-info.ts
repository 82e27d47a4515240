// The organisation's business information (docs/decisions/0018-business-info.md): the account's
// organisations, one's information (members read it), saving it (the owner). Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { BusinessInfoInput } from '../../../domain/contract/organizations'
import type { OrgRole } from '../../../domain/organizations/statuses'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap, type ApiResult } from '../../../lib/http'
import { auditKey, infoKey, membersKey, myInvitationsKey, myOrganizationsKey, onboardingKey } from './keys'

export function useMyOrganizations() {
  return useSWR(myOrganizationsKey, () => unwrap(organizationsApi.mine()), { shouldRetryOnError: false })
}

export function useBusinessInfo(id: number | null) {
  return useSWR(id === null ? null : infoKey(id), () => unwrap(organizationsApi.businessInfo({ params: { id: id! } })), {
    revalidateOnFocus: false,
  })
}

export async function saveBusinessInfo(id: number, body: BusinessInfoInput) {
  const saved = await organizationsApi.saveBusinessInfo({ params: { id }, body })
  if (saved.success) {
    await mutate(infoKey(id), saved.data.info, { revalidate: false })
    await Promise.all([mutate(myOrganizationsKey), mutate(auditKey(id)), mutate(onboardingKey)])
  }
  return saved
}

/**
 * The company first: an account in no organisation makes its own with the information (POST
 * /job/v1/organizations/self). The page then shows it as its owner's, with its documents and members.
 */
export async function createOrganization(body: BusinessInfoInput) {
  const created = await organizationsApi.createMine({ body })
  if (created.success) await mutate(infoKey(created.data.info.organization_id), created.data.info, { revalidate: false })
  // made here or (409) already there: the list shows it either way
  if (created.success || created.error.code === 'already_member') await Promise.all([mutate(myOrganizationsKey), mutate(onboardingKey)])
  return created
}

/** The members and the pending invitations of one organisation. */
export function useMembers(id: number) {
  return useSWR(membersKey(id), async () => {
    const [members, invitations] = await Promise.all([
      unwrap(organizationsApi.members({ params: { id } })),
      unwrap(organizationsApi.invitations({ params: { id } })),
    ])
    return { members: members.items, invitations: invitations.items }
  })
}

/** A change to the members (owner): the envelope; the list is read again after a success. */
async function membersChange<T>(id: number, call: Promise<ApiResult<T>>) {
  const result = await call
  if (result.success) await mutate(membersKey(id))
  return result
}

export const inviteMember = (id: number, body: { contact: string; role: OrgRole }) => membersChange(id, organizationsApi.invite({ params: { id }, body }))
export const revokeInvitation = (id: number, invitationId: number) =>
  membersChange(id, organizationsApi.revokeInvitation({ params: { id, invitation_id: invitationId } }))
export const setMemberRole = (id: number, userId: number, role: OrgRole) =>
  membersChange(id, organizationsApi.setMemberRole({ params: { id, user_id: userId }, body: { role } }))
export const removeMember = (id: number, userId: number) => membersChange(id, organizationsApi.removeMember({ params: { id, user_id: userId } }))

/** Invitations addressed to the signed-in account. */
export function useMyInvitations() {
  return useSWR(myInvitationsKey, () => unwrap(organizationsApi.myInvitations()))
}

export async function answerInvitation(invitationId: number, accept: boolean) {
  const result = await organizationsApi.answerInvitation({ params: { invitation_id: invitationId }, body: { accept } })
  if (result.success) await Promise.all([mutate(myInvitationsKey), mutate(myOrganizationsKey)])
  return result
}
