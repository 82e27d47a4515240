// Tests of this feature mock only the network ("METHOD /path?query" -> envelope) and give each
// render its own SWR cache and a router that shows where it went.
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import type { JobCard } from '../../domain/jobs'
import type { AppliedItem, ApplyProfile, MatchingJob } from './types'

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
    const handler = handlers[key] ?? handlers[`${init?.method ?? 'GET'} ${url.pathname}`]
    const reply = handler === undefined ? fail(404, `không có ${key}`) : typeof handler === 'function' ? handler(body) : handler
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  return { calls, keys: () => calls.map((c) => c.key) }
}

export function makeJob(overrides: Partial<JobCard> = {}): JobCard {
  const id = overrides.id ?? 10234
  const slug = overrides.slug ?? 'ke-toan-tong-hop'
  return {
    id,
    slug,
    title: 'Kế toán tổng hợp',
    url: `/viec-lam/${slug}-${id}`,
    organization: { id: 1, name: 'Công ty TNHH Minh Phát', slug: 'minh-phat', logo_url: null, is_partner: false },
    city: { id: 1, name: 'Hà Nội' },
    district: null,
    salary_min: 10_000_000,
    salary_max: 15_000_000,
    job_type: { id: 12, name: 'Kế toán' },
    service_ids: [],
    published_at: '2026-01-05T02:00:00.000Z',
    expires_at: '2099-02-04T02:00:00.000Z',
    ...overrides,
  }
}

export const makeMatching = (overrides: Partial<MatchingJob> = {}): MatchingJob => ({ ...makeJob(overrides), score: 85, ...overrides })

export function makeAppliedItem(job: JobCard, overrides: { status?: number; is_active?: boolean; id?: number } = {}): AppliedItem {
  const status = overrides.status ?? 1
  const labels: Record<number, string> = { 1: 'Đã gửi', 2: 'Nhà tuyển dụng đã xem', 3: 'Phù hợp', 4: 'Chưa phù hợp', 5: 'Đã mời phỏng vấn' }
  return {
    application: {
      id: overrides.id ?? job.id + 1,
      job_id: job.id,
      user_id: 7,
      jobseeker_id: 3,
      source: 'manual',
      status,
      status_label: labels[status],
      created_at: '2026-03-02T03:00:00.000Z',
      updated_at: status === 1 ? '2026-03-02T03:00:00.000Z' : '2026-03-05T03:00:00.000Z',
    },
    job,
    is_active: overrides.is_active ?? true,
  }
}

export const PROFILE: ApplyProfile = {
  full_name: 'Nguyễn Thị Lan',
  phone: '0901234567',
  email: 'lan@example.com',
  job_types: [
    { id: 12, name: 'Kế toán', is_deleted: false },
    { id: 15, name: 'Hành chính', is_deleted: false },
  ],
  process_state: 1001,
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** A router at `path` (with a catch-all showing the current location) and a fresh SWR cache. */
export function renderWith(ui: ReactNode, path = '/') {
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

/** A card like the app's: a list item with the title link and the slot. */
export const simpleCard = (job: JobCard, slot: ReactNode) => (
  <li key={job.id}>
    <article aria-label={job.title}>
      <h2>
        <a href={job.url}>{job.title}</a>
      </h2>
      {slot}
    </article>
  </li>
)
