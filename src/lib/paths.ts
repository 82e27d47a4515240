// Every URL the site uses, in one place: site routes and API paths.
import { SITE_ID } from '../domain/constants'
import { BUSINESS_INFO_PATH } from '../domain/organizations/statuses'
import { ORG_EMAIL } from '../domain/organizations/org-email'
import { ORGANIZATIONS_PATH, organizationPath } from '../domain/organizations/public'
import { STAFF_CONSOLE_PATH } from '../domain/staff'
import { CHAT_LIST_PATH, CHAT_PAGE_PATTERN, chatPath } from '../domain/chat'

export const routes = {
  home: '/',
  listing: '/tuyen-dung',
  employer: '/employer',
  manageListing: '/dashboard/manage-listing',
  /** The per-job statistics page of the manager (the `manage` action). */
  manageListingJob: (id: number) => `/dashboard/manage-listing/${id}`,
  /** The posting flow, and its edit of one job (the manager's `edit` action). */
  postJob: '/dang-tin',
  /** the recruitment agents' page: what an agent is, and registering with a staff-issued key */
  agents: '/dai-ly-tuyen-dung',
  editJob: (id: number) => `/dang-tin?id=${id}`,
  createJobseeker: '/create-jobseeker?is_reader=true',
  /** The create-profile page, coming back to a same-site path once the profile exists. */
  createJobseekerThen: (returnUrl: string) => `/create-jobseeker?is_reader=true&returnUrl=${encodeURIComponent(returnUrl)}`,
  jobseeker: '/jobseeker',
  /** SPEC 2.1: the profile page opening its edit form (job types were deleted). */
  jobseekerOpenEdit: '/jobseeker#open-edit',
  privacyPolicy: '/chinh-sach-bao-mat',
  promo: '/promo',
  /** Partner employers recruiting on the site, with their open jobs. */
  recruiters: '/recruiters',
  /** The organisations with a public page, and one of them (docs/decisions/0020-organisation-pages.md). */
  organizations: ORGANIZATIONS_PATH,
  organization: organizationPath,
  notification: '/account/notification',
  savedJobs: '/viec-lam-da-luu',
  appliedJobs: '/viec-lam-da-ung-tuyen',
  savedSearches: '/tim-kiem-da-luu',
  suggestedJobs: '/cong-viec-phu-hop',
  chat: CHAT_LIST_PATH,
  /** SPEC 2.1: the chat room with a person about a job (0 = the job's recruiter; job 0 = no job), opened in a new tab. */
  chatWith: (userId: number, classifiedId: number) => chatPath(userId, classifiedId),
  login: (returnUrl: string) => `/account/login?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
  register: (returnUrl: string) => `/account/register?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
  forgotPassword: (returnUrl: string) =>
    `/account/forgot-password?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
  logout: (returnUrl: string) => `/account/logout?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
  changePassword: '/account/change-password',
  /** The wallet (docs/decisions/0015-wallet.md): deposit (hash param #amount=...), its result, the ledger. */
  deposit: '/dashboard/deposit',
  depositAmount: (amount: number) => `/dashboard/deposit#amount=${amount}`,
  depositResult: '/dashboard/deposit/ket-qua',
  transactions: '/dashboard/transactions',
  coupons: '/dashboard/coupons',
  invoices: '/dashboard/invoices',
  invoice: (id: number) => `/dashboard/invoices/${id}`,
  /** The applicants of one's jobs (SPEC 2.1 candidates dashboard) and one application (CV detail). */
  candidates: '/dashboard/candidates',
  candidate: (applicationId: number) => `/dashboard/candidates/${applicationId}`,
  /** One job's applications as columns by status (?job=id; the most recent job without it). */
  pipeline: '/dashboard/quy-trinh-tuyen-dung',
  /** The candidates the recruiter saved in this browser (SPEC 6). */
  savedCandidates: '/dashboard/ung-vien-da-luu',
  /** The employer's candidate search and one candidate (SPEC 2.1 /chi-tiet-ung-vien/{id}). */
  findCandidates: '/dashboard/tim-ung-vien',
  candidateDetail: (jobseekerId: number) => `/chi-tiet-ung-vien/${jobseekerId}`,
  /** The organisation's business information (issue 21; docs/decisions/0018-business-info.md). */
  businessInfo: BUSINESS_INFO_PATH,
  /** Where the link of the organisation's e-mail verification lands (?token=, read in the browser). */
  orgEmailLink: ORG_EMAIL.linkPath,
  /** The buy page at its "Mua ứng viên" group (buyCandidate 7001). */
  buyCandidates: '/mua-dich-vu#candidate',
  /** SPEC 2.1 /mua-dich-vu; for one job, the buy-service link built from classified_id with is_buy_service=true. */
  buyService: '/mua-dich-vu',
  buyServiceFor: (classifiedId: number, focus?: 'job_up') =>
    `/mua-dich-vu?classified_id=${classifiedId}&is_buy_service=true${focus ? `#${focus}` : ''}`,
}

