// Where the API is. In the browser: VITE_API_ORIGIN, or the page's own origin (one-port server,
// CDN proxy). At build time (SSG in Node): BUILD_API_ORIGIN, set by scripts/build.ts.
export const isBrowser = typeof window !== 'undefined'

export function apiOrigin(): string {
  if (import.meta.env.SSR) {
    return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.BUILD_API_ORIGIN ?? 'http://127.0.0.1:3000'
  }
  return (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? ''
}

/** Realtime goes straight to the API origin (CDN proxies time out long connections). */
export const socketOrigin = (): string =>
  (import.meta.env.VITE_SOCKET_ORIGIN as string | undefined) ?? (apiOrigin() || window.location.origin)

export const siteOrigin = (): string =>
  (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? (isBrowser ? window.location.origin : 'http://localhost:3000')

/** VITE_DISABLE_REALTIME=1 (or true) switches the socket off (SPEC 4.2: "not cancelled by an environment flag"). */
export const realtimeDisabled = (): boolean => {
  const flag = String(import.meta.env.VITE_DISABLE_REALTIME ?? '').toLowerCase()
  return flag === '1' || flag === 'true'
}
