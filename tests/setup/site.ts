// Site unit/component tests. The project's files share one window per worker (isolate: false in
// vite.config.ts: a window and the packages set up once, not for each of the ~90 files); each file
// starts here as in a page of its own: the project's modules evaluated afresh (module state such as
// caches and stores), storage, cookies, the document and the address cleared, globals and timers
// as they were. What a test rendered is unmounted after it (before the console check of
// ./console-errors.ts, which runs after it: Vitest runs after-hooks last registered first).
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import './console-errors'

vi.resetModules()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.useRealTimers()
localStorage.clear()
sessionStorage.clear()
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim()
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
document.head.replaceChildren()
document.body.replaceChildren()
document.documentElement.removeAttribute('lang')
window.history.replaceState(null, '', '/')

afterEach(() => {
  cleanup()
})