/**
 * The pages this site has: the paths of the route table (src/app/routes.tsx; a test keeps the two
 * equal), ":name" for one path segment. A link to anything else on the site (a page a later part of
 * the product builds: posting, the wallet, chat ...) is not shown until its page exists.
 */
export const SITE_PAGES: readonly string[] = [
  '/',
  '/tuyen-dung',
  '/tuyen-dung-:slug',
  '/viec-lam/:slugId',
  CHAT_PAGE_PATTERN,
  '/account/login',
  '/account/register',
  '/account/forgot-password',
  '/account/logout',
  '/account/change-password',
  '/account/notification',
  '/viec-lam-da-luu',
  '/tim-kiem-da-luu',
  '/chinh-sach-bao-mat',
  '/viec-lam-da-ung-tuyen',
  '/cong-viec-phu-hop',
  '/create-jobseeker',
  '/jobseeker',
  '/employer',
  '/promo',
  '/recruiters',
  '/dai-ly-tuyen-dung',
  '/cong-ty',
  '/cong-ty/:slugId',
  '/dashboard/manage-listing',
  '/dashboard/manage-listing/:id',
  '/dang-tin',
  '/dashboard/deposit',
  '/dashboard/deposit/ket-qua',
  '/dashboard/transactions',
  '/dashboard/coupons',
  '/dashboard/invoices',
  '/dashboard/invoices/:id',
  '/mua-dich-vu',
  '/dashboard/candidates',
  '/dashboard/candidates/:id',
  '/dashboard/tim-ung-vien',
  '/dashboard/quy-trinh-tuyen-dung',
  '/dashboard/ung-vien-da-luu',
  '/chi-tiet-ung-vien/:id',
  '/dashboard/thong-tin-doanh-nghiep',
  ORG_EMAIL.linkPath,
  STAFF_CONSOLE_PATH,
  '/404',
  '/quy-che-hoat-dong',
  '/dieu-khoan-su-dung',
  '/tro-giup',
]

