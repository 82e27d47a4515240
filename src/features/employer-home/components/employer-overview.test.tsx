import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type ListingTab } from '../../../domain/manage-listing'
import { inRouter } from '../../../lib/test-support'
import { EmployerOverview, type EmployerOverviewProps } from './employer-overview'
import { makeStatistic } from '.././test-utils'

const statistic = (counts: Partial<Record<ListingTab, number>>) => makeStatistic(counts)

const renderOverview = (props: Partial<EmployerOverviewProps> = {}) =>
  render(
    inRouter(
      <EmployerOverview
        name="Trần Văn Minh"
        statistic={statistic({ all: 26, active: 18, expiring: 1, waiting: 3, rejected: 1, hidden: 1, expired: 3, has_applications: 4 })}
        statisticError={null}
        onRetry={() => {}}
        account={{ account_amount: 2_500_000, account_bonus: 500_000 }}
        {...props}
      />,
      '/employer',
    ),
  )

describe('EmployerOverview', () => {
  it('greets, offers to post and to manage, counts the jobs by tab with links, and shows both balances', () => {
    renderOverview()
    expect(screen.getByRole('heading', { level: 1, name: 'Tổng quan tuyển dụng' })).toBeTruthy()
    expect(screen.getByText('Xin chào, Trần Văn Minh')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Đăng tin mới' }).getAttribute('href')).toBe('/dang-tin')
    expect(screen.getByRole('link', { name: 'Quản lý tin đăng' }).getAttribute('href')).toBe('/dashboard/manage-listing')

    const jobs = screen.getByRole('region', { name: 'Tin đăng của bạn' })
    expect(within(jobs).getByRole('link', { name: 'Đang hiển thị 18' }).getAttribute('href')).toBe('/dashboard/manage-listing?tab=active')
    expect(within(jobs).getByRole('link', { name: 'Chờ duyệt 3' }).getAttribute('href')).toBe('/dashboard/manage-listing?tab=waiting')
    expect(within(jobs).getByRole('link', { name: 'Bị từ chối 1' }).getAttribute('href')).toBe('/dashboard/manage-listing?tab=rejected')
    expect(within(jobs).getByRole('link', { name: 'Có ứng viên 4' })).toBeTruthy()
    const todo = within(jobs).getByRole('list', { name: 'Việc cần làm' })
    expect(within(todo).getByRole('link', { name: 'Xem tin bị từ chối' }).getAttribute('href')).toBe('/dashboard/manage-listing?tab=rejected')

    const wallet = screen.getByRole('region', { name: 'Ví của bạn' })
    expect(within(wallet).getByText('2.500.000đ')).toBeTruthy()
    expect(within(wallet).getByText('500.000đ')).toBeTruthy()
  })

  it('counts the applications nobody has opened and lists the next scheduled push-ups, soonest first', () => {
    renderOverview({
      newApplications: 5,
      upcoming: {
        total: 3,
        items: [
          { job_id: 7, title: 'Phục vụ ca sáng', at: '2026-11-27T23:00:00.000Z', text: '28/11/2026 06:00' },
          { job_id: 9, title: 'Pha chế ca tối', at: '2026-11-28T14:00:00.000Z', text: '28/11/2026 21:00' },
        ],
      },
    })
    const jobs = screen.getByRole('region', { name: 'Tin đăng của bạn' })
    expect(within(jobs).getByRole('link', { name: 'Hồ sơ ứng tuyển chưa xem 5' }).getAttribute('href')).toBe('/dashboard/candidates?read=0')
    const ups = screen.getByRole('region', { name: 'Lịch đẩy tin sắp tới' })
    expect(within(ups).getByText('3 tin đang bật lịch đẩy tự động. Lần đẩy tiếp theo của từng tin:')).toBeTruthy()
    expect(within(ups).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['28/11/2026 06:00Phục vụ ca sáng', '28/11/2026 21:00Pha chế ca tối'])
  })

  it('with no schedule on, says where to turn one on; nothing about applications until their count is known', () => {
    renderOverview({ upcoming: { total: 0, items: [] } })
    const ups = screen.getByRole('region', { name: 'Lịch đẩy tin sắp tới' })
    expect(within(ups).getByRole('link', { name: 'Quản lý tin đăng' }).getAttribute('href')).toBe('/dashboard/manage-listing')
    expect(screen.queryByRole('link', { name: /Hồ sơ ứng tuyển chưa xem/ })).toBeNull()
  })

  it('while loading: a status for the counts and no number made up, dots for the balances', () => {
    renderOverview({ statistic: null, account: null })
    const jobs = screen.getByRole('region', { name: 'Tin đăng của bạn' })
    expect(within(jobs).getByRole('status').textContent).toBe('Đang tải số liệu...')
    expect(within(jobs).queryAllByRole('link')).toHaveLength(0)
    expect(within(screen.getByRole('region', { name: 'Ví của bạn' })).getAllByText('…')).toHaveLength(2)
  })

  it('says when the counts failed and retries on request; a failed wallet says so too', () => {
    const onRetry = vi.fn()
    renderOverview({ statistic: null, statisticError: 'Mất kết nối, vui lòng thử lại.', onRetry, account: null, accountError: 'Không tải được số dư.' })
    const jobs = screen.getByRole('region', { name: 'Tin đăng của bạn' })
    expect(within(jobs).getByRole('alert').textContent).toContain('Mất kết nối, vui lòng thử lại.')
    fireEvent.click(within(jobs).getByRole('button', { name: 'Thử lại' }))
    expect(onRetry).toHaveBeenCalledOnce()
    expect(within(screen.getByRole('region', { name: 'Ví của bạn' })).getByRole('alert').textContent).toBe('Không tải được số dư.')
  })

  it('shows the last 14 days of views and applications across the jobs, totals over a trend line read out in words', () => {
    const views = [0, 1, 3, 2, 0, 4, 6, 5, 2, 3, 8, 7, 4, 5]
    const applications = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2]
    renderOverview({ statistic: makeStatistic({ all: 3, active: 3 }, { from: '2026-11-15', views, applications }) })
    const trend = screen.getByRole('region', { name: '14 ngày qua' })
    const viewsTile = trend.querySelector<HTMLElement>('[data-series="views"]')!
    expect(within(viewsTile).getByText('50')).toBeTruthy()
    expect(within(viewsTile).getByRole('img').getAttribute('aria-label')).toBe('Lượt xem tin mỗi ngày, từ 15/11/2026: tổng 50, nhiều nhất 8 một ngày')
    expect(within(trend.querySelector<HTMLElement>('[data-series="applications"]')!).getByText('4')).toBeTruthy()
  })

  it('has no trend for an account without a job', () => {
    renderOverview({ statistic: makeStatistic({}) })
    expect(screen.queryByRole('region', { name: '14 ngày qua' })).toBeNull()
  })

  it('invites a new employer to a first post', () => {
    renderOverview({ statistic: statistic({}) })
    expect(screen.getByRole('link', { name: 'Đăng tin đầu tiên' }).getAttribute('href')).toBe('/dang-tin')
    expect(screen.getByRole('link', { name: 'Đang hiển thị 0' })).toBeTruthy()
  })

  const fresh = { organization_id: null, is_owner: false, company: false, documents: false, first_job: false, deposit: false }

  it('gives a new employer its next steps with their progress instead of zero tiles, the company first', () => {
    renderOverview({ statistic: statistic({}), onboarding: fresh, upcoming: { total: 0, items: [] } })
    const steps = screen.getByRole('region', { name: 'Bắt đầu tuyển dụng' })
    expect(within(steps).getByText('Đã xong 0/4 bước')).toBeTruthy()
    expect(within(steps).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Nhập thông tin doanh nghiệp',
      'Gửi giấy tờ xác thực',
      'Đăng tin tuyển dụng đầu tiên',
      'Nạp tiền vào ví',
    ])
    expect(within(steps).getByRole('link', { name: 'Nhập thông tin' }).getAttribute('href')).toBe('/dashboard/thong-tin-doanh-nghiep')
    expect(within(steps).getByRole('link', { name: 'Đăng tin' }).getAttribute('href')).toBe('/dang-tin')
    expect(within(steps).getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe('/dashboard/deposit')
    // no seven zeros, no notice repeating the steps, no empty schedule
    expect(screen.queryByRole('region', { name: 'Tin đăng của bạn' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Đang hiển thị 0' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Đăng tin đầu tiên' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Lịch đẩy tin sắp tới' })).toBeNull()
    // the wallet stays
    expect(screen.getByRole('region', { name: 'Ví của bạn' })).toBeTruthy()
  })

  it('marks a step done from the data and makes the next open one the main action', () => {
    renderOverview({ statistic: statistic({}), onboarding: { ...fresh, organization_id: 7, is_owner: true, company: true } })
    const steps = screen.getByRole('region', { name: 'Bắt đầu tuyển dụng' })
    expect(within(steps).getByText('Đã xong 1/4 bước')).toBeTruthy()
    const company = steps.querySelector<HTMLElement>('[data-step="company"]')!
    expect(company.hasAttribute('data-done')).toBe(true)
    expect(within(company).getByRole('heading').textContent).toBe('Nhập thông tin doanh nghiệp (đã xong)')
    expect(within(company).queryByRole('link')).toBeNull()
    expect(within(steps).getByRole('link', { name: 'Gửi giấy tờ' }).getAttribute('href')).toBe('/dashboard/thong-tin-doanh-nghiep')
  })

  it('keeps the tiles once there are jobs, with the steps left below them; none once all are done', () => {
    const { unmount } = renderOverview({ onboarding: { organization_id: 7, is_owner: true, company: true, documents: false, first_job: true, deposit: false } })
    expect(screen.getByRole('link', { name: 'Đang hiển thị 18' })).toBeTruthy()
    const steps = screen.getByRole('region', { name: 'Hoàn thiện tài khoản tuyển dụng' })
    expect(within(steps).getByText('Đã xong 2/4 bước')).toBeTruthy()
    unmount()
    renderOverview({ onboarding: { organization_id: 7, is_owner: true, company: true, documents: true, first_job: true, deposit: true } })
    expect(screen.queryByRole('region', { name: /Hoàn thiện tài khoản|Bắt đầu tuyển dụng/ })).toBeNull()
  })

  it('leaves the company’s steps to its owner: a recruiter of another’s organisation has two', () => {
    renderOverview({ statistic: statistic({}), onboarding: { ...fresh, organization_id: 7, is_owner: false } })
    const steps = screen.getByRole('region', { name: 'Bắt đầu tuyển dụng' })
    expect(within(steps).getByText('Đã xong 0/2 bước')).toBeTruthy()
  })
})
