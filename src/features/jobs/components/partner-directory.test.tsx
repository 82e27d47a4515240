import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import type { Enterprise } from '../api/get-enterprises'
import { makeJobCard } from '../test-utils'
import { MORE_JOBS, PartnerDirectory, directorySummary } from './partner-directory'

const partner = (id: number, name: string, jobCount: number): Enterprise => ({
  id,
  name,
  slug: `dn-${id}`,
  logo_url: null,
  initials: 'AP',
  is_partner: true,
  job_count: jobCount,
})

const jobsOf = (orgId: number, n: number) =>
  Array.from({ length: n }, (_, i) => makeJobCard({ id: orgId * 100 + i, slug: `viec-${orgId}-${i}`, title: `Việc ${orgId}-${i}`, salary_min: 8_000_000, salary_max: 12_000_000 }))

const orgJobs = (orgId: number, limit: number) => `GET /job/v1/classifieds/organization-recruiting?organization_id=${orgId}&limit=${limit}`

describe('PartnerDirectory', () => {
  it('sums what the list shows', () => {
    expect(directorySummary([partner(1, 'A', 1200), partner(2, 'B', 3)])).toBe(
      '2 doanh nghiệp Đối tác dưới đây đang có 1.203 tin tuyển dụng còn hạn nộp hồ sơ.',
    )
  })

  it('shows each partner with its badge, open job count and prerendered newest jobs, without fetching them again', async () => {
    const api = mockApi({})
    render(
      inRouter(
        <PartnerDirectory
          partners={[partner(1, 'Công ty TNHH Minh Phát', 2), partner(2, 'Hộ kinh doanh Sky Việt', 5)]}
          previews={{ 1: jobsOf(1, 2), 2: jobsOf(2, 3) }}
        />,
        '/recruiters',
      ),
    )
    const first = screen.getByRole('article', { name: 'Công ty TNHH Minh Phát' })
    expect(within(first).getByText('Đối tác')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Công ty TNHH Minh Phát' }).getAttribute('href')).toBe('/cong-ty/dn-1-1')
    expect(within(first).getByText(/việc làm đang tuyển/).textContent).toBe('2 việc làm đang tuyển')
    expect(within(first).getByRole('link', { name: 'Việc 1-0' }).getAttribute('href')).toBe('/viec-lam/viec-1-0-100')
    expect(within(first).getAllByText('8 - 12 triệu · Quận 1, TP. Hồ Chí Minh')).toHaveLength(2)
    // everything is shown already: no button
    expect(within(first).queryByRole('button')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.keys()).toEqual([])
  })

  it('"Xem thêm" loads up to 20 newest jobs, keeps the first ones meanwhile, and folds back', async () => {
    const api = mockApi({ [orgJobs(2, MORE_JOBS)]: ok(jobsOf(2, 5)) })
    render(inRouter(<PartnerDirectory partners={[partner(2, 'Hộ kinh doanh Sky Việt', 5)]} previews={{ 2: jobsOf(2, 3) }} />, '/recruiters'))
    const card = screen.getByRole('article', { name: 'Hộ kinh doanh Sky Việt' })
    const more = within(card).getByRole('button', { name: 'Xem thêm 2 việc làm của Hộ kinh doanh Sky Việt' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    const jobLinks = () => within(within(card).getByRole('list', { name: /^Việc làm mới nhất/ })).getAllByRole('link')
    expect(jobLinks()).toHaveLength(3)
    await waitFor(() => expect(jobLinks()).toHaveLength(5))
    expect(api.keys()).toEqual([orgJobs(2, MORE_JOBS)])
    const less = within(card).getByRole('button', { name: 'Thu gọn của Hộ kinh doanh Sky Việt' })
    expect(less.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(less)
    expect(jobLinks()).toHaveLength(3)
  })

  it('says only the newest 20 are shown when a partner has more', async () => {
    mockApi({ [orgJobs(3, MORE_JOBS)]: ok(jobsOf(3, MORE_JOBS)) })
    render(inRouter(<PartnerDirectory partners={[partner(3, 'Tập đoàn Hưng Long', 45)]} previews={{ 3: jobsOf(3, 3) }} />, '/recruiters'))
    fireEvent.click(screen.getByRole('button', { name: /^Xem thêm 17 việc làm/ }))
    expect(await screen.findByText('Đang hiện 20 việc làm mới nhất.')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: /^Việc làm mới nhất/ })).getAllByRole('link')).toHaveLength(MORE_JOBS)
  })

  it('fetches the newest jobs of a partner that was not prerendered', async () => {
    const api = mockApi({ [orgJobs(4, 3)]: ok(jobsOf(4, 1)) })
    render(inRouter(<PartnerDirectory partners={[partner(4, 'Công ty Cổ phần Thiên Phúc', 1)]} previews={{}} />, '/recruiters'))
    expect(await screen.findByRole('link', { name: 'Việc 4-0' })).toBeTruthy()
    expect(api.keys()).toEqual([orgJobs(4, 3)])
  })
})

describe('PartnerDirectory with many partners', () => {
  it(`shows the first ${12} and the rest on request, moving focus to the first one revealed`, () => {
    mockApi({})
    const partners = Array.from({ length: 14 }, (_, i) => partner(i + 1, `Doanh nghiệp số ${i + 1}`, 1))
    const previews = Object.fromEntries(partners.map((p) => [p.id, jobsOf(p.id, 1)]))
    render(inRouter(<PartnerDirectory partners={partners} previews={previews} />, '/recruiters'))
    expect(screen.getAllByRole('article')).toHaveLength(12)
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm 2 doanh nghiệp' }))
    expect(screen.getAllByRole('article')).toHaveLength(14)
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Doanh nghiệp số 13' }))
    expect(screen.queryByRole('button', { name: /doanh nghiệp$/ })).toBeNull()
  })
})
