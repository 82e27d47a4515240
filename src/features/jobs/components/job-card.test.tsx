import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TRACKING } from '../../../domain/constants'
import { TestRouter, makeJobCard, mockFetch, mockIntersectionObserver, settleBackgroundWork } from '../test-utils'
import { JobCardItem, JobList } from './job-card'

const inList = (ui: React.ReactNode) => (
  <TestRouter>
    <ul>{ui}</ul>
  </TestRouter>
)

describe('job card', () => {
  it('shows title link, organization, "Thỏa thuận", place, job type, date and distinct badges', () => {
    render(
      inList(
        <JobCardItem
          job={makeJobCard({
            service_ids: [8, 7008, 16, 7016, 128],
            organization: { id: 7, name: 'Công ty TNHH An Phát', slug: 'an-phat', logo_url: null, initials: 'AP', is_partner: true },
          })}
        />,
      ),
    )
    const link = screen.getByRole('link', { name: 'Kế toán tổng hợp' })
    expect(link.getAttribute('href')).toBe('/viec-lam/ke-toan-tong-hop-10234')
    expect(screen.getByRole('heading', { level: 3, name: 'Kế toán tổng hợp' })).toBeTruthy()
    expect(screen.getByText('Công ty TNHH An Phát')).toBeTruthy()
    expect(screen.getByText('Đối tác')).toBeTruthy()
    expect(screen.getByText('Thỏa thuận')).toBeTruthy()
    expect(screen.getByText('Quận 1, TP. Hồ Chí Minh')).toBeTruthy()
    expect(screen.getByText('Kế toán')).toBeTruthy()
    expect(screen.getByText('05/01/2026').getAttribute('datetime')).toBe('2026-01-04T18:30:00.000Z')
    const badges = within(screen.getByRole('list', { name: 'Nhãn tin' })).getAllByRole('listitem')
    expect(badges.map((b) => b.textContent)).toEqual(['Tuyển gấp', 'Top Ads'])
    expect(badges[0].dataset.tone).toBe('green')
    expect(badges[1].dataset.tone).toBe('red')
  })

  it("links the organisation's name to its page, unless told not to (an ended job) or not to show it (its own page)", () => {
    const job = makeJobCard({ organization: { id: 7, name: 'Công ty TNHH An Phát', slug: 'cong-ty-tnhh-an-phat', logo_url: null, initials: 'AP', is_partner: false } })
    const { unmount } = render(inList(<JobCardItem job={job} />))
    expect(screen.getByRole('link', { name: 'Công ty TNHH An Phát' }).getAttribute('href')).toBe('/cong-ty/cong-ty-tnhh-an-phat-7')
    unmount()
    const second = render(inList(<JobCardItem job={job} organizationLink={false} />))
    expect(screen.getByText('Công ty TNHH An Phát')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Công ty TNHH An Phát' })).toBeNull()
    second.unmount()
    render(inList(<JobCardItem job={job} showOrganization={false} />))
    expect(screen.queryByText('Công ty TNHH An Phát')).toBeNull()
    expect(screen.getByRole('link', { name: 'Kế toán tổng hợp' })).toBeTruthy()
  })

  it('shows the salary label and no partner badge or badges when not set', () => {
    render(inList(<JobCardItem job={makeJobCard({ salary_min: 10_000_000, salary_max: 15_000_000 })} headingLevel={2} />))
    expect(screen.getByText('10 - 15 triệu')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy()
    expect(screen.queryByText('Đối tác')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Nhãn tin' })).toBeNull()
  })

  it('shows what the app composes into its slots: an action in the corner and a notice', () => {
    render(
      inList(
        <JobCardItem
          job={makeJobCard()}
          favorite={<button type="button">Lưu tin</button>}
          notice={<p>Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ</p>}
        />,
      ),
    )
    const card = screen.getByRole('article', { name: 'Kế toán tổng hợp' })
    expect(within(card).getByRole('button', { name: 'Lưu tin' })).toBeTruthy()
    expect(within(card).getByText('Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ')).toBeTruthy()
  })
})

describe('job list', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await settleBackgroundWork()
    vi.unstubAllGlobals()
  })

  it('renders a list of cards, or the empty text', async () => {
    mockIntersectionObserver({ all: true })
    const fetch = mockFetch()
    const { rerender } = render(
      <TestRouter>
        <JobList jobs={[]} emptyText="Chưa có việc làm phù hợp" />
      </TestRouter>,
    )
    expect(screen.getByText('Chưa có việc làm phù hợp')).toBeTruthy()
    rerender(
      <TestRouter>
        <JobList jobs={[makeJobCard(), makeJobCard({ id: 2, title: 'Nhân viên bán hàng' })]} emptyText="Trống" />
      </TestRouter>,
    )
    expect(screen.getAllByRole('listitem', { name: '' }).length).toBeGreaterThanOrEqual(2)
    expect(screen.getByRole('link', { name: 'Nhân viên bán hàng' })).toBeTruthy()
    expect(screen.queryByText('Trống')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([{ classified_ids: [10234, 2] }]))
    rerender(
      <TestRouter>
        <JobList jobs={[makeJobCard()]} renderFavorite={(job) => <button type="button">{`Lưu tin ${job.id}`}</button>} />
      </TestRouter>,
    )
    expect(screen.getByRole('button', { name: 'Lưu tin 10234' })).toBeTruthy()
  })

  it('counts a card once half of it has been on screen, in batches of at most 10', async () => {
    vi.useFakeTimers()
    const screenArea = mockIntersectionObserver()
    const fetch = mockFetch()
    const jobs = Array.from({ length: 13 }, (_, i) => makeJobCard({ id: 900 + i, slug: `viec-${i}` }))
    render(
      <TestRouter initialEntries={[{ pathname: '/tuyen-dung', key: 'impressions-test' }]}>
        <JobList jobs={jobs} />
      </TestRouter>,
    )
    const cards = screen.getAllByRole('article').map((card) => card.closest('li') as Element)
    expect(cards.map((card) => card.getAttribute('data-job-id'))).toEqual(jobs.map((j) => String(j.id)))
    // one flush every 10 s, shared by every list of the page: an earlier test may have just flushed
    await vi.advanceTimersByTimeAsync(TRACKING.pollMs)
    expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([])

    cards.slice(0, 12).forEach((card) => screenArea.show(card))
    screenArea.show(cards[12], 0.2) // only its top edge
    await vi.advanceTimersByTimeAsync(TRACKING.pollMs)
    expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([
      { classified_ids: jobs.slice(0, 10).map((j) => j.id) },
      { classified_ids: [910, 911] },
    ])
    // scrolled back and forth: counted once
    cards.slice(0, 12).forEach((card) => screenArea.show(card))
    screenArea.show(cards[12], 0.6)
    await vi.advanceTimersByTimeAsync(TRACKING.pollMs)
    expect(fetch.posted('/job/v1/classifieds/tracking-impression').slice(2)).toEqual([{ classified_ids: [912] }])
  })

  it('sends what is waiting at once when the page is hidden', async () => {
    vi.useFakeTimers()
    const screenArea = mockIntersectionObserver()
    const fetch = mockFetch()
    const jobs = [makeJobCard({ id: 950, slug: 'a' }), makeJobCard({ id: 951, slug: 'b' })]
    render(
      <TestRouter initialEntries={[{ pathname: '/', key: 'hide-test' }]}>
        <JobList jobs={jobs} />
      </TestRouter>,
    )
    // queued: the clock stands still, so the flush they wait for never comes
    screen.getAllByRole('article').forEach((card) => screenArea.show(card.closest('li') as Element))
    expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([])
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(fetch.posted('/job/v1/classifieds/tracking-impression')).toEqual([{ classified_ids: [950, 951] }])
  })
})
