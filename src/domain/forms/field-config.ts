// The config-driven form engine's field configs (SPEC 3 "Form field config", "Range field",
// "Month-range field"). A form is a list of these served by the API: the site renders each through
// the widget registry of src/ui/form/config-field.tsx and the server validates the same list with
// validate.ts, so both say the same SPEC 5 messages. The job-seeker profile (profile/fields.ts) and
// the job posting (posting/fields.ts) are configurations of it.
import type { FieldCheckName, FieldConditionName } from './conditions'

export type FieldInputType =
  | 'avatar'
  | 'text'
  | 'phone'
  | 'email'
  | 'textarea'
  | 'option_api'
  | 'radio'
  | 'location'
  | 'street'
  | 'range'
  | 'month_range'
  | 'work_history'
  | 'switch'
  | 'checkbox'
  | 'number'
  | 'date'
  | 'images'
  | 'url'

/**
 * Where a choice field's options come from: GET /job/v1/common/config, /job/v1/cities/config, or
 * (streets) GET /listing/v1/streets of the district chosen.
 */
export interface DataSource {
  from: 'job_config' | 'cities' | 'streets'
  /** job_config: the list's key (job_types, experiences ...); cities: 'provinces' or 'districts'. */
  name: string
  /** districts: the field whose value is the province (parent_id); streets: the district's field. */
  parent_field?: string
  /** The message when this field has a value and its parent_field none. */
  parent_message?: string
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
  input_type: FieldInputType
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
  /** Text: a named check of the value beyond length and pattern (conditions.ts FIELD_CHECKS). */
  check?: FieldCheckName
  /** Shown (and validated) only while this named condition of the form's values holds (conditions.ts). */
  depend_on?: FieldConditionName
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
  /** groups and images: at most this many */
  max_items?: number
  max_items_message?: string
  // date (yyyy-MM-dd, Vietnam's calendar): allowed days from today
  min_days?: number
  max_days?: number
  /** date: the value a new form starts with, in days from today */
  default_days?: number
}

/** The top-level fields by name (sub-fields of ranges and groups are reached through them). */
export const fieldByName = (fields: FieldConfig[], name: string): FieldConfig | undefined =>
  fields.find((field) => field.name === name)
