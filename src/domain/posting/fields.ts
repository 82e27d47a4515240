// The job posting form as data, a configuration of the form engine (../forms): GET
// /listing/v1/common/config serves it, /dang-tin renders it, and POST/PUT /listing/v1/classifieds
// validate with the same configs, so the form and the API say the same SPEC 5 messages.
import { LIMITS } from '../constants'
import type { PostingHit } from '../contract/posting'
import type { RuleHit } from '../moderation/job-scam-rules'
import type { FieldConfig } from '../forms/field-config'
import { personNameField, phoneField } from '../forms/person-fields'
import { placeFields } from '../forms/place-fields'
import { salaryRangeParts } from '../forms/salary-fields'
import { normalizeMultiline } from '../forms/validate'
import { STREET_MSG } from '../streets'
import { normalizeText } from '../text'
import { normalizePhone } from '../validation/rules'

/** Limits of a post (docs/decisions/0011-job-posting.md). */
export const POSTING = {
  titleMin: 10,
  titleMax: 150,
  quantityMax: 1000,
  descriptionMin: 50,
  descriptionMax: 5000,
  requirementsMin: 20,
  requirementsMax: 3000,
  benefitsMin: 20,
  benefitsMax: 3000,
  addressMax: 200,
  /** the application deadline: at most this many days ahead, a new post starts at the default */
  deadlineMaxDays: 60,
  deadlineDefaultDays: 30,
  maxImages: LIMITS.maxImages,
  salaryLimit: 1_000_000_000,
  /** posts an account may save in an hour */
  postsPerHour: 20,
  videoMax: 300,
} as const

/** Links of the video sites a post may show (YouTube, TikTok, Facebook, Vimeo). */
export const VIDEO_URL_PATTERN =
  '^https://(?:(?:www\\.|m\\.)?youtube\\.com/(?:watch\\?v=|shorts/|embed/)[\\w-]{6,}|youtu\\.be/[\\w-]{6,}|(?:www\\.|vt\\.|vm\\.)?tiktok\\.com/\\S+|(?:www\\.|m\\.|web\\.)?facebook\\.com/\\S+|fb\\.watch/\\S+|(?:www\\.)?vimeo\\.com/\\d+)\\S*$'

export const POSTING_MSG = {
  imagesTooMany: `Đã vượt quá ${LIMITS.maxImages} ảnh`,
  imageTooLarge: (file: string) => `Ảnh ${file} đã vượt quá 30MB`,
  video: 'Vui lòng nhập đúng đường dẫn',
  salaryRequired: 'Vui lòng nhập mức lương hoặc chọn "Thỏa thuận"',
  salaryOrder: 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa',
} as const

