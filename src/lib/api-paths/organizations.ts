// The API's `organizations` paths.
/** The public pages (SPEC 7.9): detail, open jobs, listing, outstanding, suggestions. */
export const detail = (id: number) => `/job/v1/organizations/${id}/detail`
export const jobs = (id: number, offset: number, limit: number) => `/job/v1/organizations/${id}/jobs?offset=${offset}&limit=${limit}`
export const listing = (query: { q?: string; city_id?: number; offset?: number; limit: number }) =>
  `/job/v1/organizations/listing?${new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.city_id ? { city_id: String(query.city_id) } : {}),
    ...(query.offset ? { offset: String(query.offset) } : {}),
    limit: String(query.limit),
  })}`
export const outstanding = (limit: number) => `/job/v1/organizations/outstanding?limit=${limit}`
export const suggestions = (q: string, limit: number) => `/job/v1/organizations/suggestions?q=${encodeURIComponent(q)}&limit=${limit}`
export const self = '/job/v1/organizations/self'
export const businessInfo = (id: number) => `/job/v1/organizations/${id}/business-info`
export const members = (id: number) => `/job/v1/organizations/${id}/members`
export const activity = (id: number, query: string) => `/job/v1/organizations/${id}/activity?${query}`
export const member = (id: number, userId: number) => `/job/v1/organizations/${id}/members/${userId}`
export const invitations = (id: number) => `/job/v1/organizations/${id}/invitations`
export const invitation = (id: number, invitationId: number) => `/job/v1/organizations/${id}/invitations/${invitationId}`
export const myInvitations = '/job/v1/organizations/invitations/self'
export const answer = (invitationId: number) => `/job/v1/organizations/invitations/${invitationId}`
export const submitAudit = (id: number) => `/job/v1/recruiters/${id}/org-audit-infor`
export const auditDetail = (id: number) => `/job/v1/recruiters/${id}/org-audit/detail`
export const unlink = (id: number) => `/job/v1/recruiters/${id}/org-unlink`
export const restore = (id: number) => `/job/v1/recruiters/${id}/org-restore`
/** The organisation's e-mail on its own domain (docs/decisions/0022-organisation-email.md). */
export const orgEmail = (id: number) => `/job/v1/recruiters/${id}/org-email`
export const orgEmailValid = (id: number, email: string) => `/job/v1/recruiters/${id}/org-email-valid?email=${encodeURIComponent(email)}`
export const verifyEmailSend = (id: number) => `/job/v1/recruiters/${id}/verify-email/send`
export const emailVerifyLogin = '/identity/v1/recruiters/email-verify/login'
export const emailVerifyCode = '/identity/v1/recruiters/email-verify/code'
/** Licence documents (owner only; docs/decisions/0019-licence-documents.md). */
export const documents = (id: number) => `/job/v1/organizations/${id}/documents`
export const document = (id: number, documentId: number) => `/job/v1/organizations/${id}/documents/${documentId}`
export const documentUploads = (id: number) => `/job/v1/organizations/${id}/document-uploads`
