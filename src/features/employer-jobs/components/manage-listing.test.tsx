import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LISTING_SORTS, LISTING_TABS, MANAGE_MSG, actionsFor, addDays, formatVietnamDate, vietnamDay, vietnamDayEnd } from '../../../domain/manage-listing'
import { pageExists } from '../../../lib/paths'
import { fail, inRouter, mockApi, ok, type Reply } from '../../../lib/test-support'
import { ManageListing } from './manage-listing'
import { makeRow } from '../test-utils'

const LIST = 'GET /listing/v1/classifieds/my-classifieds'

const rows = [
  makeRow({
    id: 101,
    services: [{ id: 7008, name: 'Tuyển gấp', ends_at: '2099-04-30T16:59:59.999Z', end_date: '30/04/2099', is_running: true }],
  }),
  makeRow({
    id: 102,
    title: 'Bán hàng siêu thị',
    status: 'rejected',
    status_name: 'Bị từ chối',
    review_status: 1002,
    review_reason: 'Tin chưa ghi rõ mức lương.',
    actions: ['edit'],
  }),
]

const filters = {
  tabs: LISTING_TABS.map((t) => ({ key: t.key, name: t.name, description: t.description })),
  sorts: LISTING_SORTS.map((s) => ({ key: s.key, name: s.name })),
  default_tab: 'all',
  default_sort: 'newest',
  free_ups_per_day: 1,
  extend_max_days: 60,
}
const counts = { all: 2, active: 1, expiring: 0, waiting: 0, rejected: 1, hidden: 0, expired: 0, has_applications: 1 }
const statistic = { tabs: LISTING_TABS.map((t) => ({ key: t.key, name: t.name, total: counts[t.key] })) }

function serve(extra: Record<string, Reply | ((body: unknown) => Reply | Promise<Reply>)> = {}, items = rows) {
  return mockApi({
    'GET /listing/v1/classifieds/my-classified-filters': ok(filters),
    'GET /listing/v1/classifieds/my-classifieds-statistic': ok(statistic),
    [LIST]: ok({ items, total: items.length, offset: 0, limit: 20 }),
    'POST /listing/v1/classifieds/my-classifieds/job-tracking': (body) =>
      ok({ items: (body as { ids: number[] }).ids.map((id) => ({ id, views: id * 10, impressions: id * 100, contacts: 3, applications: 2 })) }),
    ...extra,
  })
}

const renderManager = (path = '/dashboard/manage-listing') => render(inRouter(<ManageListing />, path))

beforeEach(() => {
  window.localStorage.setItem('token', 'tok')
})