const PAGE_PATTERNS = SITE_PAGES.map(
  (page) => new RegExp(`^${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
)

/** Whether a link goes to a page that exists: other sites, mail and phone links always do. */
export function pageExists(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return true
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  return PAGE_PATTERNS.some((pattern) => pattern.test(path))
}

export const api = {
  categories: '/job/v1/categories/config',
  cities: '/job/v1/cities/config',
  jobConfig: '/job/v1/common/config',
  footer: '/job/v1/common/footer',
  contentPage: (slug: string) => `/job/v1/common/pages/${encodeURIComponent(slug)}`,
  listingConfig: `/listing/v1/common/config?site_id=${SITE_ID}`,
  banners: (code: string) => `/cms/v1/banners/${SITE_ID}/${code}`,
  suggest: (q: string, limit: number) => `/job/v1/classifieds/suggest?q=${encodeURIComponent(q)}&limit=${limit}`,
  jobDetail: (id: number) => `/listing/v1/classifieds/${id}/job`,
  similarJobs: (id: number, limit = 6) => `/job/v1/classifieds/similar?id=${id}&limit=${limit}`,
  /** An organization's open jobs, newest first; `excludeId` 0 leaves none out. */
  organizationJobs: (organizationId: number, excludeId: number, limit = 6) =>
    `/job/v1/classifieds/organization-recruiting?organization_id=${organizationId}${excludeId ? `&exclude_id=${excludeId}` : ''}&limit=${limit}`,
  /** Verified partner employers with their number of open jobs, most first (at most 30). */
  enterprises: (limit: number) => `/job/v1/classifieds/enterprise?limit=${limit}`,
  trackView: '/job/v1/classifieds/tracking-view',
  trackImpression: '/job/v1/classifieds/tracking-impression',
  trackContact: '/job/v1/classifieds/tracking-contact',
  phoneShow: '/listing/v1/phone/show',
  reportJob: (id: number) => `/job/v1/classifieds/${id}/reports`,
  menus: '/job/v1/common/menus',
  jobseekers: {
    self: '/job/v1/jobseekers/self',
    fields: '/job/v1/jobseekers/fields',
    create: '/job/v1/jobseekers',
    update: (userId: number) => `/job/v1/jobseekers/${userId}`,
    phoneOwner: (phone: string, verifyToken?: string) =>
      `/job/v1/jobseekers/phone-owner?phone=${encodeURIComponent(phone)}${verifyToken ? `&verify_token=${encodeURIComponent(verifyToken)}` : ''}`,
    autoApply: '/job/v1/jobseekers/auto-apply',
    selfDescription: '/job/v1/jobseekers/self-description',
    exportSelf: '/job/v1/jobseekers/self/export',
  },
  identity: {
    otpSend: '/identity/v1/otps/send',
    otpVerify: '/identity/v1/otps/verify',
    register: '/identity/v1/register',
    login: '/identity/v1/login',
    token: '/identity/v1/token',
    validToken: '/identity/v1/valid-token',
    logout: '/identity/v1/logout',
    self: '/identity/v1/self',
    account: '/identity/v1/account',
    loyalty: '/identity/v1/loyalty',
    loginInfo: '/identity/v1/login-info',
    phoneExist: (phone: string) => `/identity/v1/phone-exist?phone=${encodeURIComponent(phone)}`,
    phones: '/identity/v1/phones',
    resetPassword: '/identity/v1/reset-password',
    changePassword: '/identity/v1/change-password',
    fullName: '/identity/v1/full-name',
    emailSend: '/identity/v1/email/send',
    emailVerify: '/identity/v1/email/verify',
    recruiterAgent: '/identity/v1/recruiter_agent/register',
  },
  media: {
    upload: '/media/v1/medias',
    rotate: (id: number) => `/media/v1/medias/${id}/rotate`,
    remove: (id: number) => `/media/v1/medias/${id}`,
    /** SPEC 7.5 upload-avatar: multipart `file`, answers { success, data: { success, url } }. */
    uploadAvatar: '/job/v1/jobseekers/upload-avatar',
  },
  applications: {
    apply: '/job/v1/candidates/apply',
    appliedListing: (offset: number, limit: number) => `/job/v1/classifieds/applied-listing?offset=${offset}&limit=${limit}`,
    appliedIds: '/job/v1/candidates/applied-ids',
    retention: '/job/v1/jobseekers/self/application-retention',
    multiApply: '/job/v1/jobseekers/multi-apply',
    jobsMatching: (offset: number, limit: number, asOf?: number) =>
      `/job/v1/jobseekers/jobs-matching?offset=${offset}&limit=${limit}${asOf === undefined ? '' : `&as_of=${asOf}`}`,
  },
  favorites: {
    list: (offset: number, limit: number) => `/tracking/v1/favorites?offset=${offset}&limit=${limit}`,
    ids: '/tracking/v1/favorites/ids',
    add: '/tracking/v1/favorites',
    remove: (classifiedId: number) => `/tracking/v1/favorites/${classifiedId}`,
    merge: '/tracking/v1/favorites/merge',
    jobsByIds: (ids: number[]) => `/job/v1/classifieds/by-ids?ids=${ids.join(',')}`,
  },
  /** The posting flow (SPEC 7.3). */
  /** Streets of a district and "streets add" (SPEC 7.9; docs/decisions/0026-streets.md). */
  streets: {
    list: (districtId: number, q: string, limit: number) =>
      `/listing/v1/streets?${new URLSearchParams({ district_id: String(districtId), ...(q ? { q } : {}), limit: String(limit) })}`,
    add: '/listing/v1/streets',
  },
  posting: {
    create: '/listing/v1/classifieds',
    check: '/listing/v1/classifieds/posting-check-block',
    edit: (id: number) => `/listing/v1/classifieds/${id}/edit`,
    update: (id: number) => `/listing/v1/classifieds/${id}`,
    editCheck: (id: number) => `/listing/v1/classifieds/${id}/edit-check-block`,
  },
  /** The own-job manager (SPEC 7.4). */
  manageListing: {
    filters: '/listing/v1/classifieds/my-classified-filters',
    statistic: (q: string) => `/listing/v1/classifieds/my-classifieds-statistic${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    list: (query: { tab: string; sort: string; q: string; offset: number; limit: number }) =>
      `/listing/v1/classifieds/my-classifieds?${new URLSearchParams({
        tab: query.tab,
        sort: query.sort,
        ...(query.q ? { q: query.q } : {}),
        offset: String(query.offset),
        limit: String(query.limit),
      })}`,
    tracking: '/listing/v1/classifieds/my-classifieds/job-tracking',
    hide: (id: number) => `/listing/v1/classifieds/${id}/hide`,
    show: (id: number) => `/listing/v1/classifieds/${id}/show`,
    extend: (id: number) => `/listing/v1/classifieds/${id}/extend`,
    upNow: (id: number) => `/listing/v1/classifieds/${id}/job-up-now`,
    upHistory: (id: number, offset: number, limit: number) => `/listing/v1/classifieds/${id}/job-up-history?offset=${offset}&limit=${limit}`,
    /** GET the job's push-up schedule, POST to save or turn it off (job-up-settings). */
    upSettings: (id: number) => `/listing/v1/classifieds/${id}/job-up-settings`,
    /** The next scheduled push-up of each schedule over one's organisations (the employer home). */
    upcomingUps: '/listing/v1/job-up-settings/upcoming',
    /** One job's counters per day over its life (SPEC 7.4 GET /job/v1/classifieds/{id}/tracking). */
    stats: (id: number) => `/job/v1/classifieds/${id}/tracking`,
  },
  /** The recruiter's side of applications (docs/decisions/0016-applicants.md). */
  applicants: {
    list: (query: string) => `/job/v1/candidates/recruiter-apply${query ? `?${query}` : ''}`,
    filters: '/job/v1/candidates/recruiter-apply/filter',
    board: (jobId: number) => `/job/v1/candidates/recruiter-apply/board/${jobId}`,
    unread: '/job/v1/candidates/recruiter-unread',
    detail: (id: number) => `/job/v1/candidates/${id}`,
    read: (id: number) => `/job/v1/candidates/${id}/read`,
    status: (id: number) => `/job/v1/candidates/${id}/status`,
    bulkStatus: '/job/v1/candidates/status',
    templates: '/job/v1/candidates/message-templates',
  },
  organizations: {
    /** The public pages (SPEC 7.9): detail, open jobs, listing, outstanding, suggestions. */
    detail: (id: number) => `/job/v1/organizations/${id}/detail`,
    jobs: (id: number, offset: number, limit: number) => `/job/v1/organizations/${id}/jobs?offset=${offset}&limit=${limit}`,
    listing: (query: { q?: string; city_id?: number; offset?: number; limit: number }) =>
      `/job/v1/organizations/listing?${new URLSearchParams({
        ...(query.q ? { q: query.q } : {}),
        ...(query.city_id ? { city_id: String(query.city_id) } : {}),
        ...(query.offset ? { offset: String(query.offset) } : {}),
        limit: String(query.limit),
      })}`,
    outstanding: (limit: number) => `/job/v1/organizations/outstanding?limit=${limit}`,
    suggestions: (q: string, limit: number) => `/job/v1/organizations/suggestions?q=${encodeURIComponent(q)}&limit=${limit}`,
    self: '/job/v1/organizations/self',
    businessInfo: (id: number) => `/job/v1/organizations/${id}/business-info`,
    members: (id: number) => `/job/v1/organizations/${id}/members`,
    activity: (id: number, query: string) => `/job/v1/organizations/${id}/activity?${query}`,
    member: (id: number, userId: number) => `/job/v1/organizations/${id}/members/${userId}`,
    invitations: (id: number) => `/job/v1/organizations/${id}/invitations`,
    invitation: (id: number, invitationId: number) => `/job/v1/organizations/${id}/invitations/${invitationId}`,
    myInvitations: '/job/v1/organizations/invitations/self',
    answer: (invitationId: number) => `/job/v1/organizations/invitations/${invitationId}`,
    submitAudit: (id: number) => `/job/v1/recruiters/${id}/org-audit-infor`,
    auditDetail: (id: number) => `/job/v1/recruiters/${id}/org-audit/detail`,
    unlink: (id: number) => `/job/v1/recruiters/${id}/org-unlink`,
    restore: (id: number) => `/job/v1/recruiters/${id}/org-restore`,
    /** The organisation's e-mail on its own domain (docs/decisions/0022-organisation-email.md). */
    orgEmail: (id: number) => `/job/v1/recruiters/${id}/org-email`,
    orgEmailValid: (id: number, email: string) => `/job/v1/recruiters/${id}/org-email-valid?email=${encodeURIComponent(email)}`,
    verifyEmailSend: (id: number) => `/job/v1/recruiters/${id}/verify-email/send`,
    emailVerifyLogin: '/identity/v1/recruiters/email-verify/login',
    emailVerifyCode: '/identity/v1/recruiters/email-verify/code',
    /** Licence documents (owner only; docs/decisions/0019-licence-documents.md). */
    documents: (id: number) => `/job/v1/organizations/${id}/documents`,
    document: (id: number, documentId: number) => `/job/v1/organizations/${id}/documents/${documentId}`,
    documentUploads: (id: number) => `/job/v1/organizations/${id}/document-uploads`,
  },
  /** Chat (issue 22; docs/decisions/0025-chat.md). */
  chat: {
    open: '/identity/v1/chat-room-request',
    conversations: (q: string, offset = 0) => `/job/v1/chat/conversations?offset=${offset}&limit=30${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    conversation: (id: number) => `/job/v1/chat/conversations/${id}`,
    messages: (id: number, cursor: { before?: number; after?: number } = {}) =>
      `/job/v1/chat/conversations/${id}/messages?limit=30${cursor.before ? `&before=${cursor.before}` : ''}${cursor.after !== undefined ? `&after=${cursor.after}` : ''}`,
    send: (id: number) => `/job/v1/chat/conversations/${id}/messages`,
    receipt: (id: number) => `/job/v1/chat/conversations/${id}/receipt`,
    block: (id: number) => `/job/v1/chat/conversations/${id}/block`,
    reports: (id: number) => `/job/v1/chat/conversations/${id}/reports`,
    unread: '/job/v1/chat/unread',
  },
  staff: {
    overview: '/job/v1/staff/overview',
    queue: (path: string, offset: number, order: string) => `/job/v1/staff/${path}?offset=${offset}&limit=20&order=${order}`,
    decisions: (path: string) => `/job/v1/staff/${path}/decisions`,
    auditLog: (offset: number) => `/job/v1/staff/audit-log?offset=${offset}&limit=30`,
    rules: '/job/v1/staff/moderation-rules',
    rule: (id: string) => `/job/v1/staff/moderation-rules/${id}`,
    bannedPhrases: '/job/v1/staff/banned-phrases',
    registerKeys: (offset = 0) => `/job/v1/staff/register-keys?offset=${offset}&limit=30`,
    registerKeysIssue: '/job/v1/staff/register-keys',
    registerKeyRevoke: (id: number) => `/job/v1/staff/register-keys/${id}/revoke`,
  },
  candidates: {
    search: (query: string) => `/job/v1/jobseekers${query ? `?${query}` : ''}`,
    detail: (id: number) => `/job/v1/jobseekers/${id}/detail`,
    quantity: '/job/v1/recruiters/available-quantity',
    unlock: '/job/v1/recruiters/view-jobseeker',
    contactRequests: '/job/v1/jobseekers/self/contact-requests',
    answer: (id: number) => `/job/v1/jobseekers/self/contact-requests/${id}`,
    sharing: '/job/v1/jobseekers/self/contact-sharing',
  },
  /** The wallet and paid services (SPEC 7.2-7.4; deposits and the ledger: docs/decisions/0015-wallet.md). */
  wallet: {
    prices: '/listing/v1/service-prices/job',
    buyServiceInfo: (id: number) => `/listing/v1/jobclassifieds/${id}/buy-service`,
    buyJob: '/listing/v1/services/buy-job',
    buyJobUp: '/listing/v1/services/buy-job-up',
    buyCandidate: '/listing/v1/services/buy-candidate',
    serviceHistory: (id: number) => `/listing/v1/classifieds/${id}/service-history`,
    deposits: '/payment/v1/deposits',
    deposit: (ref: string) => `/payment/v1/deposits/${encodeURIComponent(ref)}`,
    transactions: (offset: number, limit: number) => `/payment/v1/transactions?offset=${offset}&limit=${limit}`,
    myCoupons: '/listing/v1/my-coupons',
    invoices: (offset: number, limit: number) => `/payment/v1/invoices?offset=${offset}&limit=${limit}`,
    invoice: (id: number) => `/payment/v1/invoices/${id}/detail`,
    invoicePdf: (id: number) => `/payment/v1/invoices/${id}/pdf`,
    checkCoupon: '/listing/v1/coupons/check',
    jobServicesBuy: '/job/v1/jobservices/buy',
    jobServicesSettings: (id: number) => `/job/v1/jobservices/${id}/settings`,
  },
  savedSearches: {
    list: '/job/v1/saved-searches',
    one: (id: number) => `/job/v1/saved-searches/${id}`,
  },
  inbox: {
    latest: '/mail/v1/inboxes/latest',
    publicLatest: (since: string | null) =>
      `/mail/v1/inboxes/job-latest${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    candidate: (offset: number, limit: number) => `/mail/v1/inboxes/job-candidate?offset=${offset}&limit=${limit}`,
    common: (offset: number, limit: number) => `/mail/v1/inboxes/job-common?offset=${offset}&limit=${limit}`,
    markAsRead: (id: number) => `/mail/v1/inboxes/${id}/mark-as-read`,
    markAllAsRead: '/mail/v1/inboxes/mark-all-as-read',
    remove: (id: number) => `/mail/v1/inboxes/${id}`,
  },
}
