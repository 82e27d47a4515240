// An organisation's kinds and states (SPEC 9): organization types, business status and verify status.
export const ORGANIZATION_TYPE = { company: 1, household: 2 } as const

export const ORGANIZATION_TYPES = [
  { id: ORGANIZATION_TYPE.company, name: 'Doanh nghiệp' },
  { id: ORGANIZATION_TYPE.household, name: 'Hộ kinh doanh' },
] as const

/** Business status: reject 1, waiting 2, approved 3, is_business 4, org_rejected 5. */
export const BUSINESS_STATUS = { reject: 1, waiting: 2, approved: 3, isBusiness: 4, orgRejected: 5 } as const

/** Business type of an account: personal 900, business 901 (an organisation staff approved). */
export const BUSINESS_TYPE = { personal: 900, business: 901 } as const

/** Verify status: 1 waiting_approved, 2 approved, 3 waiting_verify ("Cần xác thực"), 4 error, 5 verified. */
export const VERIFY_STATUS = { waitingApproved: 1, approved: 2, waitingVerify: 3, error: 4, verified: 5 } as const

/** How the business information page names each verify status. */
export const VERIFY_STATUS_LABELS: Record<number, string> = {
  [VERIFY_STATUS.waitingApproved]: 'Đang chờ duyệt',
  [VERIFY_STATUS.approved]: 'Đã duyệt',
  [VERIFY_STATUS.waitingVerify]: 'Cần xác thực',
  [VERIFY_STATUS.error]: 'Xác thực không thành công',
  [VERIFY_STATUS.verified]: 'Đã xác thực',
}

/** An invitation to act for an organisation waits this many days for its answer. */
export const ORGANIZATION_INVITE_DAYS = 7

export { BUSINESS_INFO_PATH } from '../site-paths'

/** How pages name the state of a request to verify an organisation (business status). */
export const BUSINESS_STATUS_LABELS: Record<number, string> = {
  [BUSINESS_STATUS.reject]: 'Bị từ chối, cần bổ sung',
  [BUSINESS_STATUS.waiting]: 'Đang chờ duyệt',
  [BUSINESS_STATUS.approved]: 'Đã duyệt (hộ kinh doanh)',
  [BUSINESS_STATUS.isBusiness]: 'Đã duyệt (doanh nghiệp)',
  [BUSINESS_STATUS.orgRejected]: 'Không được xác thực',
}

/** Staff approved the organisation: the "Đối tác" badge shows (docs/decisions/0019). */
export const isStaffApproved = (verifyStatus: number): boolean =>
  verifyStatus === VERIFY_STATUS.approved || verifyStatus === VERIFY_STATUS.verified

/** org-restore takes a given-up tax code back within this many days. */
export const ORGANIZATION_RESTORE_DAYS = 30

/**
 * The roles of an organisation's members (docs/decisions/0006-access-control.md, 0023-recruiter-agents.md):
 * owners run it (business information, members, verification, licences); recruiters and agents
 * (an outside recruitment agency's account, user type 9, invited by the owner) post and manage its
 * jobs and applicants.
 */
export const ORG_ROLES = ['owner', 'recruiter', 'agent'] as const
export type OrgRole = (typeof ORG_ROLES)[number]
export const ORG_ROLE_LABEL: Record<OrgRole, string> = { owner: 'Chủ tài khoản', recruiter: 'Nhà tuyển dụng', agent: 'Đại lý' }
/** User type 9: an account registered as a recruitment agent with a staff-issued key. */
export const AGENT_USER_TYPE = 9
