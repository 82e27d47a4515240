// SWR keys of an organisation's data, shared by the operations that read and change it: each is the
// URL of the operation that reads it (docs/decisions/0035-api-contract.md).
import { organizationsApi } from '../../../lib/api/organizations'

export const infoKey = (id: number) => organizationsApi.businessInfo.path({ params: { id } })
export const auditKey = (id: number) => organizationsApi.auditDetail.path({ params: { id } })
export const orgEmailKey = (id: number) => organizationsApi.orgEmail.path({ params: { id } })
export const documentsKey = (id: number) => organizationsApi.documents.path({ params: { id } })
export const membersKey = (id: number) => organizationsApi.members.path({ params: { id } })
export const myOrganizationsKey = organizationsApi.mine.path()
export const myInvitationsKey = organizationsApi.myInvitations.path()
/** The employer home's checklist: saving the company or sending documents moves it on. */
export const onboardingKey = organizationsApi.onboarding.path()
