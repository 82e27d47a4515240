// Named conditions a field config's depend_on refers to: the field is shown and validated only while
// its condition holds over the form's values. A new condition is one entry here.
import { NO_EXPERIENCE_ID } from '../constants'

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
