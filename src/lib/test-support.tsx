// Test support for the site's unit tests: mock only the network, and render inside a router (with a
// fresh SWR cache) that shows where the page went. Each "METHOD /path?query" (or "METHOD /path" for
// any query) answers an envelope, or a promise of one to hold a request open; calls are recorded
// with their bodies.
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { jobPath, type JobCard } from '../domain/jobs'

export type Reply = { status?: number; body: unknown }
export type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>)

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } })
export const fail = (status: number, message: string, code = 'bad_request'): Reply => ({
  status,
  body: { success: false, error: { code, message } },
})

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const key = `${method} ${url.pathname}${url.search}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ key, body })
    const handler = handlers[key] ?? handlers[`${method} ${url.pathname}`]
    const reply = handler === undefined ? fail(404, `không có ${key}`) : typeof handler === 'function' ? await handler(body) : handler
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  return {
    calls,
    keys: () => calls.map((c) => c.key),
    bodies: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body),
  }
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
}

/** A router at `path` (with a catch-all showing the current location) and a fresh SWR cache. */
export function inRouter(ui: ReactNode, path = '/') {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  )
}

/** A job card as the API sends it (src/domain/jobs.ts); every test overrides what it reads. */
export function makeJobCard(overrides: Partial<JobCard> = {}): JobCard {
  const id = overrides.id ?? 10234
  const slug = overrides.slug ?? 'ke-toan-tong-hop'
  return {
    id,
    slug,
    title: 'Kế toán tổng hợp',
    url: jobPath({ slug, id }),
    organization: { id: 7, name: 'Công ty TNHH An Phát', slug: 'cong-ty-tnhh-an-phat', logo_url: null, initials: 'AP', is_partner: false },
    city: { id: 79, name: 'TP. Hồ Chí Minh' },
    district: { id: 760, name: 'Quận 1' },
    salary_min: null,
    salary_max: null,
    job_type: { id: 12, name: 'Kế toán' },
    service_ids: [],
    // 18:30 UTC on 4 January is 01:30 on 5 January in Vietnam
    published_at: '2026-01-04T18:30:00.000Z',
    expires_at: '2026-02-04T16:59:59.000Z',
    ...overrides,
  }
}
