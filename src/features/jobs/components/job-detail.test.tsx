import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../domain/messages'
import { TestRouter, makeJobCard, makeJobDetail, mockFetch, mockIntersectionObserver, settleBackgroundWork } from '../test-utils'
import { JobDetailView } from './job-detail'

describe('job detail', () => {
  // the report dialog's code loads when it first opens: transformed once here, not within a test's wait
  beforeAll(() => import('./report-job-form'), 60_000)
  afterEach(async () => {
    await settleBackgroundWork()
    vi.unstubAllGlobals()
  })

  it('shows the job: title, salary in amounts and words, facts, texts as lists, dates and safety tips', async () => {
    const fetch = mockFetch()
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail({ service_ids: [7008] })} similar={null} organizationJobs={null} />
      </TestRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Kế toán tổng hợp' })).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Kế toán tổng hợp' })).toBeTruthy()
    expect(screen.getByText('10.000.000đ - 15.000.000đ (10 triệu - 15 triệu đồng)')).toBeTruthy()
    expect(screen.getByText('Toàn thời gian')).toBeTruthy()
    expect(screen.getByText('1 năm')).toBeTruthy()
    expect(screen.getByText('2 người')).toBeTruthy()
    expect(screen.getByText('Tuyển gấp')).toBeTruthy()
    expect(screen.getByText(/Hạn nộp hồ sơ:/).textContent).toBe('Hạn nộp hồ sơ: 04/02/2026')
    expect(screen.getByText(/Ngày đăng:/).textContent).toBe('Ngày đăng: 05/01/2026')
    const requirements = screen.getByRole('region', { name: 'Yêu cầu' })
    expect(within(requirements).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tốt nghiệp cao đẳng kế toán',
      'Thành thạo Excel',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Lưu ý an toàn' })).toBeTruthy()
    const apply = screen.getByRole('link', { name: 'Ứng tuyển ngay' })
    expect(apply.getAttribute('href')).toBe('/account/login?returnUrl=%2Fviec-lam%2Fke-toan-tong-hop-10234&siteId=3')
    // null lists are still loading: no section yet
    expect(screen.queryByRole('heading', { name: 'Việc làm tương tự' })).toBeNull()
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-view')).toEqual([{ classified_id: 10234 }]))
  })

  it('shows "Thỏa thuận" without a salary', async () => {
    const fetch = mockFetch()
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail({ salary_min: null, salary_max: null })} similar={[]} organizationJobs={[]} />
      </TestRouter>,
    )
    expect(screen.getByText('Thỏa thuận')).toBeTruthy()
    // empty lists: sections hidden
    expect(screen.queryByRole('heading', { name: /Việc làm khác của/ })).toBeNull()
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-view')).toHaveLength(1))
  })

  it('replaces apply and contact with the ended-post alert when the job is expired', async () => {
    const fetch = mockFetch()
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail({ is_expired: true })} similar={null} organizationJobs={null} />
      </TestRouter>,
    )
    expect(screen.getByRole('alert').textContent).toBe(MSG.jobEnded)
    expect(screen.getByText('Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Ứng tuyển ngay' })).toBeNull()
    expect(screen.queryByText('Ứng tuyển ngay')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Liên hệ nhà tuyển dụng' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Hiện số điện thoại' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Báo cáo tin' })).toBeTruthy()
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-view')).toHaveLength(1))
  })

  it('shows the contact person and a masked phone, and reveals the number as a tel: link on request', async () => {
    window.localStorage.clear()
    const fetch = mockFetch((url) =>
      url.endsWith('/listing/v1/phone/show')
        ? { body: { success: true, data: { classified_id: 10234, phone: '0987654321', contact_name: 'Chị Lan' } } }
        : { body: { success: true, data: { tracked: 1 } } },
    )
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail()} similar={null} organizationJobs={null} chat={<button type="button">Chat với nhà tuyển dụng</button>} />
      </TestRouter>,
    )
    const box = screen.getByRole('region', { name: 'Liên hệ nhà tuyển dụng' })
    expect(within(box).getByText('Chị Lan')).toBeTruthy()
    expect(within(box).getByText('0987 654 ***')).toBeTruthy()
    expect(within(box).queryByRole('link')).toBeNull()
    expect(within(box).getByRole('button', { name: 'Chat với nhà tuyển dụng' })).toBeTruthy()
    fireEvent.click(within(box).getByRole('button', { name: 'Hiện số điện thoại' }))
    const call = await within(box).findByRole('link', { name: 'Gọi 0987 654 321' })
    expect(call.getAttribute('href')).toBe('tel:0987654321')
    await waitFor(() => expect(document.activeElement).toBe(call))
    expect(within(box).queryByRole('button', { name: 'Hiện số điện thoại' })).toBeNull()
    expect(fetch.posted('/listing/v1/phone/show')).toEqual([{ classified_id: 10234, track: true }])
    // the reveal is the contact: no second count through tracking-contact
    expect(fetch.posted('/job/v1/classifieds/tracking-contact')).toEqual([])
  })

  it('shows the server\'s message when the number cannot be shown, and lets the visitor try again', async () => {
    window.localStorage.clear()
    const message = 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau 12 phút.'
    mockFetch((url) =>
      url.endsWith('/listing/v1/phone/show')
        ? { status: 429, body: { success: false, error: { code: 'too_many_requests', message } } }
        : { body: { success: true, data: { tracked: 1 } } },
    )
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail()} similar={null} organizationJobs={null} />
      </TestRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Hiện số điện thoại' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.getByRole('button', { name: 'Hiện số điện thoại' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Gọi/ })).toBeNull()
  })

  it('offers no phone button for a job without a contact phone', () => {
    mockFetch()
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail({ contact_phone_masked: '' })} similar={null} organizationJobs={null} />
      </TestRouter>,
    )
    expect(screen.getByRole('region', { name: 'Liên hệ nhà tuyển dụng' }).textContent).toContain('Chị Lan')
    expect(screen.queryByRole('button', { name: 'Hiện số điện thoại' })).toBeNull()
  })

  it('lists similar jobs and the organization\'s other jobs under their headings', async () => {
    mockIntersectionObserver({ all: true })
    const fetch = mockFetch()
    render(
      <TestRouter>
        <JobDetailView
          job={makeJobDetail()}
          similar={[makeJobCard({ id: 501, slug: 'ke-toan-noi-bo', title: 'Kế toán nội bộ' })]}
          organizationJobs={[makeJobCard({ id: 502, slug: 'thu-ngan', title: 'Thu ngân' })]}
        />
      </TestRouter>,
    )
    const similar = screen.getByRole('region', { name: 'Việc làm tương tự' })
    expect(within(similar).getByRole('heading', { level: 3, name: 'Kế toán nội bộ' })).toBeTruthy()
    const other = screen.getByRole('region', { name: 'Việc làm khác của Công ty TNHH An Phát' })
    expect(within(other).getByRole('link', { name: 'Thu ngân' }).getAttribute('href')).toBe('/viec-lam/thu-ngan-502')
    await waitFor(() => expect(fetch.posted('/job/v1/classifieds/tracking-impression').length).toBeGreaterThan(0))
  })

  it("links the employer's name to its page while it has one: an open job, another open job, or verified", async () => {
    mockIntersectionObserver({ all: true })
    mockFetch()
    const page = '/cong-ty/cong-ty-tnhh-an-phat-7'
    const view = (props: { expired: boolean; partner?: boolean; others?: number; preview?: boolean }) =>
      render(
        <TestRouter>
          <JobDetailView
            job={makeJobDetail({
              is_expired: props.expired,
              organization: { ...makeJobDetail().organization, is_partner: props.partner ?? false },
            })}
            similar={null}
            organizationJobs={Array.from({ length: props.others ?? 0 }, (_, i) => makeJobCard({ id: 600 + i, slug: 'thu-ngan', title: `Thu ngân ${i}` }))}
            preview={props.preview}
          />
        </TestRouter>,
      )
    const nameLinks = () => screen.queryAllByRole('link', { name: 'Công ty TNHH An Phát' }).map((a) => a.getAttribute('href'))
    let shown = view({ expired: false, others: 1 })
    // the header and the employer box; and under its other jobs, a link to all of them
    expect(nameLinks()).toEqual([page, page])
    expect(screen.getByRole('link', { name: 'Xem trang và tất cả việc làm của Công ty TNHH An Phát' }).getAttribute('href')).toBe(page)
    shown.unmount()
    for (const [props, linked] of [
      [{ expired: false }, true],
      [{ expired: true, others: 1 }, true],
      [{ expired: true, partner: true }, true],
      [{ expired: true }, false],
      [{ expired: false, preview: true }, false],
    ] as const) {
      shown = view(props)
      expect(nameLinks().length > 0, JSON.stringify(props)).toBe(linked)
      if (!linked) expect(screen.getAllByText('Công ty TNHH An Phát').length).toBeGreaterThan(0)
      shown.unmount()
    }
  })

  it('opens the report dialog from "Báo cáo tin"', async () => {
    mockFetch()
    render(
      <TestRouter>
        <JobDetailView job={makeJobDetail()} similar={null} organizationJobs={null} />
      </TestRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Báo cáo tin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Báo cáo tin tuyển dụng' }, { timeout: 5000 })
    expect(within(dialog).getByRole('group', { name: 'Lý do báo cáo' })).toBeTruthy()
  })

  it('shows the save action composed by the app, also for an ended job, and on related cards', async () => {
    mockFetch()
    render(
      <TestRouter>
        <JobDetailView
          job={makeJobDetail({ is_expired: true })}
          similar={[makeJobCard({ id: 55, slug: 'thu-ngan', title: 'Thu ngân' })]}
          organizationJobs={null}
          favorite={<button type="button">Lưu tin</button>}
          renderFavorite={(job) => <button type="button">{`Lưu tin ${job.title}`}</button>}
        />
      </TestRouter>,
    )
    const actions = screen.getByRole('region', { name: 'Ứng tuyển' })
    expect(within(actions).getByText(MSG.jobEnded)).toBeTruthy()
    expect(within(actions).getByRole('button', { name: 'Lưu tin' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Lưu tin Thu ngân' })).toBeTruthy()
  })
})
