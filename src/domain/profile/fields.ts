// The job-seeker profile form as data, a configuration of the form engine (../forms):
// GET /job/v1/jobseekers/fields serves exactly this, the site renders its form from it and the
// server validates with the same configs, so both say the same SPEC 5 messages.
import { LIMITS } from '../constants'
import type { ChoiceOption, FieldConfig } from '../forms/field-config'
import { personNameField, phoneField } from '../forms/person-fields'
import { placeFields } from '../forms/place-fields'
import { salaryRangeParts } from '../forms/salary-fields'
import { birthYearBounds, rules } from '../validation/rules'

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
    personNameField({
      name: 'full_name',
      label: 'Họ và tên',
      placeholder: 'Nhập họ và tên',
      message: 'họ tên',
      required_message: rules.fullName.required,
    }),
    phoneField({
      name: 'phone',
      label: 'Số điện thoại',
      placeholder: 'Nhập số điện thoại',
      message: 'số điện thoại liên hệ',
      tooltip: 'Nhà tuyển dụng liên hệ với bạn qua số điện thoại này',
    }),
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
    ...placeFields({ label: 'Nơi làm việc mong muốn', message: 'nơi làm việc mong muốn' }, { placeholder: 'Chọn quận/huyện (không bắt buộc)' }),
    {
      name: 'salary',
      label: 'Mức lương mong muốn (đồng/tháng)',
      message: 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa',
      input_type: 'range',
      is_required: false,
      satisfiedRequired: true,
      currency: true,
      ...salaryRangeParts(SALARY_LIMIT),
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

