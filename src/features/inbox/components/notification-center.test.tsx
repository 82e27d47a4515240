import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { receiveNotification } from '../list-state'
import { clearInbox, inboxState } from '../state'
import { makeInbox, makeNotification } from '../test-utils'
import type { Inbox } from '../types'
import { NotificationCenter } from './notification-center'
import { InboxBell } from './inbox-bell'

let server: { candidate: Inbox[]; common: Inbox[] }

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }))
    const all = () => [...server.candidate, ...server.common]
    if (url.pathname === '/mail/v1/inboxes/latest') {
      const part = (list: Inbox[]) => ({ total: list.length, unread: list.filter((m) => !m.is_read).length, has_new: false })
      return ok({ total_unreads: all().filter((m) => !m.is_read).length, candidate: part(server.candidate), common: part(server.common) })
    }
    const list = url.pathname.match(/job-(candidate|common)$/)
    if (list) {
      const items = server[list[1] as 'candidate' | 'common']
      const offset = Number(url.searchParams.get('offset'))
      const limit = Number(url.searchParams.get('limit'))
      return ok({ items: items.slice(offset, offset + limit), total: items.length })
    }
    const read = url.pathname.match(/inboxes\/(\d+)\/mark-as-read$/)
    if (read && method === 'PUT') {
      const m = all().find((x) => x.id === Number(read[1]))
      if (m) m.is_read = true
      return ok(m)
    }
    if (url.pathname.endsWith('/mark-all-as-read')) {
      all().forEach((m) => (m.is_read = true))
      return ok({ total_unreads: 0 })
    }
    const remove = url.pathname.match(/inboxes\/(\d+)$/)
    if (remove && method === 'DELETE') {
      const id = Number(remove[1])
      server.candidate = server.candidate.filter((m) => m.id !== id)
      server.common = server.common.filter((m) => m.id !== id)
      return ok(null)
    }
    return new Response(JSON.stringify({ success: false, error: { code: 'not_found', message: 'Không tìm thấy' } }), { status: 404 })
  })
}

function renderPage() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <InboxBell signedIn loginHref="/account/login" />
      <NotificationCenter />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  window.localStorage.setItem('token', 'tok')
  server = {
    candidate: [makeInbox({ id: 3 }), makeInbox({ id: 2, is_read: true }), makeInbox({ id: 1 })],
    common: [makeInbox({ id: 10, part: 'common', title: 'Bảo trì hệ thống' })],
  }
})
afterEach(() => {
  clearInbox()
  window.localStorage.clear()
})

describe('NotificationCenter', () => {
  it('lists the candidate part newest first with unread styling and the unread counts on the tabs', async () => {
    mockApi()
    renderPage()
    const list = await screen.findByRole('list', { name: /Thông báo ứng viên/ })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.dataset.inboxId)).toEqual(['3', '2', '1'])
    expect(rows.map((r) => r.dataset.unread)).toEqual(['true', 'false', 'true'])
    expect(within(rows[0]).getByText('Chưa đọc:')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Ứng viên 2 chưa đọc' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Thông báo chung 1 chưa đọc' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Thông báo, 3 chưa đọc' })).toBeTruthy()
  })

  it('marks a message read when opened, and all at once', async () => {
    mockApi()
    renderPage()
    await screen.findByRole('list', { name: /Thông báo ứng viên/ })
    fireEvent.click(screen.getByRole('button', { name: /^(Chưa đọc: )?Thông báo 3/ }))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Thông báo, 2 chưa đọc' })).toBeTruthy())
    expect(screen.getByRole('button', { name: /^(Chưa đọc: )?Thông báo 3/ }).getAttribute('aria-expanded')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Thông báo' })).toBeTruthy())
    expect(inboxState.inboxes?.every((m) => m.is_read)).toBe(true)
    expect((screen.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('deletes after confirmation only', async () => {
    mockApi()
    renderPage()
    await screen.findByRole('list', { name: /Thông báo ứng viên/ })
    fireEvent.click(screen.getByRole('button', { name: 'Xóa thông báo: Thông báo 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Xóa thông báo' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    expect(inboxState.inboxes?.some((m) => m.id === 1)).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Xóa thông báo: Thông báo 1' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Xóa thông báo' })).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: /Thông báo 1$/ })).toBeNull())
    expect(server.candidate.map((m) => m.id)).toEqual([3, 2])
    expect(inboxState.unreadInbox).toBe(2)
  })

  it('shows the empty state per tab and loads more by pages', async () => {
    server.candidate = Array.from({ length: 25 }, (_, i) => makeInbox({ id: 100 - i, is_read: true }))
    server.common = []
    mockApi()
    renderPage()
    const list = await screen.findByRole('list', { name: /Thông báo ứng viên/ })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25))
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: 'Thông báo chung' }))
    expect(await screen.findByText('Chưa có thông báo chung nào.')).toBeTruthy()
  })

  it('shows a realtime notification at the top and in the badge without reload', async () => {
    mockApi()
    renderPage()
    await screen.findByRole('list', { name: /Thông báo ứng viên/ })
    await act(async () => {
      receiveNotification(
        makeNotification({ id: 50, title: 'Nhà tuyển dụng đã xem hồ sơ', created_at: '2026-02-01T00:00:00.000Z' }, 120),
      )
    })
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: /Thông báo ứng viên/ })).getAllByRole('listitem')
      expect(rows[0].dataset.inboxId).toBe('50')
    })
    expect(screen.getByRole('link', { name: 'Thông báo, 99+ chưa đọc' })).toBeTruthy()
    expect(screen.getByText('99+')).toBeTruthy()
  })
})
