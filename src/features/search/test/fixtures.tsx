// Shared data for the search feature's component tests.
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import type { CommonData } from '../../../domain/config-types'
import { commonState } from '../common-config'
import type { PopularSearch } from '../use-random-pick'

const jobTypeNames: Array<[number, string, number]> = [
  [1, 'Nhân viên bán hàng', 301],
  [2, 'Nhân viên kinh doanh', 301],
  [3, 'Thu ngân', 301],
  [8, 'Kế toán', 302],
  [9, 'Kế toán tổng hợp', 302],
  [10, 'Kế toán kho', 302],
  [11, 'Kiểm toán', 302],
  [12, 'Lập trình viên', 303],
  [13, 'Kiểm thử phần mềm', 303],
  [18, 'Marketing', 304],
  [19, 'Nhân viên marketing online', 304],
  [30, 'Đầu bếp', 309],
]

export const commonData: CommonData = {
  categories: [
    { id: 3, name: 'Việc làm', slug: 'viec-lam', parent_id: 0 },
    { id: 301, name: 'Kinh doanh - Bán hàng', slug: 'kinh-doanh-ban-hang', parent_id: 3 },
    { id: 302, name: 'Kế toán - Kiểm toán', slug: 'ke-toan-kiem-toan', parent_id: 3 },
    { id: 303, name: 'IT - Phần mềm', slug: 'it-phan-mem', parent_id: 3 },
  ],
  cities: [
    { id: 1, name: 'Hà Nội', slug: 'ha-noi', parent_id: 0, aliases: [] },
    { id: 2, name: 'TP. Hồ Chí Minh', slug: 'tp-ho-chi-minh', parent_id: 0, aliases: [] },
    { id: 101, name: 'Cầu Giấy', slug: 'cau-giay', parent_id: 1, aliases: [] },
    { id: 102, name: 'Ba Đình', slug: 'ba-dinh', parent_id: 1, aliases: [] },
    { id: 201, name: 'Quận 1', slug: 'quan-1', parent_id: 2, aliases: [] },
  ],
  jobConfig: {
    version: 20251013,
    job_types: jobTypeNames.map(([id, name, subcategory_id]) => ({ id, name, slug: `t-${id}`, subcategory_id })),
    employment_types: [],
    salary_ranges: [
      { id: 502, name: '3 - 5 triệu', slug: '3-5-trieu', min: 3_000_000, max: 5_000_000 },
      { id: 505, name: '10 - 15 triệu', slug: '10-15-trieu', min: 10_000_000, max: 15_000_000 },
      { id: 509, name: 'Trên 50 triệu', slug: 'tren-50-trieu', min: 50_000_000, max: null },
      { id: 510, name: 'Thỏa thuận', slug: 'thoa-thuan', min: null, max: null },
    ],
    experiences: [],
    readiness: [],
    educations: [],
    genders: [],
    ages: [],
    birth_years: [],
  },
}

/** Puts the fixture configuration in the shared store (the prerendered pages do the same). */
export function provideFixtureConfig(isMobile = false) {
  commonState.commonData = structuredClone(commonData)
  commonState.isMobile = isMobile
}

export const popular: PopularSearch[] = Array.from({ length: 30 }, (_, i) => ({
  slug: `viec-${i + 1}`,
  title: `Việc làm phổ biến ${i + 1}`,
  url: `/tuyen-dung-viec-${i + 1}`,
}))

function CurrentUrl() {
  const location = useLocation()
  return <output data-testid="url">{location.pathname + location.search}</output>
}

/** A router at `url` with an isolated SWR cache; the current URL is shown in [data-testid=url]. */
export function withApp(ui: ReactNode, url = '/') {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <CurrentUrl />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  )
}

export const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