/** The posting form, in the order it shows (the first invalid field is focused first). */
export function postingFields(): FieldConfig[] {
  const longText = (name: string, label: string, message: string, min: number, max: number, placeholder: string, tooltip?: string): FieldConfig => ({
    name,
    label,
    message,
    placeholder,
    input_type: 'textarea',
    is_required: true,
    is_min_length: true,
    min_length: min,
    is_max_length: true,
    max_length: max,
    tooltip,
  })
  return [
    {
      name: 'title',
      label: 'Tiêu đề tin',
      placeholder: 'Ví dụ: Nhân viên kế toán tổng hợp',
      message: 'tiêu đề tin',
      input_type: 'text',
      is_required: true,
      is_min_length: true,
      min_length: POSTING.titleMin,
      is_max_length: true,
      max_length: POSTING.titleMax,
      tooltip: 'Ghi rõ vị trí cần tuyển, không ghi lương hay số điện thoại vào tiêu đề',
    },
    {
      name: 'job_type_id',
      label: 'Ngành nghề',
      placeholder: 'Chọn ngành nghề',
      message: 'ngành nghề',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'job_types' },
      is_required: true,
    },
    {
      name: 'employment_type_id',
      label: 'Hình thức làm việc',
      message: 'hình thức làm việc',
      input_type: 'radio',
      dataSources: { from: 'job_config', name: 'employment_types' },
      is_required: true,
      direction: 'row',
    },
    {
      name: 'quantity',
      label: 'Số lượng tuyển',
      placeholder: 'Ví dụ: 2',
      message: 'số lượng tuyển',
      input_type: 'number',
      is_required: true,
      is_max_value: true,
      max_value: POSTING.quantityMax + 1,
      custom_width: '160px',
      defaultValue: 1,
    },
    {
      name: 'salary_negotiable',
      label: 'Lương thỏa thuận',
      input_type: 'switch',
      is_required: false,
      defaultValue: false,
    },
    {
      name: 'salary',
      label: 'Mức lương (đồng/tháng)',
      message: POSTING_MSG.salaryOrder,
      required_message: POSTING_MSG.salaryRequired,
      input_type: 'range',
      is_required: true,
      currency: true,
      depend_on: 'salary_not_negotiable',
      ...salaryRangeParts(POSTING.salaryLimit),
    },
    {
      name: 'experience_id',
      label: 'Kinh nghiệm',
      message: 'kinh nghiệm',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'experiences' },
      is_required: true,
      specialLabel: 'Không yêu cầu kinh nghiệm',
    },
    {
      name: 'education_id',
      label: 'Học vấn',
      placeholder: 'Chọn trình độ học vấn',
      message: 'học vấn',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'educations' },
      is_required: true,
    },
    {
      name: 'gender_id',
      label: 'Giới tính',
      message: 'giới tính',
      input_type: 'radio',
      dataSources: { from: 'job_config', name: 'genders' },
      is_required: true,
      direction: 'row',
      defaultValue: 801,
    },
    {
      name: 'age_id',
      label: 'Độ tuổi',
      placeholder: 'Chọn độ tuổi',
      message: 'độ tuổi',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'ages' },
      is_required: true,
      defaultValue: 901,
    },
    ...placeFields(),
    {
      name: 'street_id',
      label: 'Đường',
      placeholder: 'Gõ để tìm tên đường',
      message: 'đường',
      input_type: 'street',
      dataSources: { from: 'streets', name: 'streets', parent_field: 'district_id', parent_message: STREET_MSG.districtFirst },
      is_required: false,
      tooltip: 'Không thấy đường của bạn? Gõ đủ tên rồi chọn "Thêm đường mới"',
    },
    {
      name: 'address',
      label: 'Địa chỉ làm việc',
      placeholder: 'Số nhà, tòa nhà, phường/xã',
      message: 'địa chỉ làm việc',
      input_type: 'text',
      is_required: true,
      is_max_length: true,
      max_length: POSTING.addressMax,
    },
    longText(
      'description',
      'Mô tả công việc',
      'mô tả công việc',
      POSTING.descriptionMin,
      POSTING.descriptionMax,
      'Công việc hằng ngày, thời gian làm việc, nơi làm việc',
      'Không ghi số điện thoại, email hay đường link trong phần mô tả',
    ),
    longText('requirements', 'Yêu cầu ứng viên', 'yêu cầu ứng viên', POSTING.requirementsMin, POSTING.requirementsMax, 'Kỹ năng, kinh nghiệm, bằng cấp cần có'),
    longText('benefits', 'Quyền lợi', 'quyền lợi', POSTING.benefitsMin, POSTING.benefitsMax, 'Lương thưởng, bảo hiểm, phụ cấp, đào tạo'),
    {
      name: 'deadline',
      label: 'Hạn nộp hồ sơ',
      message: 'hạn nộp hồ sơ',
      input_type: 'date',
      is_required: true,
      min_days: 0,
      max_days: POSTING.deadlineMaxDays,
      default_days: POSTING.deadlineDefaultDays,
      tooltip: `Tối đa ${POSTING.deadlineMaxDays} ngày kể từ hôm nay; tin tự hết hạn sau ngày này`,
    },
    personNameField({ name: 'contact_name', label: 'Tên người liên hệ', placeholder: 'Nhập tên người liên hệ', message: 'tên người liên hệ' }),
    phoneField({
      name: 'contact_phone',
      label: 'Số điện thoại liên hệ',
      placeholder: 'Nhập số điện thoại',
      message: 'số điện thoại liên hệ',
      tooltip: 'Chỉ hiện cho ứng viên khi họ bấm "Hiện số điện thoại"',
    }),
    {
      name: 'images',
      label: 'Hình ảnh nơi làm việc',
      message: 'hình ảnh',
      input_type: 'images',
      is_required: false,
      max_items: POSTING.maxImages,
      max_items_message: POSTING_MSG.imagesTooMany,
      moreDescs: { title: 'Hình ảnh', items: [`Tối đa ${POSTING.maxImages} ảnh định dạng jpeg, gif, png, mỗi ảnh tối đa 30MB`] },
    },
    {
      name: 'video_url',
      label: 'Video giới thiệu',
      placeholder: 'Đường dẫn YouTube, TikTok, Facebook hoặc Vimeo',
      message: 'đường dẫn video',
      input_type: 'url',
      is_required: false,
      is_max_length: true,
      max_length: POSTING.videoMax,
      is_pattern: true,
      pattern: VIDEO_URL_PATTERN,
      pattern_message: POSTING_MSG.video,
    },
  ]
}

