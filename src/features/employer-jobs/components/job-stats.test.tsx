import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../domain/messages'
import { API_MSG } from '../../../domain/api-messages'
import { fail, inRouter, mockApi, ok } from '../../../lib/test-support'
import { JobStatsView } from './job-stats'
import type { JobStats, JobStatsDay } from '../../../domain/contract/manage-listing'

// the canvas chart cannot draw in happy-dom; the table carries the same numbers and is what is tested here
vi.mock('./stats-chart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./stats-chart')>()),
  StatsChart: ({ days }: { days: JobStatsDay[] }) => <div data-testid="chart">{days.length} ngày</div>,
}))

const zero = { views: 0, impressions: 0, contacts: 0, contacts_call: 0, contacts_chat: 0, contacts_login: 0, applications: 0 }
const day = (iso: string, counts: Partial<typeof zero> = {}): JobStatsDay => ({ day: iso, date: iso.split('-').reverse().join('/'), ...zero, ...counts })

function makeStats(days: JobStatsDay[]): JobStats {
  const totals = { ...zero }
  for (const d of days) for (const key of Object.keys(zero) as Array<keyof typeof zero>) totals[key] += d[key]
  return {
    job: {
      id: 101,
      title: 'Kế toán tổng hợp',
      url: '/viec-lam/ke-toan-tong-hop-101',
      status: 'active',
      status_name: 'Đang hiển thị',
      organization: { id: 1, name: 'Công ty TNHH Minh Phát' },
      published_at: '2026-03-01T03:00:00.000Z',
      expires_at: '2026-03-31T16:59:59.999Z',
      published_date: '01/03/2026',
      expires_date: '31/03/2026',
    },
    range: { from: days[0].day, to: days[days.length - 1].day, life_from: days[0].day, life_to: days[days.length - 1].day, max_days: 90 },
    days,
    totals,
    overall: { views: totals.views, impressions: totals.impressions, contacts: totals.contacts, applications: totals.applications },
  }
}

const STATS = 'GET /job/v1/classifieds/101/tracking'
const renderPage = (id = '101') => render(inRouter(<JobStatsView id={id} />, `/dashboard/manage-listing/${id}`))

beforeEach(() => {
  window.localStorage.setItem('token', 'tok')
})

describe('JobStatsView', () => {
  it('shows the totals and a table fallback, visually hidden until asked, with every day and the totals', async () => {
    const days = [
      day('2026-03-01', { views: 12, impressions: 1400, contacts: 3, contacts_call: 2, contacts_chat: 1 }),
      day('2026-03-02'),
      day('2026-03-03', { views: 5, impressions: 60, applications: 2 }),
    ]
    mockApi({ [STATS]: ok(makeStats(days)) })
    renderPage()

    expect(await screen.findByRole('heading', { level: 1, name: 'Kế toán tổng hợp' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '← Quản lý tin đăng' }).getAttribute('href')).toBe('/dashboard/manage-listing')
    expect(within(screen.getByTestId('total-views')).getByText('17')).toBeTruthy()
    expect(within(screen.getByTestId('total-impressions')).getByText('1.460')).toBeTruthy()
    expect(within(screen.getByTestId('total-contacts')).getByText('Gọi điện 2 · Chat 1 · Đăng nhập để liên hệ 0')).toBeTruthy()
    expect(within(screen.getByTestId('total-applications')).getByText('2')).toBeTruthy()
    expect(screen.getByTestId('chart').textContent).toBe('3 ngày')

    // a real table with a caption, there for screen readers while hidden from view
    const table = screen.getByRole('table', { name: /Số liệu theo ngày của tin “Kế toán tổng hợp”, từ 01\/03\/2026 đến 03\/03\/2026/ })
    const region = table.parentElement!
    expect(region.className).toContain('visually-hidden')
    const [head, ...rows] = within(table).getAllByRole('row')
    expect(within(head).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Ngày', 'Lượt xem', 'Lượt hiển thị', 'Lượt liên hệ', 'Hồ sơ ứng tuyển'])
    const cells = rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((c) => c.textContent)])
    expect(cells).toEqual([
      ['01/03/2026', '12', '1.400', '3', '0'],
      ['02/03/2026', '0', '0', '0', '0'],
      ['03/03/2026', '5', '60', '0', '2'],
      ['Tổng', '17', '1.460', '3', '2'],
    ])

    const toggle = screen.getByRole('button', { name: 'Xem dạng bảng' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(region.className).not.toContain('visually-hidden')
    expect(screen.getByRole('button', { name: 'Ẩn bảng số liệu' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('region', { name: 'Bảng số liệu theo ngày' })).toBe(region)
  })

  it('says plainly when the job has no counts yet, without an empty chart', async () => {
    mockApi({ [STATS]: ok(makeStats([day('2026-03-01'), day('2026-03-02')])) })
    renderPage()
    expect(await screen.findByText('Tin chưa có số liệu.')).toBeTruthy()
    expect(screen.queryByTestId('chart')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    expect(within(screen.getByTestId('total-applications')).getByText('0')).toBeTruthy()
  })

  it('shows the server’s refusal to someone outside the organisation, and nothing of the job', async () => {
    mockApi({ [STATS]: fail(403, API_MSG.forbidden, 'forbidden') })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toContain(API_MSG.forbidden)
    expect(screen.queryByText('Kế toán tổng hợp')).toBeNull()
    expect(screen.getByRole('link', { name: 'Về trang quản lý tin đăng' })).toBeTruthy()
  })

  it('answers an address that names no job without asking the API', () => {
    const api = mockApi({})
    renderPage('abc')
    expect(screen.getByRole('alert').textContent).toContain(MSG.notFound)
    expect(api.calls).toHaveLength(0)
  })
})
