// The candidate's side of contact unlocks: the sharing choice is saved, a request is accepted, a
// shown contact withdrawn, each through the API, the list following the answers.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContactGrant } from '../../../domain/contract/candidates'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import { ContactRequestsPanel } from './contact-requests-panel'

beforeEach(() => window.localStorage.setItem('token', 'tok'))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const grant = (id: number, status: ContactGrant['status'], label: string): ContactGrant => ({
  id,
  organization: 'Công ty Sen Vàng',
  recruiter: 'Trần Văn Minh',
  job: { id: 5, title: 'Thủ kho' },
  status,
  status_label: label,
  expires_at: status === 'pending' ? '2026-12-02T03:00:00.000Z' : null,
  created_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
})

describe('ContactRequestsPanel', () => {
  it('saves the sharing choice, accepts a request and withdraws a shown contact', async () => {
    const api = mockApi({
      'GET /job/v1/jobseekers/self/contact-requests': ok({ items: [grant(1, 'pending', 'Đang chờ bạn trả lời'), grant(2, 'granted', 'Đã xem liên hệ')], contact_sharing: 'ask' }),
      'PUT /job/v1/jobseekers/self/contact-sharing': ok({ contact_sharing: 'share' }),
      'PUT /job/v1/jobseekers/self/contact-requests/1': ok({ items: [grant(1, 'granted', 'Đã xem liên hệ'), grant(2, 'granted', 'Đã xem liên hệ')], message: 'Đã cho nhà tuyển dụng xem liên hệ.' }),
      'PUT /job/v1/jobseekers/self/contact-requests/2': ok({ items: [grant(1, 'granted', 'Đã xem liên hệ'), grant(2, 'withdrawn', 'Bạn đã thu hồi')], message: 'Đã thu hồi quyền xem liên hệ.' }),
    })
    render(inRouter(<ContactRequestsPanel />, '/jobseeker'))
    const list = await screen.findByRole('list', { name: 'Yêu cầu xem liên hệ' })
    expect(list.textContent).toContain('Tin "Thủ kho"')
    expect((screen.getByRole('radio', { name: 'Hỏi tôi mỗi lần có nhà tuyển dụng muốn xem liên hệ' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(screen.getByRole('radio', { name: 'Cho nhà tuyển dụng xem liên hệ khi họ mở khóa' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/jobseekers/self/contact-sharing')).toEqual([{ contact_sharing: 'share' }]))

    const [pending, shown] = within(list).getAllByRole('listitem')
    fireEvent.click(within(pending).getByRole('button', { name: 'Đồng ý cho xem' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/jobseekers/self/contact-requests/1')).toEqual([{ action: 'accept' }]))
    fireEvent.click(await within(shown).findByRole('button', { name: 'Thu hồi quyền xem' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/jobseekers/self/contact-requests/2')).toEqual([{ action: 'withdraw' }]))
    await waitFor(() => expect(list.textContent).toContain('Bạn đã thu hồi'))
  })
})
