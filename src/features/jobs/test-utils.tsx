// Test helpers for this feature: data factories (shapes of src/domain/jobs.ts), a router wrapper
// and the fetch mock (the network is the only boundary mocked).
import type { ReactNode } from 'react'
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom'
import { vi } from 'vitest'
import type { JobDetail } from '../../domain/jobs'
import { makeJobCard } from '../../lib/test-support'

export { makeJobCard }

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const card = makeJobCard(overrides)
  return {
    ...card,
    organization: {
      ...card.organization,
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      size: '50 - 100 nhân viên',
      website: 'https://anphat.vn',
      description: 'Phân phối thiết bị văn phòng.',
    },
    salary_min: 10_000_000,
    salary_max: 15_000_000,
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    description: 'Công ty cần tuyển kế toán tổng hợp.\n- Lập báo cáo thuế\n- Theo dõi công nợ',
    requirements: '- Tốt nghiệp cao đẳng kế toán\n- Thành thạo Excel',
    benefits: '- Lương tháng 13\n- Bảo hiểm đầy đủ',
    quantity: 2,
    employment_type: { id: 1, name: 'Toàn thời gian', schema_org: 'FULL_TIME' },
    experience: { id: 602, name: '1 năm' },
    education: { id: 3, name: 'Cao đẳng' },
    gender: null,
    age: null,
    category: { id: 3, name: 'Việc làm' },
    subcategory: { id: 31, name: 'Kế toán - Kiểm toán' },
    contact_name: 'Chị Lan',
    images: [],
    video_url: null,
    contact_phone_masked: '0987 654 ***',
    view_count: 10,
    is_expired: false,
    updated_at: '2026-01-05T02:00:00.000Z',
    ...overrides,
  } as JobDetail
}

type Reply = { status?: number; body: unknown }

/**
 * Mocks the network boundary: each call gets a fresh Response from `reply` (default: success with
 * { tracked: 1 }). Returns the spy; `posted(path)` lists the JSON bodies POSTed to a path. Beacons
 * are refused, so counting calls (lib/beacon) fall back to fetch and are listed too.
 */
export function mockFetch(reply: (url: string, init?: RequestInit) => Reply = () => ({ body: { success: true, data: { tracked: 1 } } })) {
  if (typeof navigator.sendBeacon === 'function') vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false)
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const { status = 200, body } = reply(String(input), init)
    return new Response(JSON.stringify(body), { status })
  })
  const posted = (path: string): unknown[] =>
    spy.mock.calls
      .filter(([url, init]) => String(url).includes(path) && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)))
  return Object.assign(spy, { posted })
}

/** MemoryRouter with React Router v7's behaviour switched on (no future-flag warnings). */
export function TestRouter({ children, initialEntries }: { children: ReactNode; initialEntries?: MemoryRouterProps['initialEntries'] }) {
  return (
    <MemoryRouter initialEntries={initialEntries} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {children}
    </MemoryRouter>
  )
}

/**
 * Replaces IntersectionObserver: `show(element)` reports an observed element as on screen (at the
 * given ratio); `all` shows every element as soon as it is observed.
 */
export function mockIntersectionObserver({ all = false }: { all?: boolean } = {}) {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>()
  const entry = (target: Element, ratio: number) =>
    ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry
  class FakeIntersectionObserver {
    private readonly state: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }
    constructor(callback: IntersectionObserverCallback) {
      this.state = { callback, targets: new Set(), self: this as unknown as IntersectionObserver }
      observers.add(this.state)
    }
    observe(target: Element) {
      this.state.targets.add(target)
      if (all) queueMicrotask(() => this.state.targets.has(target) && this.state.callback([entry(target, 1)], this.state.self))
    }
    unobserve(target: Element) {
      this.state.targets.delete(target)
    }
    disconnect() {
      this.state.targets.clear()
      observers.delete(this.state)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    show(target: Element, ratio = 1) {
      for (const observer of observers) if (observer.targets.has(target)) observer.callback([entry(target, ratio)], observer.self)
    },
  }
}

/**
 * Lets counting calls queued for idle time (lib/beacon) leave while the fetch mock is still in
 * place: call it after each test that renders a job page or a list.
 */
export const settleBackgroundWork = () => new Promise<void>((resolve) => setTimeout(resolve, 20))
