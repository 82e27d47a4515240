// Tests of this feature mock only the network ("METHOD /path" -> envelope) and give each render its
// own SWR cache and a router that records where it went.
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import type { SavedSearch } from './types'

type Reply = { status?: number; body: unknown }
type Handler = Reply | ((body: unknown) => Reply)

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } })
export const fail = (status: number, message: string, code = 'bad_request'): Reply => ({
  status,
  body: { success: false, error: { code, message } },
})

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ key, body })
    const handler = handlers[key]
    const reply = handler === undefined ? fail(404, `không có ${key}`) : typeof handler === 'function' ? handler(body) : handler
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  return { calls, keys: () => calls.map((c) => c.key) }
}

export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  const id = overrides.id ?? 1
  const query = overrides.query ?? 'q=k%E1%BA%BF+to%C3%A1n&city_id=1'
  return {
    id,
    name: '“kế toán” tại Hà Nội',
    query,
    url: `/tuyen-dung?${query}`,
    alerts_enabled: true,
    last_alert_at: null,
    created_at: '2026-03-01T03:00:00.000Z',
    updated_at: '2026-03-01T03:00:00.000Z',
    ...overrides,
  }
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** A router at `path` (with a catch-all showing the current location) and a fresh SWR cache. */
export function renderWith(ui: ReactNode, path = '/tuyen-dung') {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="*" element={<>{ui}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  )
}
