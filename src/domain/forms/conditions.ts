// Named conditions a field config's depend_on refers to: the field is shown and validated only while
// its condition holds over the form's values; and named checks a text field's `check` refers to. A
// new condition or check is one entry here.
import { NO_EXPERIENCE_ID } from '../constants'
import { taxCodeProblem } from '../organizations/tax-code'

/** Experience other than "Chưa có kinh nghiệm" (601): the experience text and work history apply. */
export const hasExperience = (experienceId: unknown): boolean =>
  typeof experienceId === 'number' && experienceId > 0 && experienceId !== NO_EXPERIENCE_ID

export const FIELD_CONDITIONS = {
  /** SPEC 3 depend_on (has_experience) */
  has_experience: (values: Record<string, unknown>) => hasExperience(values.experience_id),
  /** A salary range applies unless the post says "Thỏa thuận". */
  salary_not_negotiable: (values: Record<string, unknown>) => values.salary_negotiable !== true,
} as const

export type FieldConditionName = keyof typeof FIELD_CONDITIONS

export const conditionHolds = (name: FieldConditionName | undefined, values: Record<string, unknown>): boolean =>
  !name || (FIELD_CONDITIONS[name]?.(values) ?? true)

/** Checks of a text value beyond length and pattern, over the form's values: a message, or null. */
export const FIELD_CHECKS = {
  /** issue 21: the check digit of a company's code, a household business's 12-digit number */
  tax_code: (value: string, values: Record<string, unknown>) => taxCodeProblem(value, Number(values.organization_type) || 1),
} as const

export type FieldCheckName = keyof typeof FIELD_CHECKS
