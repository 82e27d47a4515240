// The candidate pages against a mocked network: the search's query keeps only what the API accepts,
// a browsing limit's message asks again only when told, the unlock spends one "lượt".
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, inRouter, mockApi, ok } from '../../lib/test-support'
import { CandidateDetailView } from './components/candidate-detail'
import { candidateQuery } from './components/candidate-search'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('candidate search and unlock', () => {
  it('keeps only values the API accepts in the search', () => {
    expect(candidateQuery(new URLSearchParams('q=thu ngân&job_type=4&city_id=2&readiness=1&page=3')).api).toBe(
      'q=thu+ng%C3%A2n&job_type=4&city_id=2&readiness=1&offset=40&limit=20',
    )
    expect(candidateQuery(new URLSearchParams('job_type=x&readiness=7&page=0')).api).toBe('offset=0&limit=20')
  })

  it("shows a browsing limit's message, with when to come back, and tries again only when asked", async () => {
    const message = 'Bạn đã xem 20 hồ sơ ứng viên trong 1 phút, mức tối đa cho phép để bảo vệ thông tin ứng viên. Vui lòng quay lại sau 40 giây.'
    let limited = true
    const api = mockApi({
      'GET /job/v1/jobseekers/9/detail': () =>
        limited
          ? fail(429, message, 'too_many_requests')
          : ok({
              id: 9,
              profile: { full_name: 'Lê Thị Hoa', image_url: null, phone: '09xx xxx x12', email: null, birth_year: 2000, gender: 'Nữ', job_types: [], city: 'Hà Nội', district: null,
                salary_min: null, salary_max: null, experience: null, experience_text: null, work_history: [], education: null, readiness: null, description: null },
              contact_state: 'masked',
              asks_each_time: false,
              applied: false,
              updated_at: '2026-11-20T03:00:00.000Z',
            }),
      'GET /job/v1/recruiters/available-quantity': ok({ quantity: 1 }),
    })
    render(inRouter(<CandidateDetailView id={9} />, '/chi-tiet-ung-vien/9'))
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.keys().filter((k) => k === 'GET /job/v1/jobseekers/9/detail')).toHaveLength(1)
    limited = false
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(await screen.findByText('09xx xxx x12')).toBeTruthy()
  })

  it('unlocks the masked contact with one "lượt" and offers to buy more at zero', async () => {
    let shown = false
    const profile = {
      full_name: 'Lê Thị Hoa', image_url: null, birth_year: 2000, gender: 'Nữ', job_types: [{ id: 4, name: 'Thu ngân' }], city: 'Hà Nội', district: null,
      salary_min: null, salary_max: null, experience: '2 năm', experience_text: null, work_history: [], education: null, readiness: true, description: null,
    }
    const detail = () => ({
      id: 9,
      profile: { ...profile, phone: shown ? '0912345612' : '09xx xxx x12', email: shown ? 'hoa@example.com' : 'h***@example.com' },
      contact_state: shown ? 'shown' : 'masked',
      asks_each_time: false,
      applied: false,
      updated_at: '2026-11-20T03:00:00.000Z',
    })
    const api = mockApi({
      'GET /job/v1/jobseekers/9/detail': () => ok(detail()),
      'GET /job/v1/recruiters/available-quantity': ok({ quantity: 1 }),
      'POST /job/v1/recruiters/view-jobseeker': () => {
        shown = true
        return ok({ contact_state: 'shown', charged: true, quantity: 0, phone: '0912345612', email: 'hoa@example.com', message: 'Đã mở khóa liên hệ của ứng viên.' })
      },
    })
    render(inRouter(<CandidateDetailView id={9} />, '/chi-tiet-ung-vien/9'))
    expect(await screen.findByText('09xx xxx x12')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '09xx xxx x12' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Xem liên hệ (1 lượt)' }))
    expect((await screen.findByRole('link', { name: '0912345612' })).getAttribute('href')).toBe('tel:0912345612')
    expect(api.bodies('POST /job/v1/recruiters/view-jobseeker')).toEqual([{ jobseeker_id: 9 }])
    expect(screen.getByText('Bạn đã mở khóa liên hệ của ứng viên này.')).toBeTruthy()
  })
})
