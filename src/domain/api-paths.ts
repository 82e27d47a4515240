// Path prefixes that belong to the API service, not to the site (used by the one-port server,
// the dev proxy and netlify.toml's proxy rules).
export const API_PREFIXES = [
  '/job/',
  '/listing/',
  '/cms/',
  '/identity/',
  '/tracking/',
  '/media/',
  '/mail/',
  '/payment/',
  '/dev/api/',
  '/socket.io/',
] as const

export const isApiPath = (url: string): boolean =>
  url === '/openapi.json' || API_PREFIXES.some((prefix) => url.startsWith(prefix))

/**
 * Marks the site's own calls to the API from the server side (the prerender of `npm run build`, the
 * pages rendered again on the server): the API logs them at debug level, not info, when they come
 * from the same machine (server/lib/logging.ts). Browsers never send it.
 */
export const PRERENDER_HEADER = 'x-prerender'
