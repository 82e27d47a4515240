// Shared setup of the layout tests: the menus API answering with the contract's groups, the layout
// rendered in a router at a given address, and a clean user, inbox and HTTP cache after each test.
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, vi } from 'vitest'
import { resetUser } from '../../features/auth/state'
import { clearInbox } from '../../features/inbox/state'
import { makeMenuGroups } from '../../features/menu/test-utils'
import { clearHttpCache } from '../../lib/http'

/** `ui` at `path`, with a cache of its own so no test sees another's menus. */
export function renderAt(path: string, ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {ui}
      </MemoryRouter>
    </SWRConfig>,
  )
}

/** Call once at the top of a test file. */
export function setupLayoutTests() {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: { groups: makeMenuGroups() } })),
    )
  })
  afterEach(() => {
    resetUser()
    clearInbox()
    clearHttpCache()
  })
}
