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
