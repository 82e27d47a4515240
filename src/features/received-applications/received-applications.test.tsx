// The received applications' pages against a mocked network: the list's filters travel in the address and
// reach the API as its query, a selection moves together with the template message, the CV page
// marks the application read once and moves it with an edited message; the live notice sets the
// badge count.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STATUS_TEMPLATES } from '../../domain/applications'
import type { ReceivedApplication, ReceivedApplicationDetail, ReceivedApplicationItem } from '../../domain/contract/applications'
import { fail, inRouter, mockApi, ok } from '../../lib/test-support'
import { ApplicationDetailView } from './components/application-detail'
import { ApplicationList } from './components/application-list'
import { applicantQuery } from './query'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const application = (id: number, status = 1, read = false): ReceivedApplication => ({
  id,
  job_id: 501,
  user_id: 40 + id,
  jobseeker_id: 30 + id,
  source: 'manual',
  status,
  status_label: ({ 1: 'Chưa xem', 2: 'Đã xem', 3: 'Phù hợp' } as Record<number, string>)[status],
  status_message: null,
  status_at: '2026-11-20T03:00:00.000Z',
  read_at: read ? '2026-11-21T03:00:00.000Z' : null,
  closes_at: status < 3 ? '2026-12-04T03:00:00.000Z' : null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
})
const item = (id: number, name: string, status = 1): ReceivedApplicationItem => ({
  application: application(id, status, status > 1),
  job: { id: 501, title: 'Thu ngân siêu thị', slug: 'thu-ngan-sieu-thi' },
  candidate: { full_name: name, image_url: null, phone: `09000000${id}0`, email: null, birth_year: 2000, city: 'Hà Nội', experience: '2 năm' },
})
const filters = {
  jobs: [{ id: 501, name: 'Thu ngân siêu thị', count: 2 }],
  statuses: [
    { id: 1, name: 'Chưa xem', count: 1 },
    { id: 3, name: 'Phù hợp', count: 1 },
  ],
  sources: [],
  unread: 1,
  closing: 0,
}
const templates = {
  items: [3, 5, 6, 7, 4].map((status) => ({ status, status_label: String(status), body: DEFAULT_STATUS_TEMPLATES[status], custom: false })),
}

describe('applicantQuery', () => {
  it('keeps only values the API accepts', () => {
    expect(applicantQuery(new URLSearchParams('job=501&status=3&read=0&source=auto&from=2026-11-01&to=2026-11-30&page=2'))).toEqual({
      query: { job_id: 501, status: 3, read: 0, source: 'auto', from: '2026-11-01', to: '2026-11-30', offset: 20, limit: 20 },
      page: 2,
    })
    expect(applicantQuery(new URLSearchParams('job=abc&status=9&read=2&source=fax&from=hôm-nay&page=-1'))).toEqual({ query: { offset: 0, limit: 20 }, page: 1 })
  })
})

describe('ApplicationList', () => {
  it('filters through the address and moves a selection with the template message', async () => {
    const api = mockApi({
      'GET /job/v1/candidates/recruiter-apply': ok({ items: [item(1, 'Lê Thị Hoa'), item(2, 'Phạm Văn Nam', 3)], total: 2, offset: 0, limit: 20 }),
      'GET /job/v1/candidates/recruiter-apply/filter': ok(filters),
      'GET /job/v1/candidates/message-templates': ok(templates),
      'PUT /job/v1/candidates/status': ok({ items: [], updated: 2 }),
    })
    render(inRouter(<ApplicationList />, '/dashboard/candidates'))
    const list = await screen.findByRole('list', { name: 'Hồ sơ ứng tuyển' })
    expect(within(list).getByRole('link', { name: 'Lê Thị Hoa' }).getAttribute('href')).toBe('/dashboard/candidates/1')
    expect(within(list).getAllByText('Mới')).toHaveLength(1)

    fireEvent.change(await screen.findByLabelText('Trạng thái'), { target: { value: '3' } })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/candidates?status=3'))
    await waitFor(() => expect(api.keys()).toContain('GET /job/v1/candidates/recruiter-apply?status=3&offset=0&limit=20'))

    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn hồ sơ của Lê Thị Hoa' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn hồ sơ của Phạm Văn Nam' }))
    const bar = screen.getByRole('region', { name: 'Cập nhật các hồ sơ đã chọn' })
    fireEvent.change(within(bar).getByLabelText('Chuyển sang trạng thái'), { target: { value: '4' } })
    await waitFor(() => expect((within(bar).getByLabelText(/Lời nhắn gửi ứng viên/) as HTMLTextAreaElement).value).toBe(DEFAULT_STATUS_TEMPLATES[4]))
    fireEvent.click(within(bar).getByRole('button', { name: 'Cập nhật 2 hồ sơ' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/candidates/status')).toEqual([{ ids: [1, 2], status: 4, message: DEFAULT_STATUS_TEMPLATES[4] }]))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cập nhật các hồ sơ đã chọn' })).toBeNull())
  })
})

