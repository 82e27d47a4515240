// The two inputs of a salary range (from, to): whole đồng, written with thousands separators,
// between 0 and the form's limit. Shared by the job post's salary and the profile's wished salary.
import type { FieldConfig } from './field-config'

const salaryPart = (name: 'salary_min' | 'salary_max', label: string, placeholder: string, limit: number): FieldConfig => ({
  name,
  label,
  placeholder,
  input_type: 'text',
  is_required: false,
  currency: true,
  is_min_value: true,
  min_value: 0,
  is_max_value: true,
  max_value: limit,
})

/** The `from` and `to` of a salary range field, each at most `limit` đồng. */
export const salaryRangeParts = (limit: number): Required<Pick<FieldConfig, 'from' | 'to'>> => ({
  from: salaryPart('salary_min', 'Mức lương tối thiểu', 'Từ', limit),
  to: salaryPart('salary_max', 'Mức lương tối đa', 'Đến', limit),
})
