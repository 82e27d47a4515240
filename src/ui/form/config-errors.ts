// The form engine's messages (src/domain/forms/validate.ts) as final-form wants them: nested like
// the values ("work_history[0].company"), a range's "min <= max" message under its "to" input (where
// the person fixes it), the first message of a field only.
import { setIn } from 'final-form'
import type { FieldConfig } from '../../domain/forms/field-config'
import type { FieldError } from '../../domain/forms/validate'

const formPath = (field: string): string => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

export function toFormErrors(fields: FieldConfig[], errors: FieldError[], into: Record<string, unknown> = {}): Record<string, unknown> {
  let result = into
  const seen = new Set<string>()
  for (const error of errors) {
    const range = fields.find((field) => field.input_type === 'range' && field.name === error.field)
    const path = range?.to ? range.to.name : error.field
    if (seen.has(path)) continue
    seen.add(path)
    result = setIn(result, formPath(path), error.message) as Record<string, unknown>
  }
  return result
}
