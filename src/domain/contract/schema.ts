// The building blocks of the contracts' schemas (TypeBox: JSON Schema for Fastify's validator and
// serializer and /openapi.json, with the static type of each). Request objects are made of the
// validation rules of src/domain/validation (their Vietnamese messages ride along as 'x-messages'),
// so a limit and its sentence stay written once.
import { Kind, Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox'
import type { FieldRule } from '../validation/rules'
import { objectSchema, ruleToJsonSchema, withProperties, type JsonSchema } from '../validation/json-schema'

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** An ISO 8601 instant. */
export const DateTime = Type.String({ format: 'date-time' })

/** One of a list of strings (a plain `enum`, lighter to serialize than a union of literals). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: JsonSchema = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] })

/** A page of a list: its items and where it is. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), offset: Type.Integer(), limit: Type.Integer() })

type FieldValue<F> = F extends TSchema ? Static<F> : F extends { type: 'integer' } ? number : F extends { type: 'string' } ? string : never
type Simplify<T> = { [K in keyof T]: T[K] }
export type FieldsStatic<P, R extends keyof P> = Simplify<{ [K in R]: FieldValue<P[K]> } & { [K in Exclude<keyof P, R>]?: FieldValue<P[K]> }>

const isSchema = (value: FieldRule | TSchema): value is TSchema => Kind in value

/**
 * A request object (body, query or path parameters) whose properties are validation rules or
 * TypeBox schemas; `required` names the properties that must be there and `messages` the sentence
 * when one is missing (a rule's own `required` otherwise). No other property is accepted.
 */
export function fields<const P extends Record<string, FieldRule | TSchema>, const R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
  messages: Partial<Record<R, string>> = {},
): TUnsafe<FieldsStatic<P, R>> {
  const entries = Object.entries(properties)
  const rules = Object.fromEntries(entries.filter(([, value]) => !isSchema(value))) as Record<string, FieldRule>
  const schemas = Object.fromEntries(entries.filter(([, value]) => isSchema(value)))
  const ruleRequired = required.filter((name) => name in rules)
  const schemaRequired = required.filter((name) => name in schemas)
  const object = withProperties(objectSchema(rules, ruleRequired), schemas, schemaRequired, messages as Record<string, string>)
  // in the order written: the first missing property is the one the 400 names
  object.properties = Object.fromEntries(Object.keys(properties).map((name) => [name, (object.properties as JsonSchema)[name]]))
  object.required = [...required]
  return Type.Unsafe<FieldsStatic<P, R>>(object)
}

/** A request's rules and its schema: the server normalises what the rules ask (+84 phones to 0..., NFC text) before validating. */
export interface RuledInput<S extends TSchema = TSchema> {
  schema: S
  rules: Record<string, FieldRule | TSchema>
  required: readonly string[]
}

/** `fields`, keeping the rules for the server's normalisation (server/lib/normalize-input.ts). */
export function ruledFields<const P extends Record<string, FieldRule | TSchema>, const R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
  messages: Partial<Record<R, string>> = {},
): RuledInput<TUnsafe<FieldsStatic<P, R>>> {
  return { schema: fields(properties, required, messages), rules: properties, required }
}

/** A schema made of one validation rule, typed as T (a rule's string that is one of a list). */
export const ruled = <T>(rule: FieldRule) => Type.Unsafe<T>(ruleToJsonSchema(rule))
