// What the site's bundle carries of the contract (docs/decisions/0035-api-contract.md): each
// operation's method and path template, and the builder of its URL. No schema library here: the
// schemas, and the types derived from them, are in the area's contract module (contract/<area>.ts),
// which the site imports only with `import type`.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One operation as the wire sees it: method and path template (`:name` for a path parameter). */
export interface Route {
  method: Method
  path: string
  /** anyone may call it (the server's access is 'public'); the site then sends no token */
  public?: true
}

/** An area's routes by operation name, kept literal so the contract and the site see the exact paths. */
export const routeTable = <const T extends Record<string, Route>>(table: T): T => table

export type PathParams = Record<string, string | number>
export type QueryParams = Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>

/**
 * A route's URL: each `:name` of the template replaced by its parameter (encoded), then the query in
 * the order given, leaving out what is undefined or null; an array repeats its key.
 */
export function buildPath(path: string, params?: PathParams, query?: QueryParams): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path}: thiếu tham số ${name}`)
    return encodeURIComponent(String(value))
  })
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [value].flat().map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`),
  )
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled
}