describe('ApplicationDetailView', () => {
  it('marks it read once on open and moves it with an edited message', async () => {
    let status = 1
    const detail = (): ReceivedApplicationDetail => ({
      application: { ...application(7, status, status > 1) },
      job: { id: 501, title: 'Thu ngân siêu thị', slug: 'thu-ngan-sieu-thi', is_active: true },
      profile: {
        full_name: 'Lê Thị Hoa',
        image_url: null,
        phone: '0900000070',
        email: 'hoa@example.com',
        birth_year: 2000,
        gender: 'Nữ',
        job_types: [{ id: 4, name: 'Thu ngân' }],
        city: 'Hà Nội',
        district: null,
        salary_min: 7_000_000,
        salary_max: 9_000_000,
        experience: '2 năm',
        experience_text: null,
        work_history: [{ company: 'Siêu thị Minh Phát', position: 'Thu ngân', start_date: '09/2024', end_date: null }],
        education: 'Cao đẳng',
        readiness: true,
        description: 'Chăm chỉ, trung thực.',
      },
    })
    const api = mockApi({
      'GET /job/v1/candidates/7': () => ok(detail()),
      'PUT /job/v1/candidates/7/read': () => {
        status = 2
        return ok(application(7, 2, true))
      },
      'PUT /job/v1/candidates/7/status': (body) => {
        status = (body as { status: number }).status
        return ok(application(7, status, true))
      },
      'GET /job/v1/candidates/message-templates': ok(templates),
    })
    render(inRouter(<ApplicationDetailView id={7} />, '/dashboard/candidates/7'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Lê Thị Hoa' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '0900000070' }).getAttribute('href')).toBe('tel:0900000070')
    expect(screen.getByText('Đi làm ngay')).toBeTruthy()
    expect(screen.getByText('Siêu thị Minh Phát · 09/2024 - nay')).toBeTruthy()
    // the status shows by the name (with a link down to the form at phone width) and in the form's panel
    await waitFor(() => expect(screen.getAllByText('Đã xem')).toHaveLength(2))
    expect(screen.getByRole('link', { name: 'Cập nhật trạng thái' }).getAttribute('href')).toBe('#application-status')
    expect(api.keys().filter((k) => k === 'PUT /job/v1/candidates/7/read')).toHaveLength(1)

    const message = await screen.findByLabelText(/Lời nhắn gửi ứng viên/)
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe(DEFAULT_STATUS_TEMPLATES[3]))
    fireEvent.change(message, { target: { value: 'Hẹn bạn thứ Hai đi làm thử.' } })
    expect(screen.getByRole('button', { name: 'Lưu làm lời nhắn mẫu' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cập nhật trạng thái' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/candidates/7/status')).toEqual([{ status: 3, message: 'Hẹn bạn thứ Hai đi làm thử.' }]))
    await waitFor(() => expect(screen.getAllByText('Phù hợp').length).toBeGreaterThan(0))
  })

  it("another organisation's application: a heading, the API's reason and a way back to the list", async () => {
    mockApi({ 'GET /job/v1/candidates/8': fail(403, 'Bạn không thể thực hiện thao tác này!', 'forbidden') })
    render(inRouter(<ApplicationDetailView id={8} />, '/dashboard/candidates/8'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Không mở được hồ sơ ứng tuyển' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Bạn không thể thực hiện thao tác này!')
    fireEvent.click(screen.getByRole('link', { name: 'Về danh sách hồ sơ ứng tuyển' }))
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/candidates')
  })
})