describe('ManageListing', () => {
  it('lists the jobs densely: status, dates, services, figures with their trend, one main action and a menu for the rest', async () => {
    const api = serve()
    renderManager()
    expect(screen.getByRole('heading', { level: 1, name: 'Quản lý tin đăng' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Tin tuyển dụng: Tất cả' })
    const [first, rejected] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list)
    // the row leads to the job's statistics when that page exists, else to its form
    const title = within(first).getByRole('heading', { level: 2, name: 'Kế toán tổng hợp' })
    const link = within(title).queryByRole('link')
    if (pageExists('/dashboard/manage-listing/101')) expect(link?.getAttribute('href')).toBe('/dashboard/manage-listing/101')
    else if (pageExists('/dang-tin?id=101')) expect(link?.getAttribute('href')).toBe('/dang-tin?id=101')
    expect(within(first).getByText('Đang hiển thị')).toBeTruthy()
    expect(within(first).getByText('Hết hạn 30/04/2099')).toBeTruthy()
    expect(within(first).getByText('đến 30/04/2099')).toBeTruthy()
    await waitFor(() => expect(within(first).getByText('1.010')).toBeTruthy()) // 101 × 10 views
    // the 14-day trends, said in words
    expect(within(first).getByRole('img', { name: 'Lượt xem 14 ngày qua: tổng 50, nhiều nhất 8 một ngày' })).toBeTruthy()
    expect(within(first).getByRole('img', { name: 'Ứng tuyển 14 ngày qua: tổng 2, nhiều nhất 1 một ngày' })).toBeTruthy()
    expect(within(first).getByText('Còn lại').nextElementSibling?.textContent).toMatch(/^[\d.]+ ngày$/)
    // a rejected job says why
    expect(within(rejected).getByText('Tin chưa ghi rõ mức lương.')).toBeTruthy()

    const tab = await screen.findByRole('tab', { name: /Bị từ chối\s*1 tin/ })
    expect(tab.getAttribute('aria-selected')).toBe('false')
    expect(screen.getByRole('tab', { name: /Tất cả\s*2 tin/ }).getAttribute('aria-selected')).toBe('true')

    // one main action; the rest in the "⋯" menu
    const actions = screen.getByRole('group', { name: 'Thao tác với tin Kế toán tổng hợp' })
    expect(within(actions).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Đẩy tin miễn phí Kế toán tổng hợp',
      'Thao tác khác với tin Kế toán tổng hợp',
    ])
    const more = within(actions).getByRole('button', { name: 'Thao tác khác với tin Kế toán tổng hợp' })
    expect(more.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.click(more)
    const menu = within(actions).getByRole('menu')
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    for (const name of ['Ẩn tin', 'Gia hạn', 'Hẹn giờ đẩy tin', 'Lịch sử đẩy tin', 'Mua lượt đẩy tin', 'Mua dịch vụ', 'Xem tin như ứng viên']) {
      expect(names).toContain(name)
    }
    expect(within(menu).getByRole('menuitem', { name: 'Xem tin như ứng viên' }).getAttribute('href')).toBe('/viec-lam/ke-toan-tong-hop-101')
    // edit and the statistics page are links, shown once their pages exist
    expect(names.includes('Sửa tin')).toBe(pageExists('/dang-tin?id=101'))
    expect(names.includes('Thống kê')).toBe(pageExists('/dashboard/manage-listing/101'))
    // a rejected job's main action is its edit, with nothing else to offer
    const fix = screen.getByRole('group', { name: 'Thao tác với tin Bán hàng siêu thị' })
    expect(within(fix).queryByRole('button', { name: /Thao tác khác/ })).toBeNull()
    // the counters of the page's jobs in one call of at most 10 ids
    expect(api.bodies('POST /listing/v1/classifieds/my-classifieds/job-tracking')[0]).toEqual({ ids: [101, 102] })
  })

  it('changes tab, keyword and order through the address, starting at the first page', async () => {
    const api = serve()
    renderManager('/dashboard/manage-listing?page=2')
    await screen.findByRole('list', { name: 'Tin tuyển dụng: Tất cả' })
    fireEvent.click(screen.getByRole('tab', { name: /Bị từ chối/ }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/manage-listing?tab=rejected'))
    fireEvent.change(screen.getByLabelText('Tìm trong tin của bạn'), { target: { value: 'kế toán' } })
    fireEvent.submit(screen.getByRole('search'))
    fireEvent.change(screen.getByLabelText('Sắp xếp'), { target: { value: 'most_applications' } })
    await waitFor(() =>
      expect(api.keys()).toContain(`${LIST}?tab=rejected&sort=most_applications&q=k%E1%BA%BF%20to%C3%A1n&offset=0&limit=20`),
    )
    expect(api.keys()).toContain(`GET /listing/v1/classifieds/my-classifieds-statistic?q=k%E1%BA%BF%20to%C3%A1n`)
  })

  it('hides a job at once, keeps it hidden when the server agrees, and puts it back when it refuses', async () => {
    let answer: (reply: Reply) => void = () => {}
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    serve({
      'PUT /listing/v1/classifieds/101/hide': () => new Promise<Reply>((resolve) => (answer = resolve)),
      'PUT /listing/v1/classifieds/101/show': fail(400, MANAGE_MSG.showNotApproved),
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: 'Thao tác khác với tin Kế toán tổng hợp' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ẩn tin' }))
    // before the server answers: the row says hidden, and its main action is now to show it
    const row = () => screen.getByRole('heading', { level: 2, name: 'Kế toán tổng hợp' }).closest('li')!
    expect(within(row()).getByText('Đang ẩn')).toBeTruthy()
    const show = screen.getByRole('button', { name: 'Hiện tin Kế toán tổng hợp' })
    await waitFor(() => expect(document.activeElement).toBe(show))
    await act(async () =>
      answer(ok({ message: MANAGE_MSG.hidden, item: makeRow({ status: 'hidden', status_name: 'Đang ẩn', is_hidden: true, actions: actionsFor('hidden', 1) }) })),
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith(MANAGE_MSG.hidden))

    fireEvent.click(screen.getByRole('button', { name: 'Hiện tin Kế toán tổng hợp' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith(MANAGE_MSG.showNotApproved))
    expect(within(row()).getByText('Đang ẩn')).toBeTruthy()
  })

  it('asks before pushing a job, pushes it for free, then says the day’s free push-up is used', async () => {
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    let pushes = 0
    serve({
      'POST /listing/v1/classifieds/101/job-up-now': () =>
        ++pushes === 1
          ? ok({ message: MANAGE_MSG.pushed, item: makeRow({ free_ups_left: 0, actions: actionsFor('active', 0) }), pushed_at: '2026-03-02T03:00:00.000Z', free_ups_left: 0 })
          : fail(429, MANAGE_MSG.freeUpUsed, 'free_up_used'),
    })
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: 'Đẩy tin miễn phí Kế toán tổng hợp' }))
    // asked first, saying which allowance it spends; "Hủy" spends nothing
    let dialog = await screen.findByRole('dialog', { name: 'Đẩy tin lên đầu?' })
    expect(within(dialog).getByText(/dùng lượt miễn phí của hôm nay/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pushes).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Đẩy tin miễn phí Kế toán tổng hợp' }))
    dialog = await screen.findByRole('dialog', { name: 'Đẩy tin lên đầu?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đẩy tin' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(MANAGE_MSG.pushed))
    expect(pushes).toBe(1)
    expect(screen.queryByRole('button', { name: 'Đẩy tin miễn phí Kế toán tổng hợp' })).toBeNull()
    expect(screen.getByText('Đã dùng lượt đẩy miễn phí hôm nay')).toBeTruthy()
    expect(error).not.toHaveBeenCalled()
  })

  it('offers a bought push-up once the free one is used, and links the buy actions to the buy page of the job', async () => {
    serve({}, [makeRow({ free_ups_left: 0, paid_ups_left: 3, actions: actionsFor('active', 0, 3) })])
    render(inRouter(<ManageListing />, '/dashboard/manage-listing'))
    fireEvent.click(await screen.findByRole('button', { name: 'Đẩy tin ngay Kế toán tổng hợp' }))
    const dialog = await screen.findByRole('dialog', { name: 'Đẩy tin lên đầu?' })
    expect(within(dialog).getByText('Lần đẩy này dùng 1 lượt đẩy tin đã mua; sau đó còn 2 lượt.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    expect(screen.getByText('Đã dùng lượt miễn phí hôm nay, còn 3 lượt đã mua')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Thao tác khác với tin Kế toán tổng hợp' }))
    expect(screen.getByRole('menuitem', { name: 'Mua dịch vụ' }).getAttribute('href')).toBe('/mua-dich-vu?classified_id=101&is_buy_service=true')
    expect(screen.getByRole('menuitem', { name: 'Mua lượt đẩy tin' }).getAttribute('href')).toBe('/mua-dich-vu?classified_id=101&is_buy_service=true#job_up')
  })

  it('extends a job with a checked date in a dialog', async () => {
    const success = vi.spyOn(toast, 'success')
    const soon = vietnamDayEnd(addDays(vietnamDay(new Date()), 5))
    const item = makeRow({ expires_at: soon.toISOString(), expires_date: formatVietnamDate(soon) })
    const api = serve(
      {
        'PUT /listing/v1/classifieds/101/extend': (body) => {
          const day = (body as { expires_at: string }).expires_at
          return ok({ message: `Đã gia hạn tin đến hết ngày ${day.split('-').reverse().join('/')}.`, item: makeRow() })
        },
      },
      [item],
    )
    renderManager()
    fireEvent.click(await screen.findByRole('button', { name: 'Thao tác khác với tin Kế toán tổng hợp' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Gia hạn' }))
    const dialog = await screen.findByRole('dialog', { name: 'Gia hạn tin tuyển dụng' })
    const input = within(dialog).getByLabelText('Hạn nộp hồ sơ mới') as HTMLInputElement
    // suggested: 30 days from today
    expect(input.value).toBe(addDays(vietnamDay(new Date()), 30))
    fireEvent.change(input, { target: { value: '2000-01-01' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gia hạn' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MANAGE_MSG.extendNotFuture)
    expect(api.keys()).not.toContain('PUT /listing/v1/classifieds/101/extend')
    fireEvent.change(input, { target: { value: input.max } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gia hạn' }))
    await waitFor(() => expect(api.bodies('PUT /listing/v1/classifieds/101/extend')).toEqual([{ expires_at: input.max }]))
    await waitFor(() => expect(success).toHaveBeenCalled())
  })

  it('shows an empty state with what to do', async () => {
    serve({ 'GET /listing/v1/classifieds/my-classifieds-statistic': ok({ tabs: statistic.tabs.map((t) => ({ ...t, total: 0 })) }) }, [])
    renderManager()
    expect(await screen.findByText(/Bạn chưa có tin tuyển dụng nào/)).toBeTruthy()
  })
})
