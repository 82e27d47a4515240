// An area's contract (docs/decisions/0035-api-contract.md): its routes (contract/<area>.paths.ts)
// joined with each operation's schemas, and the TypeScript types derived from those schemas. The
// server registers its routes from it (server/lib/contract.ts); the site types its calls with it
// (src/lib/api-client.ts, `import type` only, so TypeBox stays out of the site's bundle).
import type { Static, TSchema } from '@sinclair/typebox'
import type { Route } from './operation'

/** What the contract says of an operation besides its route. */
export interface OperationSchemas {
  /** one sentence for /openapi.json */
  summary: string
  /** more for /openapi.json: defaults, limits, error codes */
  description?: string
  params?: TSchema
  query?: TSchema
  body?: TSchema
  headers?: TSchema
  /** the `data` of the answer { success: true, data }; with `envelope: false` the whole answer */
  response: TSchema
  /** it may answer 201 (with the same data) when it created the record */
  created?: true
  /** the error statuses it answers, each with the error envelope (default [400]) */
  errors?: readonly number[]
  /** the answer follows someone else's protocol, not the envelope (VNPay's IPN reply) */
  envelope?: false
  /** the answer is a file of this content type, or of one of these (the response schema describes its bytes) */
  produces?: string | readonly string[]
  /** the request's content types when not JSON (an upload: multipart/form-data) */
  consumes?: readonly string[]
}

export type Operation = Route & OperationSchemas & { id: string }

export interface Contract<Ops extends Record<string, Operation> = Record<string, Operation>> {
  /** the area's name: the OpenAPI tag and the first part of each operation's id */
  area: string
  /** path prefixes every route of which belongs to this area (the coverage test checks them) */
  owns: readonly string[]
  operations: Ops
}

type Joined<A extends string, R extends Record<string, Route>, S extends Record<keyof R, OperationSchemas>> = {
  [K in keyof R & string]: R[K] & S[K] & { id: `${A}.${K}` }
}

/**
 * Joins an area's routes with their schemas: every route needs its schemas and no schemas may name
 * an operation the routes do not have (both fail tsc).
 */
export function defineContract<const A extends string, const R extends Record<string, Route>, S extends Record<keyof R, OperationSchemas>>(
  area: A,
  owns: readonly string[],
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): Contract<Joined<A, R, S>> {
  const operations = Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, ...(schemas[name as keyof R] as OperationSchemas), id: `${area}.${name}` }]))
  return { area, owns, operations: operations as Joined<A, R, S> }
}

type Part<O, K extends string> = O extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined

export type ParamsOf<O> = Part<O, 'params'>
export type QueryOf<O> = Part<O, 'query'>
export type BodyOf<O> = Part<O, 'body'>
export type HeadersOf<O> = Part<O, 'headers'>
/** The answer's data (the whole answer of an operation outside the envelope). */
export type ResponseOf<O> = O extends { response: infer S extends TSchema } ? Static<S> : never

/** A part of a call's input: absent when the operation has none, optional when all its fields are. */
type InputPart<K extends string, T> = [T] extends [undefined] ? unknown : Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T }

/** What the URL of a call of the operation is built from. */
export type PathInputOf<O> = InputPart<'params', ParamsOf<O>> & InputPart<'query', QueryOf<O>>

/** What a call of the operation sends besides its method and path: a body whenever it has a body schema (`{}` at least). */
export type InputOf<O> = PathInputOf<O> & ([BodyOf<O>] extends [undefined] ? unknown : { body: BodyOf<O> }) & InputPart<'headers', HeadersOf<O>>
