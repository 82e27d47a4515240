import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ActivityItem, ActivityPage } from '../../../domain/contract/organizations'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import { ActivitySection } from './activity-section'

const item = (id: number, overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  id,
  action: 'job.hidden',
  label: 'Ẩn tin',
  kind: 'jobs',
  user_id: 7,
  actor_name: 'Trần Văn Minh',
  role: 'owner',
  role_name: 'Chủ tài khoản',
  still_member: true,
  job: { id: 55, title: 'Thu ngân siêu thị' },
  person: null,
  detail: '',
  amount: null,
  created_at: '2026-11-20T03:05:00.000Z',
  ...overrides,
})

const page = (items: ActivityItem[], overrides: Partial<ActivityPage> = {}): ActivityPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  as_of: 99,
  has_more: false,
  actors: [
    { user_id: 7, name: 'Trần Văn Minh', role_name: 'Chủ tài khoản' },
    { user_id: 8, name: 'Võ Minh Khang', role_name: null },
  ],
  sees_all: true,
  ...overrides,
})

const BASE = 'GET /job/v1/organizations/3/activity'

beforeEach(() => window.localStorage.setItem('token', 'tok'))

describe('ActivitySection', () => {
  it('says who did what, when and for how much, and pages on with the first page’s as_of', async () => {
    const api = mockApi({
      [`${BASE}?page=1&limit=10`]: ok(
        page(
          [
            item(99),
            item(98, { action: 'wallet.service_bought', label: 'Mua dịch vụ cho tin', kind: 'wallet', detail: 'Top Ads 3 ngày', amount: 150000 }),
            item(97, { actor_name: 'Võ Minh Khang', role_name: 'Nhà tuyển dụng', still_member: false, action: 'application.status', label: 'Chuyển trạng thái hồ sơ', person: 'Lê Hoa', detail: 'sang "Phù hợp"', job: null }),
          ],
          { total: 4, has_more: true },
        ),
      ),
      [`${BASE}?page=2&limit=10&as_of=99`]: ok(page([item(90, { label: 'Đăng tin', action: 'job.posted' })], { total: 4, page: 2 })),
    })
    render(inRouter(<ActivitySection organizationId={3} />))
    const list = await screen.findByRole('list', { name: 'Danh sách hoạt động gần đây' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0].textContent).toContain('Trần Văn Minh')
    expect(rows[0].textContent).toContain('Chủ tài khoản')
    expect(rows[0].textContent).toContain('20/11/2026 10:05')
    expect(within(rows[0]).getByRole('link', { name: 'Thu ngân siêu thị' }).getAttribute('href')).toBe('/dang-tin?id=55')
    expect(rows[1].textContent).toContain('Top Ads 3 ngày · 150.000đ')
    expect(rows[2].textContent).toContain('Nhà tuyển dụng, đã rời doanh nghiệp')
    expect(rows[2].textContent).toContain('Chuyển trạng thái hồ sơ: Lê Hoa · sang "Phù hợp"')
    expect(screen.getByText('3/4 hoạt động')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4))
    expect(api.keys()).toContain(`${BASE}?page=2&limit=10&as_of=99`)
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull()
    // the member filter lists everyone who acted, a former member too
    expect(within(screen.getByLabelText('Thành viên')).getByRole('option', { name: 'Võ Minh Khang' })).toBeTruthy()
  })

  it('has a sentence for an empty log and for a filter that matches nothing', async () => {
    mockApi({
      [`${BASE}?page=1&limit=10`]: ok(page([])),
      [`${BASE}?page=1&limit=10&kind=wallet`]: ok(page([])),
    })
    render(inRouter(<ActivitySection organizationId={3} />))
    expect(await screen.findByText(/^Chưa có hoạt động nào\./)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Loại hoạt động'), { target: { value: 'wallet' } })
    expect(await screen.findByText('Không có hoạt động nào khớp bộ lọc.')).toBeTruthy()
  })
})
