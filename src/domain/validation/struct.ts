// The site's validation: superstruct structs built from the rules in rules.ts, and the adapter that
// turns a struct's failures into final-form's errors (docs/decisions/0037-form-validation.md). The
// server builds JSON Schema from the same rules (json-schema.ts, the contracts' fields()), so a
// limit and its Vietnamese message are written once. Only forms import this module: it keeps
// superstruct (and final-form) out of the public pages' first load.
import { define, refine, type, validate, type Struct } from 'superstruct'
import { checkValue, type FieldRule } from './rules'

/** What a domain check answers: its message when the value fails, nothing when it passes. */
export type Check<T = unknown> = (value: T) => string | null | undefined

/** A rule as a struct: the rule's normalisation, then its checks; a failure carries its message. */
export const ruleStruct = (rule: FieldRule, name = rule.label): Struct<unknown, null> =>
  define(name, (value) => checkValue(rule, value) ?? true)

/** A struct from a domain check that is not a rule (a deadline, a deposit's step, a date). */
export const checkStruct = <T = unknown>(name: string, check: Check<T>): Struct<unknown, null> =>
  define(name, (value) => check(value as T) ?? true)

type Shape = Record<string, FieldRule | Struct<unknown, unknown>>
const isStruct = (value: FieldRule | Struct<unknown, unknown>): value is Struct<unknown, unknown> => 'validator' in value

/**
 * A form's values: each field a rule (checked as the server checks it) or a struct. Other keys of
 * the values pass: a form may hold state no rule is about.
 */
export function formStruct(shape: Shape): Struct<Record<string, unknown>, null> {
  const schema = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, isStruct(field) ? field : ruleStruct(field, name)]))
  return type(schema) as unknown as Struct<Record<string, unknown>, null>
}

/**
 * A rule across fields, run once every field passes; its message goes to the field `field` (or the
 * one `field` picks for the message, when one check speaks about several fields).
 */
export const crossCheck = <V extends Record<string, unknown>>(
  struct: Struct<V, null>,
  field: string | ((message: string) => string),
  check: (values: V) => string | null | undefined,
): Struct<V, null> =>
  refine(struct, typeof field === 'string' ? field : 'cross-field', (values) => {
    const message = check(values)
    return message ? { message, path: [typeof field === 'string' ? field : field(message)] } : true
  })

export type FormErrors = Record<string, unknown>

/** The struct's failures as final-form errors (nested like the values), the first message per field. */
export function structErrors<T, S>(struct: Struct<T, S>, values: unknown): FormErrors | undefined {
  const [error] = validate(values, struct)
  if (!error) return undefined
  const errors: FormErrors = {}
  for (const failure of error.failures()) {
    const path = failure.path.map(String)
    if (!path.length) continue
    let node = errors
    for (const key of path.slice(0, -1)) {
      const next = node[key]
      if (typeof next === 'string') break
      node = (node[key] = (next as FormErrors | undefined) ?? {}) as FormErrors
    }
    const last = path[path.length - 1]
    if (node[last] === undefined) node[last] = failure.message
  }
  return Object.keys(errors).length ? errors : undefined
}

/** final-form's whole-form `validate` from a struct. */
export const formValidator =
  <T, S>(struct: Struct<T, S>) =>
  (values: object): FormErrors | undefined =>
    structErrors(struct, values)

/** final-form's field `validate` from a rule: the rule's message or undefined. */
export function fieldValidator(rule: FieldRule) {
  const struct = ruleStruct(rule)
  return (value: unknown): string | undefined => {
    const [error] = validate(value, struct)
    return error?.message
  }
}
