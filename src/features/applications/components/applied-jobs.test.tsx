import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, makeAppliedItem, makeJob, mockApi, ok, renderWith, simpleCard } from '../test-utils'
import type { AppliedItem } from '../../../domain/contract/applications'
import { AppliedJobs } from './applied-jobs'

const page = (items: AppliedItem[], total = items.length, offset = 0) => ok({ items, total, offset, limit: 20 })
const renderJob = (item: AppliedItem, status: React.ReactNode) => simpleCard(item.job, status)

describe('AppliedJobs', () => {
  it('lists each application with its status label and date, and marks ended and removed jobs', async () => {
    const items = [
      makeAppliedItem(makeJob({ id: 1, title: 'Kế toán kho' }), { status: 5 }),
      makeAppliedItem(makeJob({ id: 2, title: 'Thu ngân', expires_at: '2020-01-01T00:00:00.000Z' }), { is_active: false }),
      makeAppliedItem(makeJob({ id: 3, title: 'Bán hàng' }), { status: 4, is_active: false }),
    ]
    mockApi({ 'GET /job/v1/classifieds/applied-listing?offset=0&limit=20': page(items) })
    render(renderWith(<AppliedJobs renderJob={renderJob} />, '/viec-lam-da-ung-tuyen'))
    const list = await screen.findByRole('list', { name: 'Việc làm đã ứng tuyển' })
    const first = within(list).getByRole('article', { name: 'Kế toán kho' })
    expect(first.textContent).toContain('Trạng thái hồ sơ: Đã mời phỏng vấn')
    expect(first.textContent).toContain('Ứng tuyển ngày 02/03/2026')
    expect(first.textContent).toContain('Cập nhật 05/03/2026')
    expect(within(list).getByRole('article', { name: 'Thu ngân' }).textContent).toContain('Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ')
    const removed = within(list).getByRole('article', { name: 'Bán hàng' })
    expect(removed.textContent).toContain('Chưa phù hợp')
    expect(removed.textContent).toContain('Tin đã bị ẩn hoặc gỡ bởi nhà tuyển dụng')
    expect(screen.getByText(/Bạn đã ứng tuyển 3 việc làm/)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull()
  })

  it('pages by 20 through ?page=', async () => {
    const api = mockApi({
      'GET /job/v1/classifieds/applied-listing?offset=20&limit=20': page([makeAppliedItem(makeJob({ id: 21, title: 'Lễ tân' }))], 45, 20),
    })
    render(renderWith(<AppliedJobs renderJob={renderJob} />, '/viec-lam-da-ung-tuyen?page=2'))
    expect(await screen.findByRole('article', { name: 'Lễ tân' })).toBeTruthy()
    const pager = screen.getByRole('navigation', { name: 'Phân trang' })
    expect(within(pager).getByText('2').getAttribute('aria-current')).toBe('page')
    expect(within(pager).getByRole('link', { name: 'Trang trước' }).getAttribute('href')).toBe('/viec-lam-da-ung-tuyen')
    expect(within(pager).getByRole('link', { name: 'Trang 3' }).getAttribute('href')).toBe('/viec-lam-da-ung-tuyen?page=3')
    expect(api.keys()).toEqual(['GET /job/v1/classifieds/applied-listing?offset=20&limit=20'])
  })

  it('says so and links to the search when nothing was applied to', async () => {
    mockApi({ 'GET /job/v1/classifieds/applied-listing?offset=0&limit=20': page([]) })
    render(renderWith(<AppliedJobs renderJob={renderJob} />, '/viec-lam-da-ung-tuyen'))
    expect(await screen.findByText(/Bạn chưa ứng tuyển việc làm nào/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tìm việc làm' }).getAttribute('href')).toBe('/tuyen-dung')
    expect(screen.getByRole('link', { name: 'Xem việc làm phù hợp' }).getAttribute('href')).toBe('/cong-viec-phu-hop')
  })

  it("shows the server's error with a retry", async () => {
    let calls = 0
    mockApi({
      'GET /job/v1/classifieds/applied-listing?offset=0&limit=20': () =>
        ++calls === 1 ? fail(400, 'Tham số không hợp lệ.') : page([makeAppliedItem(makeJob({ title: 'Kế toán kho' }))]),
    })
    render(renderWith(<AppliedJobs renderJob={renderJob} />, '/viec-lam-da-ung-tuyen'))
    expect((await screen.findByRole('alert')).textContent).toContain('Tham số không hợp lệ.')
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(await screen.findByRole('article', { name: 'Kế toán kho' })).toBeTruthy()
  })

  it('refetches when an update is reported (a status changed live) and announces it', async () => {
    let status = 1
    mockApi({
      'GET /job/v1/classifieds/applied-listing?offset=0&limit=20': () => page([makeAppliedItem(makeJob({ title: 'Kế toán kho' }), { status })]),
    })
    let report: (() => void) | null = null
    const subscribe = (onUpdate: () => void) => {
      report = onUpdate
      return () => {
        report = null
      }
    }
    const { unmount } = render(renderWith(<AppliedJobs renderJob={renderJob} subscribeToUpdates={subscribe} />, '/viec-lam-da-ung-tuyen'))
    const card = await screen.findByRole('article', { name: 'Kế toán kho' })
    expect(card.textContent).toContain('Đã gửi')
    status = 3
    act(() => report!())
    await waitFor(() => expect(screen.getByRole('article', { name: 'Kế toán kho' }).textContent).toContain('Phù hợp'))
    expect(await screen.findByText('Trạng thái ứng tuyển vừa được cập nhật.')).toBeTruthy()
    unmount()
    expect(report).toBeNull()
  })
})
