// Fire-and-forget POSTs for counting (views, impressions, contacts): sent once the page has loaded
// and the browser is idle, so counting never competes with rendering or hydration, with
// navigator.sendBeacon (delivered even when the page is being left), else fetch with keepalive.
// Never throws, never runs on the server.
import { apiOrigin, isBrowser } from './env'
import { tokenStore } from './http'

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }

/** Runs after the load event, when the main thread is idle (at most 2 s later). */
function whenIdle(run: () => void): void {
  const idle = () => {
    const { requestIdleCallback } = window as IdleWindow
    if (requestIdleCallback) requestIdleCallback(run, { timeout: 2000 })
    else setTimeout(run, 1)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

const sameOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

function send(path: string, body: unknown): void {
  const url = `${apiOrigin()}${path}`
  const json = JSON.stringify(body)
  const token = tokenStore.get()
  // A beacon cannot carry the Authorization header (a signed-in visitor is counted by account, so
  // they go through fetch), and a JSON beacon to another origin would need a CORS preflight.
  if (!token && typeof navigator.sendBeacon === 'function' && sameOrigin(url)) {
    try {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return
    } catch {
      // refused (e.g. too large, or blocked by an extension): try fetch
    }
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  fetch(url, { method: 'POST', headers, body: json, keepalive: true }).catch((error: unknown) => {
    console.warn('[tracking]', path, error instanceof Error ? error.message : error)
  })
}

/**
 * Posts `body` to an API path in the background. `immediately`: now, for a page being hidden or
 * left (a flush of queued impressions), where waiting for idle time would lose the call.
 */
export function beacon(path: string, body: unknown, { immediately = false }: { immediately?: boolean } = {}): void {
  if (!isBrowser) return
  if (immediately) send(path, body)
  else whenIdle(() => send(path, body))
}
