// Derives JSON Schema (for Fastify's validator and /openapi.json) from the rules in rules.ts.
// 'x-messages' carries the rule's Vietnamese message per JSON Schema keyword; the server's
// error handler reads it back, so a 400 says exactly what the form would say.
import type { FieldRule } from './rules'

export type JsonSchema = Record<string, unknown>

export function ruleToJsonSchema(rule: FieldRule, extra: JsonSchema = {}): JsonSchema {
  const messages: Record<string, string> = { type: `${rule.label} không hợp lệ` }
  const schema: JsonSchema = { description: rule.label }
  if (rule.type === 'string') {
    schema.type = 'string'
    if (rule.required) messages.minLength = rule.required
    if (rule.minLength) {
      schema.minLength = rule.minLength.value
      messages.minLength = rule.minLength.message
    } else if (rule.required) schema.minLength = 1
    if (rule.maxLength) {
      schema.maxLength = rule.maxLength.value
      messages.maxLength = rule.maxLength.message
    }
    if (rule.pattern) {
      schema.pattern = rule.pattern.source
      messages.pattern = rule.pattern.message
    }
  } else {
    schema.type = 'integer'
    messages.type = `${rule.label} phải là số nguyên`
    // AJV coerces "1e309" to Infinity and then skips minimum/maximum: reject non-finite numbers.
    schema['x-finite'] = true
    messages['x-finite'] = messages.type
    if (rule.min) {
      schema.minimum = rule.min.value
      messages.minimum = rule.min.message
    }
    if (rule.max) {
      schema.maximum = rule.max.value
      messages.maximum = rule.max.message
    }
    if (rule.multipleOf) {
      schema.multipleOf = rule.multipleOf.value
      messages.multipleOf = rule.multipleOf.message
    }
    if (rule.oneOf) {
      schema.enum = [...rule.oneOf.values]
      messages.enum = rule.oneOf.message
    }
  }
  if (rule.required) messages.required = rule.required
  return { ...schema, 'x-messages': messages, ...extra }
}

/** An object schema from named rules; `required` lists the property names that must be present. */
export function objectSchema(
  properties: Record<string, FieldRule>,
  required: string[] = [],
  extra: JsonSchema = {},
): JsonSchema {
  const requiredMessages = Object.fromEntries(
    required.map((name) => [name, properties[name].required ?? `Thiếu ${properties[name].label}`]),
  )
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, rule]) => [name, ruleToJsonSchema(rule)])),
    required,
    additionalProperties: false,
    'x-required-messages': requiredMessages,
    ...extra,
  }
}

/** An objectSchema with properties its rules cannot express (arrays, enums of strings, dates). */
export const withProperties = (schema: JsonSchema, properties: JsonSchema, required: string[] = [], messages: Record<string, string> = {}): JsonSchema => ({
  ...schema,
  properties: { ...(schema.properties as JsonSchema), ...properties },
  required: [...(schema.required as string[]), ...required],
  'x-required-messages': { ...(schema['x-required-messages'] as object), ...messages },
})

/** A list of 1 to `max` record ids, each refused with the same message. */
export const idList = (message: string, max: number): JsonSchema => ({
  type: 'array',
  minItems: 1,
  maxItems: max,
  items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, 'x-finite': true, 'x-messages': { type: message, minimum: message, maximum: message, 'x-finite': message } },
  'x-messages': { type: message, minItems: message, maxItems: message },
})

/**
 * A calendar day, yyyy-MM-dd: the format 'date', which the server's validator checks as a real day
 * (isDay: no 30/02, month 13 or year 0000), refused with `message`, which names the field. Every
 * date of the contract uses it (docs/decisions/0033-input-depth-and-dates.md).
 */
export const calendarDay = (message: string, description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  format: 'date',
  description,
  'x-messages': { type: message, format: message },
  ...extra,
})