/** What the posting form sends (POST /listing/v1/classifieds, PUT /listing/v1/classifieds/{id}). */
export interface PostingValues {
  title: string
  job_type_id: number
  employment_type_id: number
  quantity: number
  salary_negotiable: boolean
  salary_min: number | null
  salary_max: number | null
  experience_id: number
  education_id: number
  gender_id: number
  age_id: number
  city_id: number
  district_id: number | null
  /** a street of the district (GET /listing/v1/streets); null on old posts, whose address says it */
  street_id: number | null
  /** the house number, building, ward (with street_id) or the whole address (without) */
  address: string
  description: string
  requirements: string
  benefits: string
  /** yyyy-MM-dd, the last day applications are taken (Vietnam's calendar) */
  deadline: string
  contact_name: string
  contact_phone: string
  /** URLs of the poster's uploaded images (POST /media/v1/medias), in order */
  images: string[]
  video_url: string | null
  /** the organisation posting, when the account acts for more than one */
  organization_id?: number
}

const tidyText = (value: unknown) => (typeof value === 'string' ? normalizeText(value) : value)
const tidyMultiline = (value: unknown) => (typeof value === 'string' ? normalizeMultiline(value) : value)

/**
 * The canonical form of a post before validation and storage: NFC text with tidy spaces, the phone
 * as 0xxxxxxxxx, an empty video or district as null, no salary when it is "Thỏa thuận", images
 * without repeats. Values of the wrong type are left for validation to refuse.
 */
export function normalizePostingValues(input: Record<string, unknown>): Record<string, unknown> {
  const values = { ...input }
  for (const key of ['title', 'address', 'contact_name']) values[key] = tidyText(values[key])
  for (const key of ['description', 'requirements', 'benefits']) values[key] = tidyMultiline(values[key])
  if (typeof values.contact_phone === 'string') values.contact_phone = normalizePhone(values.contact_phone)
  if (typeof values.video_url === 'string') values.video_url = values.video_url.trim() || null
  if (values.video_url === undefined) values.video_url = null
  if (values.district_id === 0 || values.district_id === undefined) values.district_id = null
  if (values.street_id === 0 || values.street_id === undefined) values.street_id = null
  if (values.salary_negotiable === undefined || values.salary_negotiable === null) values.salary_negotiable = false
  if (values.salary_negotiable === true) {
    values.salary_min = null
    values.salary_max = null
  }
  for (const key of ['salary_min', 'salary_max']) if (values[key] === undefined) values[key] = null
  if (values.images === undefined || values.images === null) values.images = []
  if (Array.isArray(values.images)) values.images = [...new Set(values.images)]
  return values
}

/** What the anti-scam assessment of a post decides, and what a rule's hit asks. */
export const POSTING_DECISIONS = ['approve', 'review', 'block'] as const
export const POSTING_HIT_ACTIONS = ['block', 'review'] as const

/** A scam rule's hit as the posting form and the staff queue show it. */
export const postingHit = (hit: RuleHit): PostingHit => ({
  rule: hit.ruleId,
  name: hit.ruleName,
  field: hit.field,
  label: hit.label,
  phrase: hit.matched,
  action: hit.action,
  message: hit.message,
})
