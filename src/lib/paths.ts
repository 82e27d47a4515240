// Every URL the site uses, in one place: site routes and API paths.
import { SITE_ID } from '../domain/constants'
import { BUSINESS_INFO_PATH, ORGANIZATIONS_PATH, ORG_EMAIL_LINK_PATH, STAFF_CONSOLE_PATH, organizationPath } from '../domain/site-paths'
import { CHAT_LIST_PATH, CHAT_PAGE_PATTERN, chatPath } from '../domain/chat-links'

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
  /** The applications one's jobs received (SPEC 2.1's candidates dashboard: the URL keeps its name) and one of them (the CV). */
  receivedApplications: '/dashboard/candidates',
  receivedApplication: (applicationId: number) => `/dashboard/candidates/${applicationId}`,
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
  orgEmailLink: ORG_EMAIL_LINK_PATH,
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
  ORG_EMAIL_LINK_PATH,
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

