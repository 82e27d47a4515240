// Shapes of job classifieds on the wire (SPEC 7.3), shared by the site and the server.
export interface JobCard {
  id: number
  slug: string
  title: string
  url: string
  organization: { id: number; name: string; slug: string; logo_url: string | null; is_partner: boolean }
  city: { id: number; name: string }
  district: { id: number; name: string } | null
  salary_min: number | null
  salary_max: number | null
  job_type: { id: number; name: string }
  service_ids: number[]
  published_at: string
  expires_at: string
}

export interface JobListing {
  items: JobCard[]
  /** Matching jobs, counted up to TOTAL_CAP; total_capped says the real number is larger. */
  total: number
  total_capped: boolean
  offset: number
  limit: number
  /** Opaque keyset cursor for the next page, null on the last page. */
  next_cursor: string | null
}

export const TOTAL_CAP = 1000

export interface NamedOption {
  id: number
  name: string
}

export interface JobDetail extends JobCard {
  address: string
  description: string
  requirements: string
  benefits: string
  quantity: number
  employment_type: NamedOption & { schema_org: string }
  experience: NamedOption | null
  education: NamedOption | null
  gender: NamedOption | null
  age: NamedOption | null
  category: NamedOption
  subcategory: NamedOption
  contact_name: string
  /**
   * The contact phone with its last digits hidden ("0912 345 ***"); the number itself only comes
   * from POST /listing/v1/phone/show. Absent or '' when the job has none (e.g. a posting preview).
   */
  contact_phone_masked?: string
  /** images of the workplace (URLs of the media service), in order */
  images: string[]
  video_url: string | null
  organization: JobCard['organization'] & {
    address: string
    size: string
    website: string | null
    description: string
    /** The employer's typical reply time in hours (median, see replyTimeText); null when not shown. */
    reply_hours?: number | null
  }
  view_count: number
  is_expired: boolean
  updated_at: string
}

export const jobPath = (job: { slug: string; id: number }) => `/viec-lam/${job.slug}-${job.id}`

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
