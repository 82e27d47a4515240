// The public job endpoints' contract (SPEC 7.3; docs/decisions/0002-public-browsing.md,
// 0009-filters.md, 0035-api-contract.md). Anyone may call them; lists are cached briefly.
import { Type, type Static } from '@sinclair/typebox'
import { REPORT_REASON_CODES } from '../jobs'
import { FILTER_PARAM_RULES } from '../url-filters'
import { rules, type IntegerRule } from '../validation/rules'
import { defineContract } from './define'
import { JobCard } from './job-card'
import { jobsPaths } from './jobs.paths'
import { DateTime, Nullable, StringEnum, fields } from './schema'

export const NamedOption = Type.Object({ id: Type.Integer(), name: Type.String() })
export type NamedOption = Static<typeof NamedOption>

/** A job in a list (contract/job-card.ts: other areas' lists answer it too). */
export { JobCard } from './job-card'

const cardProperties = JobCard.properties
const organizationProperties = JobCard.properties.organization.properties

export const JobListing = Type.Object({
  items: Type.Array(JobCard),
  /** matching jobs, counted up to TOTAL_CAP; total_capped says the real number is larger */
  total: Type.Integer(),
  total_capped: Type.Boolean(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  /** opaque keyset cursor for the next page, null on the last page */
  next_cursor: Nullable(Type.String()),
})
export type JobListing = Static<typeof JobListing>

/** A job's public page. */
export const JobDetail = Type.Object({
  ...cardProperties,
  organization: Type.Object({
    ...organizationProperties,
    address: Type.String(),
    size: Type.String(),
    website: Nullable(Type.String()),
    description: Type.String(),
    reply_hours: Nullable(Type.Number({ description: 'Thời gian phản hồi thường gặp (giờ, trung vị 90 ngày); null khi chưa đủ dữ liệu' })),
  }),
  address: Type.String(),
  description: Type.String(),
  requirements: Type.String(),
  benefits: Type.String(),
  quantity: Type.Integer(),
  employment_type: Type.Object({ id: Type.Integer(), name: Type.String(), schema_org: Type.String() }),
  experience: Nullable(NamedOption),
  education: Nullable(NamedOption),
  gender: Nullable(NamedOption),
  age: Nullable(NamedOption),
  category: NamedOption,
  subcategory: NamedOption,
  contact_name: Type.String(),
  contact_phone_masked: Type.String({
    description: "Số điện thoại liên hệ đã che 3 số cuối ('' khi tin không có); số đầy đủ qua POST /listing/v1/phone/show",
  }),
  images: Type.Array(Type.String(), { description: 'Ảnh nơi làm việc, theo thứ tự' }),
  video_url: Nullable(Type.String({ description: 'Video giới thiệu (YouTube, TikTok, Facebook, Vimeo)' })),
  view_count: Type.Integer(),
  is_expired: Type.Boolean(),
  updated_at: DateTime,
})
export type JobDetail = Static<typeof JobDetail>

export const Suggestion = Type.Object({
  name: Type.String(),
  /** the listing's URL of the suggestion, e.g. /tuyen-dung?q=K%E1%BA%BF+to%C3%A1n */
  url: Type.String(),
})
export type Suggestion = Static<typeof Suggestion>

export const QuickLink = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer(), url: Type.String() })
export type QuickLink = Static<typeof QuickLink>

/** A verified partner with its number of open jobs. */
export const Enterprise = Type.Object({ ...organizationProperties, job_count: Type.Integer() })
export type Enterprise = Static<typeof Enterprise>

const limitUpTo = (max: number): IntegerRule => ({ ...rules.limit, max: { value: max, message: `limit tối đa ${max}.` } })
const listQuery = (max = 20) => fields({ limit: limitUpTo(max) })
const REPORT_REASON_MESSAGE = 'Vui lòng chọn lý do báo cáo'

export const jobsContract = defineContract(
  'jobs',
  [
    '/job/v1/classifieds/listing',
    '/job/v1/classifieds/suggest',
    '/job/v1/classifieds/quicklinks',
    '/job/v1/classifieds/latest',
    '/listing/v1/jobclassifieds/topads',
    '/job/v1/classifieds/similar',
    '/job/v1/classifieds/organization-recruiting',
    '/job/v1/classifieds/enterprise',
  ],
  jobsPaths,
  {
    listing: {
      summary: 'Danh sách và tìm kiếm việc làm',
      query: fields({ ...FILTER_PARAM_RULES, offset: rules.offset, limit: rules.limit, cursor: rules.cursor }),
      response: JobListing,
    },
    suggest: {
      summary: 'Gợi ý từ khóa',
      query: fields({ q: rules.keyword, limit: limitUpTo(10) }),
      response: Type.Array(Suggestion),
    },
    quicklinks: { summary: 'Liên kết nhanh theo ngành nghề', query: listQuery(30), response: Type.Array(QuickLink) },
    latest: { summary: 'Việc làm mới nhất', query: listQuery(), response: Type.Array(JobCard) },
    topAds: { summary: 'Tin Top Ads', query: listQuery(), response: Type.Array(JobCard) },
    similar: {
      summary: 'Việc làm tương tự',
      query: fields({ id: rules.id, limit: limitUpTo(20) }, ['id']),
      response: Type.Array(JobCard),
      errors: [400, 404],
    },
    organizationJobs: {
      summary: 'Việc làm khác của doanh nghiệp',
      query: fields({ organization_id: rules.id, exclude_id: rules.id, limit: limitUpTo(20) }, ['organization_id']),
      response: Type.Array(JobCard),
    },
    enterprises: { summary: 'Doanh nghiệp đối tác đang tuyển', query: listQuery(30), response: Type.Array(Enterprise) },
    detail: {
      summary: 'Chi tiết tin tuyển dụng',
      params: fields({ id: rules.id }, ['id']),
      response: JobDetail,
      errors: [400, 404],
    },
    report: {
      summary: 'Báo cáo tin tuyển dụng vi phạm',
      params: fields({ id: rules.id }, ['id']),
      body: fields(
        {
          reason: StringEnum(REPORT_REASON_CODES, { 'x-messages': { enum: REPORT_REASON_MESSAGE, type: REPORT_REASON_MESSAGE } }),
          note: Type.String({ maxLength: 1000, 'x-messages': { maxLength: 'Mô tả tối đa 1000 ký tự.' } }),
        },
        ['reason'],
        { reason: REPORT_REASON_MESSAGE },
      ),
      response: Type.Object({ message: Type.String() }),
      errors: [400, 404, 409],
    },
  },
)

export type JobsContract = (typeof jobsContract)['operations']
