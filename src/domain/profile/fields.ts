// The job-seeker profile form as data (SPEC 3 "Form field config", "Range field", "Month-range
// field"): GET /job/v1/jobseekers/fields serves exactly this, the site renders its form from it and
// the server validates with the same configs (validate.ts), so both say the same SPEC 5 messages.
import { LIMITS, NO_EXPERIENCE_ID } from '../constants'
import { birthYearBounds, rules } from '../validation/rules'

export type ProfileInputType =
  | 'avatar'
  | 'text'
  | 'phone'
  | 'email'
  | 'textarea'
  | 'option_api'
  | 'radio'
  | 'location'
  | 'range'
  | 'month_range'
  | 'work_history'
  | 'switch'
  | 'checkbox'

/** Where a choice field's options come from: GET /job/v1/common/config or /job/v1/cities/config. */
export interface DataSource {
  from: 'job_config' | 'cities'
  /** job_config: the list's key (job_types, experiences ...); cities: 'provinces' or 'districts'. */
  name: string
  /** districts: the field whose value is the province (parent_id). */
  parent_field?: string
}

export interface ChoiceOption {
  id: number
  name: string
  /** The value sent to the API when it is not the id (readiness: true / false). */
  value?: boolean
}

export interface MonthFieldConfig {
  name: 'start_date' | 'end_date'
  label: string
  placeholder?: string
  is_required: boolean
  maxLength: number
}

export interface FieldConfig {
  name: string
  label: string
  placeholder?: string
  /**
   * Choice and text fields: the noun of "Vui lòng chọn/nhập/thêm {message}"; range fields: the
   * min <= max message (SPEC 5).
   */
  message?: string
  /** A required message the spec words on its own (phone, full name). */
  required_message?: string
  input_type: ProfileInputType
  dataSources?: DataSource
  options?: ChoiceOption[]
  is_required: boolean
  /** Needed for a good profile ("Hồ sơ tốt"): marked when empty, hint "Thông tin cần có để đạt hồ sơ tốt". */
  satisfiedRequired?: boolean
  is_pattern?: boolean
  pattern?: string
  pattern_message?: string
  is_min_length?: boolean
  min_length?: number
  is_max_length?: boolean
  max_length?: number
  /** A max-length message the spec words on its own ("Tối đa 150 ký tự"). */
  max_length_message?: string
  is_min_value?: boolean
  min_value?: number
  /** The value must be less than max_value, as the message says ("{label} phải ít hơn X"). */
  is_max_value?: boolean
  max_value?: number
  /** Money: values in đồng, messages write amounts in words. */
  currency?: boolean
  multiple?: boolean
  /** 0 = unlimited. */
  maxOption?: number
  capitalize?: boolean
  custom_width?: string
  icon_close?: boolean
  disabledWhenHasValue?: boolean
  specialLabel?: string
  tooltip?: string
  disabled?: boolean
  /** Shown (and validated) only when this form value is truthy; 'has_experience' = experience other than 601. */
  depend_on?: 'has_experience'
  moreDescs?: { title: string; items: string[] }
  defaultValue?: string | number | boolean | null | number[]
  direction?: 'row' | 'column'
  /** A "Gợi ý" button fills the field from POST /job/v1/jobseekers/self-description. */
  auto_ai?: boolean
  /** Only on the create form (consent). */
  create_only?: boolean
  link?: { text: string; url: string }
  // range
  from?: FieldConfig
  to?: FieldConfig
  // month range
  start_date?: MonthFieldConfig
  end_date?: MonthFieldConfig
  /** An empty end means "until now". */
  open_end?: boolean
  // repeated group (work history)
  fields?: FieldConfig[]
  max_items?: number
}

export const PROFILE_GENDERS: ChoiceOption[] = [
  { id: 802, name: 'Nam' },
  { id: 803, name: 'Nữ' },
]

/** SPEC 3: true = "Đi làm ngay" (id 1), false = "Cần thêm thời gian chuẩn bị" (id 2). */
export const READINESS_OPTIONS: ChoiceOption[] = [
  { id: 1, name: 'Đi làm ngay', value: true },
  { id: 2, name: 'Cần thêm thời gian chuẩn bị', value: false },
]

export const WORK_HISTORY_MAX = 10
/** Salary inputs stop below 1 tỷ đồng a month. */
export const SALARY_LIMIT = 1_000_000_000
export const DESCRIPTION_LIMITS = { min: 20, max: 1500 } as const
export const EXPERIENCE_TEXT_MAX = 1000
export const IMAGE_URL_PATTERN = '^(https?://[^\\s]+|/[^/\\s][^\\s]*)$'
export const PRIVACY_POLICY_URL = '/chinh-sach-bao-mat'

/** Experience other than "Chưa có kinh nghiệm" (601): the experience text and work history apply. */
export const hasExperience = (experienceId: number | null | undefined): boolean =>
  typeof experienceId === 'number' && experienceId > 0 && experienceId !== NO_EXPERIENCE_ID

