// The organisations' routes (SPEC 7.2, 7.9, 7.10; docs/decisions/0018-business-info.md to
// 0024-organisation-activity.md): the public pages (organization-pages.paths.ts), one's
// organisations, the business information, members and invitations, the activity log, verification,
// the organisation's e-mail and its link (under /identity/v1/recruiters/email-verify/: it verifies
// an organisation's address), and the licence documents (the signed upload goes to /media/v1/orgs/;
// staff read them through routes of their own). Their schemas and types: contract/organizations.ts.
import { organizationPagesPaths } from './organization-pages.paths'
import { routeTable } from './operation'

export const organizationsPaths = routeTable({
  ...organizationPagesPaths,
  mine: { method: 'GET', path: '/job/v1/organizations/self' },
  createMine: { method: 'POST', path: '/job/v1/organizations/self' },
  onboarding: { method: 'GET', path: '/job/v1/organizations/self/onboarding' },
  businessInfo: { method: 'GET', path: '/job/v1/organizations/:id/business-info' },
  saveBusinessInfo: { method: 'PUT', path: '/job/v1/organizations/:id/business-info' },
  uploadLogo: { method: 'PUT', path: '/job/v1/organizations/:id/logo' },
  removeLogo: { method: 'DELETE', path: '/job/v1/organizations/:id/logo' },
  members: { method: 'GET', path: '/job/v1/organizations/:id/members' },
  setMemberRole: { method: 'PUT', path: '/job/v1/organizations/:id/members/:user_id' },
  removeMember: { method: 'DELETE', path: '/job/v1/organizations/:id/members/:user_id' },
  invitations: { method: 'GET', path: '/job/v1/organizations/:id/invitations' },
  invite: { method: 'POST', path: '/job/v1/organizations/:id/invitations' },
  revokeInvitation: { method: 'DELETE', path: '/job/v1/organizations/:id/invitations/:invitation_id' },
  myInvitations: { method: 'GET', path: '/job/v1/organizations/invitations/self' },
  answerInvitation: { method: 'PUT', path: '/job/v1/organizations/invitations/:invitation_id' },
  activity: { method: 'GET', path: '/job/v1/organizations/:id/activity' },
  submitAudit: { method: 'POST', path: '/job/v1/recruiters/:id/org-audit-infor' },
  auditDetail: { method: 'GET', path: '/job/v1/recruiters/:id/org-audit/detail' },
  unlink: { method: 'PUT', path: '/job/v1/recruiters/:id/org-unlink' },
  restore: { method: 'PUT', path: '/job/v1/recruiters/:id/org-restore' },
  orgEmail: { method: 'GET', path: '/job/v1/recruiters/:id/org-email' },
  checkOrgEmail: { method: 'GET', path: '/job/v1/recruiters/:id/org-email-valid' },
  sendOrgEmailLink: { method: 'POST', path: '/job/v1/recruiters/:id/verify-email/send' },
  openOrgEmailLink: { method: 'POST', path: '/identity/v1/recruiters/email-verify/login', public: true },
  sendOrgEmailCode: { method: 'POST', path: '/identity/v1/recruiters/email-verify/code', public: true },
  documentUpload: { method: 'POST', path: '/job/v1/organizations/:id/document-uploads' },
  uploadDocument: { method: 'POST', path: '/media/v1/orgs/:organization_id/documents' },
  documents: { method: 'GET', path: '/job/v1/organizations/:id/documents' },
  documentFile: { method: 'GET', path: '/job/v1/organizations/:id/documents/:document_id/file' },
  deleteDocument: { method: 'DELETE', path: '/job/v1/organizations/:id/documents/:document_id' },
  staffDocuments: { method: 'GET', path: '/job/v1/staff/organizations/:id/documents' },
  staffDocumentFile: { method: 'GET', path: '/job/v1/staff/organizations/:id/documents/:document_id/file' },
})
