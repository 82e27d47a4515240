// The business information form (/dashboard/thong-tin-doanh-nghiep) as data, a configuration of the
// form engine (../forms): the page renders it and PUT /job/v1/organizations/{id}/business-info
// validates with the same configs, so both say the same messages (docs/decisions/0018).
import type { FieldConfig } from '../forms/field-config'
import { placeFields } from '../forms/place-fields'
import { ORGANIZATION_TYPES } from './statuses'
import { TAX_CODE_MSG } from './tax-code'

export const BUSINESS_INFO = {
  nameMax: 200,
  streetMax: 200,
  descriptionMax: 3000,
  websiteMax: 200,
} as const

/** Sizes a company states (its head count); the label is what job pages show. */
export const ORGANIZATION_SIZES = [
  { id: 1, name: 'Dưới 10 nhân viên' },
  { id: 2, name: '10 - 24 nhân viên' },
  { id: 3, name: '25 - 99 nhân viên' },
  { id: 4, name: '100 - 499 nhân viên' },
  { id: 5, name: '500 - 999 nhân viên' },
  { id: 6, name: '1.000 - 4.999 nhân viên' },
  { id: 7, name: 'Từ 5.000 nhân viên' },
] as const

export const BUSINESS_INFO_MSG = {
  website: 'Website phải là địa chỉ đầy đủ, bắt đầu bằng http:// hoặc https://',
} as const

/** The form, in the order it shows (the first invalid field is focused first). */
export const businessInfoFields = (): FieldConfig[] => [
  {
    name: 'organization_type',
    label: 'Loại hình',
    message: 'loại hình',
    input_type: 'radio',
    options: ORGANIZATION_TYPES.map((type) => ({ ...type })),
    is_required: true,
    direction: 'row',
    defaultValue: 1,
  },
  {
    name: 'name',
    label: 'Tên doanh nghiệp / hộ kinh doanh',
    placeholder: 'Tên đầy đủ như trên giấy chứng nhận đăng ký',
    message: 'tên doanh nghiệp',
    input_type: 'text',
    is_required: true,
    is_min_length: true,
    min_length: 3,
    is_max_length: true,
    max_length: BUSINESS_INFO.nameMax,
  },
  {
    name: 'tax_code',
    label: 'Mã số thuế',
    placeholder: 'Ví dụ: 0100233488',
    required_message: TAX_CODE_MSG.required,
    input_type: 'text',
    is_required: true,
    check: 'tax_code',
    tooltip: 'Doanh nghiệp: 10 chữ số (chi nhánh thêm -001...). Hộ kinh doanh: số định danh cá nhân 12 chữ số của chủ hộ',
  },
  ...placeFields(),
  {
    name: 'street',
    label: 'Địa chỉ',
    placeholder: 'Số nhà, tên đường, phường/xã',
    message: 'địa chỉ',
    input_type: 'text',
    is_required: true,
    is_max_length: true,
    max_length: BUSINESS_INFO.streetMax,
  },
  {
    name: 'size_id',
    label: 'Quy mô',
    placeholder: 'Chọn quy mô',
    message: 'quy mô',
    input_type: 'option_api',
    options: ORGANIZATION_SIZES.map((size) => ({ ...size })),
    is_required: true,
  },
  {
    name: 'industry_id',
    label: 'Lĩnh vực hoạt động',
    placeholder: 'Chọn lĩnh vực',
    message: 'lĩnh vực hoạt động',
    input_type: 'option_api',
    dataSources: { from: 'job_config', name: 'job_types' },
    is_required: true,
  },
  {
    name: 'website',
    label: 'Website',
    placeholder: 'https://congty.vn',
    input_type: 'url',
    is_required: false,
    is_pattern: true,
    pattern: '^https?://[^\\s/$.?#][^\\s]*\\.[^\\s]{2,}$',
    pattern_message: BUSINESS_INFO_MSG.website,
    is_max_length: true,
    max_length: BUSINESS_INFO.websiteMax,
  },
  {
    name: 'description',
    label: 'Giới thiệu doanh nghiệp',
    placeholder: 'Lĩnh vực, sản phẩm, văn hóa làm việc và phúc lợi cho người lao động',
    message: 'giới thiệu doanh nghiệp',
    input_type: 'textarea',
    is_required: false,
    is_max_length: true,
    max_length: BUSINESS_INFO.descriptionMax,
  },
]
