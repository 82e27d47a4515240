// Job classifieds (SPEC 7.3), shared by the site and the server: their URLs, the safety tips and
// the report reasons. Their shapes on the wire are the jobs' contract (contract/jobs.ts).
import { slugify } from './text'

export type { JobCard, JobDetail, JobListing, NamedOption } from './contract/jobs'

/** Matching jobs are counted up to this many (JobListing.total_capped says there are more). */
export const TOTAL_CAP = 1000

export const jobPath = (job: { slug: string; id: number }) => `/viec-lam/${job.slug}-${job.id}`

/** A new job's slug: its title's, or "viec-lam" for a title with no letter or digit to keep. */
export const jobSlug = (title: string) => slugify(title) || 'viec-lam'

/** The id at the end of /viec-lam/{slug}-{id}; null for anything else. */
export function jobIdFromSlug(slugAndId: string): number | null {
  const match = /^(?:[a-z0-9]+-)*?(\d{1,12})$/.exec(slugAndId)
  if (!match) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** What the job page (and an unverified organisation's page) tells a seeker before applying. */
export const SAFETY_TIPS = [
  'Không đóng bất kỳ khoản phí, tiền cọc hay mua hàng nào để được nhận việc.',
  'Không giao bản gốc giấy tờ tùy thân, bằng cấp cho nhà tuyển dụng.',
  'Cẩn trọng với công việc hứa hẹn thu nhập cao bất thường so với yêu cầu.',
  'Báo cáo ngay tin đăng có dấu hiệu lừa đảo để chúng tôi xử lý.',
] as const

export const REPORT_REASONS = [
  { code: 'fee', name: 'Yêu cầu đóng phí, đặt cọc hoặc mua hàng' },
  { code: 'fake_company', name: 'Công ty không có thật, mạo danh doanh nghiệp' },
  { code: 'wrong_info', name: 'Thông tin sai sự thật (lương, địa điểm, công việc)' },
  { code: 'scam', name: 'Lừa đảo, đa cấp, việc làm phi pháp' },
  { code: 'other', name: 'Lý do khác' },
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]['code']
export const REPORT_REASON_CODES: readonly ReportReason[] = REPORT_REASONS.map((reason) => reason.code)
