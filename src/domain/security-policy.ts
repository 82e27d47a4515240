// The security headers of the site and the API, one definition for `npm start` (server/) and the
// CDN (netlify.toml, checked against this by a test): docs/decisions/0007-security-review.md.

/** Headers every response carries, whatever serves it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** HSTS, sent when the site is served over https (the CDN always; `npm start` behind a TLS proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The policy every response carries as a header. The page policies below are stricter; they are
 * in each page's <meta> too, where frame-ancestors cannot go, so this header keeps it.
 */
export const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"

/** API answers (JSON, images): nothing in them may run or load anything. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The prerendered pages: scripts from this origin and the inline scripts whose hashes the build
 * found (each is the same on every page; the data a page carries is in JSON blocks). No
 * 'unsafe-inline' script; inline style attributes are allowed (toasts and tooltips set them).
 */
export function pagePolicy(scriptHashes: readonly string[], apiOrigin: string | null = null): string {
  const api = apiOrigin ? ` ${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // blob: and data: — the avatar cropper reads the chosen picture back (EXIF orientation)
    `connect-src 'self' blob: data:${api}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    BASE_POLICY,
  ].join('; ')
}

/**
 * The CMS at /admin and nothing else: Decap CMS compiles its config schema at run time
 * ('unsafe-eval') and styles with injected <style> elements; it talks to the local editing server
 * (decap-server, port 8081) or to GitHub through Netlify's OAuth, and reads the images of an entry
 * back from blob: URLs when it saves (without blob: no banner could be saved).
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' blob: http://localhost:8081 https://api.github.com https://api.netlify.com",
  "frame-src 'self' https://api.netlify.com",
  BASE_POLICY,
].join('; ')
