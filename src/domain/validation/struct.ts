// Derives superstruct structs (for final-form validation in the site) from the rules in rules.ts.
import { define, type Struct } from 'superstruct'
import { checkValue, type FieldRule } from './rules'

export const ruleStruct = (name: string, rule: FieldRule): Struct<unknown, null> =>
  define(name, (value) => checkValue(rule, value) ?? true)

/** final-form field validator: returns the message or undefined. */
export const fieldValidator =
  (rule: FieldRule) =>
  (value: unknown): string | undefined =>
    checkValue(rule, value)
