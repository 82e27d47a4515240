// Typed calls of the API (docs/decisions/0035-api-contract.md): an area's client (lib/api/<area>.ts)
// is made from its routes (src/domain/contract/<area>.paths.ts, no schema library) and typed by its
// contract, imported with `import type` only: `walletApi.deposit({ params: { ref } })` answers
// ApiResult<Deposit>, and `walletApi.deposit.path({ params: { ref } })` is its URL (an SWR key, a
// file's address).
import type { InputOf, Operation, PathInputOf, ResponseOf } from '../../domain/contract/define'
import { buildPath, type PathParams, type QueryParams, type Route } from '../../domain/contract/operation'
import { request, type ApiResult, type RequestOptions } from '../http'

/**
 * Per call: cache a successful GET in memory, cancel it, or send the token to a public operation
 * that answers a signed-in caller more (`auth: true`).
 */
export type CallOptions = Pick<RequestOptions, 'cache' | 'signal' | 'auth'>

// the input may be left out when nothing in it is required
type Input<I> = Record<never, never> extends I ? [input?: I] : [input: I]

export interface Call<O> {
  /** The envelope (never throws); the token is sent unless the operation is public. */
  (...args: [...Input<InputOf<O>>, options?: CallOptions]): Promise<ApiResult<ResponseOf<O>>>
  path(...args: Input<PathInputOf<O>>): string
}

export type Client<C> = { [K in keyof C]: Call<C[K]> }

interface AnyInput {
  params?: PathParams
  query?: QueryParams
  body?: unknown
  headers?: Record<string, string>
}

export function apiClient<C extends Record<string, Operation>>(routes: { [K in keyof C]: Route & Pick<C[K], 'method' | 'path'> }): Client<C> {
  const calls = Object.entries(routes as Record<string, Route>).map(([name, route]) => {
    const path = (input: AnyInput = {}) => buildPath(route.path, input.params, input.query)
    const call = (input: AnyInput = {}, options: CallOptions = {}) =>
      request(route.method, path(input), {
        ...options,
        auth: options.auth ?? !route.public,
        headers: input.headers,
        body: input.body,
      })
    return [name, Object.assign(call, { path })]
  })
  return Object.fromEntries(calls) as Client<C>
}