const workHistoryFields: FieldConfig[] = [
  {
    name: 'company',
    label: 'Tên công ty',
    placeholder: 'Nhập tên công ty, cửa hàng',
    message: 'tên công ty',
    input_type: 'text',
    is_required: true,
    is_max_length: true,
    max_length: 200,
  },
  {
    name: 'position',
    label: 'Vị trí công việc',
    placeholder: 'Ví dụ: Nhân viên bán hàng',
    message: 'vị trí công việc',
    input_type: 'text',
    is_required: true,
    is_max_length: true,
    max_length: 150,
  },
  {
    name: 'work_time',
    label: 'Thời gian làm việc',
    input_type: 'month_range',
    is_required: true,
    start_date: { name: 'start_date', label: 'Thời gian bắt đầu', placeholder: 'MM/YYYY', is_required: true, maxLength: 7 },
    end_date: { name: 'end_date', label: 'Thời gian kết thúc', placeholder: 'Hiện tại', is_required: false, maxLength: 7 },
    open_end: true,
    tooltip: 'Để trống thời gian kết thúc nếu bạn vẫn đang làm công việc này',
  },
]

/** The profile form, in the order the form shows it (the first invalid field is focused first). */
export function profileFields(now = new Date()): FieldConfig[] {
  const birth = birthYearBounds(now)
  return [
    {
      name: 'image_url',
      label: 'Ảnh đại diện',
      message: 'ảnh đại diện',
      input_type: 'avatar',
      is_required: false,
      satisfiedRequired: true,
      is_pattern: true,
      pattern: IMAGE_URL_PATTERN,
      pattern_message: 'Đường dẫn ảnh đại diện không hợp lệ',
      is_max_length: true,
      max_length: 1000,
      moreDescs: {
        title: 'Ảnh đại diện',
        items: ['Ảnh chụp rõ khuôn mặt, nhìn thẳng', 'Định dạng jpeg, gif, png, tối đa 30MB'],
      },
    },
    {
      name: 'full_name',
      label: 'Họ và tên',
      placeholder: 'Nhập họ và tên',
      message: 'họ tên',
      required_message: rules.fullName.required,
      input_type: 'text',
      is_required: true,
      is_max_length: true,
      max_length: LIMITS.fullNameMax,
      max_length_message: rules.fullName.maxLength.message,
      is_pattern: true,
      pattern: rules.fullName.pattern.source,
      pattern_message: rules.fullName.pattern.message,
      capitalize: true,
    },
    {
      name: 'phone',
      label: 'Số điện thoại',
      placeholder: 'Nhập số điện thoại',
      message: 'số điện thoại liên hệ',
      required_message: rules.phone.required,
      input_type: 'phone',
      is_required: true,
      is_max_length: true,
      max_length: LIMITS.phoneDigits,
      is_pattern: true,
      pattern: rules.phone.pattern.source,
      pattern_message: rules.phone.pattern.message,
      tooltip: 'Nhà tuyển dụng liên hệ với bạn qua số điện thoại này',
    },
    {
      name: 'email',
      label: 'Email',
      placeholder: 'Nhập email',
      message: 'email',
      required_message: rules.email.required,
      input_type: 'email',
      is_required: false,
      satisfiedRequired: true,
      is_max_length: true,
      max_length: rules.email.maxLength.value,
      max_length_message: rules.email.maxLength.message,
      is_pattern: true,
      pattern: rules.email.pattern.source,
      pattern_message: rules.email.pattern.message,
    },
    {
      name: 'birth_year',
      label: 'Năm sinh',
      placeholder: 'Chọn năm sinh',
      message: 'năm sinh',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'birth_years' },
      is_required: true,
      is_min_value: true,
      min_value: birth.min,
      is_max_value: true,
      max_value: birth.max + 1,
    },
    {
      name: 'gender',
      label: 'Giới tính',
      message: 'giới tính',
      input_type: 'radio',
      options: PROFILE_GENDERS,
      is_required: true,
      direction: 'row',
    },
    {
      name: 'job_types',
      label: 'Ngành nghề mong muốn',
      placeholder: 'Chọn ngành nghề',
      message: 'ngành nghề',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'job_types' },
      is_required: true,
      multiple: true,
      maxOption: LIMITS.maxJobTypes,
      tooltip: `Chọn tối đa ${LIMITS.maxJobTypes} ngành nghề`,
      icon_close: true,
    },
    {
      name: 'city_id',
      label: 'Nơi làm việc mong muốn',
      placeholder: 'Chọn tỉnh/thành phố',
      message: 'nơi làm việc mong muốn',
      input_type: 'location',
      dataSources: { from: 'cities', name: 'provinces' },
      is_required: true,
    },
    {
      name: 'district_id',
      label: 'Quận/huyện',
      placeholder: 'Chọn quận/huyện (không bắt buộc)',
      message: 'quận/huyện',
      input_type: 'location',
      dataSources: { from: 'cities', name: 'districts', parent_field: 'city_id' },
      is_required: false,
    },
    {
      name: 'salary',
      label: 'Mức lương mong muốn (đồng/tháng)',
      message: 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa',
      input_type: 'range',
      is_required: false,
      satisfiedRequired: true,
      currency: true,
      from: {
        name: 'salary_min',
        label: 'Mức lương tối thiểu',
        placeholder: 'Từ',
        input_type: 'text',
        is_required: false,
        currency: true,
        is_min_value: true,
        min_value: 0,
        is_max_value: true,
        max_value: SALARY_LIMIT,
      },
      to: {
        name: 'salary_max',
        label: 'Mức lương tối đa',
        placeholder: 'Đến',
        input_type: 'text',
        is_required: false,
        currency: true,
        is_min_value: true,
        min_value: 0,
        is_max_value: true,
        max_value: SALARY_LIMIT,
      },
    },
    {
      name: 'experience_id',
      label: 'Kinh nghiệm làm việc',
      placeholder: 'Chọn số năm kinh nghiệm',
      message: 'kinh nghiệm làm việc',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'experiences' },
      is_required: true,
      // The no-experience switch: on sets 601 and disables the options (SPEC 4.2).
      specialLabel: 'Chưa có kinh nghiệm',
      defaultValue: null,
    },
    {
      name: 'experience_text',
      label: 'Mô tả kinh nghiệm',
      placeholder: 'Mô tả ngắn gọn công việc và kỹ năng bạn đã làm',
      message: 'mô tả kinh nghiệm',
      input_type: 'textarea',
      is_required: false,
      satisfiedRequired: true,
      depend_on: 'has_experience',
      is_max_length: true,
      max_length: EXPERIENCE_TEXT_MAX,
    },
    {
      name: 'work_history',
      label: 'Quá trình làm việc',
      message: 'quá trình làm việc',
      input_type: 'work_history',
      is_required: false,
      depend_on: 'has_experience',
      fields: workHistoryFields,
      max_items: WORK_HISTORY_MAX,
    },
    {
      name: 'education_id',
      label: 'Trình độ học vấn',
      placeholder: 'Chọn trình độ học vấn',
      message: 'trình độ học vấn',
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'educations' },
      is_required: false,
      satisfiedRequired: true,
    },
    {
      name: 'readiness',
      label: 'Thời gian có thể đi làm',
      message: 'thời gian có thể đi làm',
      input_type: 'radio',
      dataSources: { from: 'job_config', name: 'readiness' },
      options: READINESS_OPTIONS,
      is_required: true,
      direction: 'row',
    },
    {
      name: 'description',
      label: 'Giới thiệu bản thân',
      placeholder: 'Điểm mạnh, kỹ năng và mong muốn của bạn trong công việc',
      message: 'giới thiệu bản thân',
      input_type: 'textarea',
      is_required: false,
      satisfiedRequired: true,
      is_min_length: true,
      min_length: DESCRIPTION_LIMITS.min,
      is_max_length: true,
      max_length: DESCRIPTION_LIMITS.max,
      auto_ai: true,
      tooltip: 'Không ghi số điện thoại, email hay đường link trong phần giới thiệu',
      moreDescs: {
        title: 'Gợi ý viết phần giới thiệu',
        items: [
          'Công việc bạn muốn làm và kinh nghiệm nổi bật',
          'Kỹ năng, điểm mạnh của bạn',
          'Thời gian có thể đi làm và mong muốn gắn bó',
        ],
      },
    },
    {
      name: 'searchable',
      label: 'Cho phép nhà tuyển dụng tìm thấy hồ sơ của tôi',
      input_type: 'switch',
      is_required: false,
      defaultValue: false,
      moreDescs: {
        title: 'Ai xem được hồ sơ của bạn?',
        items: [
          'Bật: nhà tuyển dụng có thể tìm thấy hồ sơ khi tìm ứng viên',
          'Tắt: chỉ nhà tuyển dụng của tin bạn ứng tuyển mới xem được hồ sơ',
        ],
      },
    },
    {
      name: 'consent',
      label:
        'Tôi đồng ý để thông tin hồ sơ được lưu trữ và xử lý nhằm giới thiệu tôi tới nhà tuyển dụng, theo Chính sách bảo mật.',
      required_message: 'Vui lòng đồng ý với việc xử lý thông tin hồ sơ để tạo hồ sơ.',
      input_type: 'checkbox',
      is_required: true,
      create_only: true,
      defaultValue: false,
      link: { text: 'Chính sách bảo mật', url: PRIVACY_POLICY_URL },
    },
  ]
}

/** The top-level profile fields by name (sub-fields of ranges and groups are reached through them). */
export const fieldByName = (fields: FieldConfig[], name: string): FieldConfig | undefined =>
  fields.find((field) => field.name === name)
