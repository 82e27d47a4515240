// The request body schema of a config-driven form (Fastify's validator and /openapi.json): types,
// shapes and sanity caps, with the field's own messages. The exact SPEC 5 rules run after
// normalisation with validateFields, so the server and the form say the same sentences.
import { calendarDay, type JsonSchema } from '../validation/json-schema'
import type { FieldConfig } from './field-config'
import { FORM_MSG } from './validate'

const MAX_ID = 2_147_483_647

const textSchema = (field: FieldConfig): JsonSchema => ({
  type: ['string', 'null'],
  description: field.label,
  // well above the field's own limit: only stops absurd input before the real rule speaks
  maxLength: field.max_length ? field.max_length * 2 + 100 : 200,
  'x-messages': { type: FORM_MSG.invalid(field.label), maxLength: FORM_MSG.invalid(field.label) },
})

const integerSchema = (field: FieldConfig, max = MAX_ID): JsonSchema => ({
  type: ['integer', 'null'],
  description: field.label,
  minimum: 0,
  maximum: max,
  'x-finite': true,
  'x-messages': Object.fromEntries(['type', 'minimum', 'maximum', 'x-finite'].map((key) => [key, FORM_MSG.invalid(field.label)])),
})

function propertiesOf(field: FieldConfig): Record<string, JsonSchema> {
  switch (field.input_type) {
    case 'range':
      return Object.fromEntries([field.from, field.to].filter((part): part is FieldConfig => !!part).map((part) => [part.name, integerSchema(part, Number.MAX_SAFE_INTEGER)]))
    case 'date':
      // '' is a date not filled in (validateFields gives the required message); text, a real day
      return {
        [field.name]: {
          type: ['string', 'null'],
          description: `${field.label} (yyyy-MM-dd)`,
          if: { type: 'string', minLength: 1 },
          then: calendarDay(FORM_MSG.dateFormat(field.label), field.label),
          'x-messages': { type: FORM_MSG.dateFormat(field.label) },
        },
      }
    case 'switch':
    case 'checkbox':
      return { [field.name]: { type: ['boolean', 'null'], description: field.label, 'x-messages': { type: FORM_MSG.invalid(field.label) } } }
    case 'images':
      return {
        [field.name]: {
          type: ['array', 'null'],
          description: field.label,
          maxItems: field.max_items ?? 30,
          items: { type: 'string', maxLength: 1000 },
          'x-messages': { type: FORM_MSG.invalid(field.label), maxItems: field.max_items_message ?? FORM_MSG.invalid(field.label) },
        },
      }
    case 'number':
    case 'option_api':
    case 'radio':
    case 'location':
    case 'street':
      if (field.multiple) {
        return {
          [field.name]: {
            type: ['array', 'null'],
            description: field.label,
            maxItems: 100,
            items: { type: 'integer', minimum: 1, maximum: MAX_ID },
            'x-messages': { type: FORM_MSG.invalid(field.label), maxItems: FORM_MSG.invalid(field.label) },
          },
        }
      }
      return { [field.name]: integerSchema(field) }
    default:
      return { [field.name]: textSchema(field) }
  }
}

/** An object schema with a property per field (ranges: one per end), plus `extra` properties. */
export function formBodySchema(fields: FieldConfig[], extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: 'object',
    properties: { ...Object.assign({}, ...fields.map(propertiesOf)), ...extra },
    additionalProperties: false,
  }
}
