import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../domain/messages'
import { PROFILE, fail, makeMatching, mockApi, ok, renderWith, simpleCard } from '../test-utils'
import type { MatchingJob } from '../../../domain/contract/applications'
import { SuggestedJobs } from './suggested-jobs'
import { pageFromSearch } from './pager'

beforeEach(() => window.localStorage.setItem('token', 'tok'))

const jobs = [
  makeMatching({ id: 1, slug: 'ke-toan-kho', title: 'Kế toán kho', score: 92.4 }),
  makeMatching({ id: 2, slug: 'thu-ngan', title: 'Thu ngân', score: 80 }),
  makeMatching({ id: 3, slug: 'le-tan', title: 'Lễ tân', score: 55 }),
]
const matching = (items: MatchingJob[]) => ok({ items, total: items.length, offset: 0, limit: 20 })
const renderJob = (job: MatchingJob, controls: React.ReactNode) => simpleCard(job, controls)

describe('SuggestedJobs', () => {
  it('invites a person without a profile to create one, coming back here', () => {
    const api = mockApi({})
    render(renderWith(<SuggestedJobs profile={null} renderJob={renderJob} />, '/cong-viec-phu-hop'))
    expect(screen.getByText(/Bạn chưa có hồ sơ xin việc/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tạo hồ sơ' }).getAttribute('href')).toBe(
      '/create-jobseeker?is_reader=true&returnUrl=%2Fcong-viec-phu-hop',
    )
    expect(api.keys()).toEqual([])
  })

  it('invites to create a profile when the server says there is none', async () => {
    mockApi({
      'GET /job/v1/jobseekers/jobs-matching?offset=0&limit=20': fail(400, 'Bạn cần tạo hồ sơ xin việc trước khi ứng tuyển.', 'profile_required'),
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
    })
    render(renderWith(<SuggestedJobs profile={PROFILE} renderJob={renderJob} />, '/cong-viec-phu-hop'))
    expect(await screen.findByRole('link', { name: 'Tạo hồ sơ' })).toBeTruthy()
  })

  it('selects jobs (one by one or the whole page), confirms, and shows each result', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({
      'GET /job/v1/jobseekers/jobs-matching?offset=0&limit=20': matching(jobs),
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
      'POST /job/v1/jobseekers/multi-apply': ok({
        items: [
          { classified_id: 1, success: true, application: { id: 11, job_id: 1 } },
          { classified_id: 2, success: false, error: { code: 'job_ended', message: MSG.jobEnded } },
        ],
        applied: 1,
      }),
    })
    render(renderWith(<SuggestedJobs profile={PROFILE} renderJob={renderJob} />, '/cong-viec-phu-hop'))
    const list = await screen.findByRole('list', { name: 'Việc làm phù hợp' })
    expect(within(list).getByRole('article', { name: 'Kế toán kho' }).textContent).toContain('Phù hợp 92%')
    const apply = screen.getByRole('button', { name: 'Ứng tuyển tin đã chọn' })
    expect(apply.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(apply)
    expect(screen.queryByRole('dialog')).toBeNull()

    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả trong trang này' }) as HTMLInputElement
    fireEvent.click(all)
    expect(screen.getByText('Đã chọn 3 tin')).toBeTruthy()
    expect(all.checked).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn Lễ tân' }))
    expect(screen.getByText('Đã chọn 2 tin')).toBeTruthy()
    expect(all.checked).toBe(false)
    expect(all.indeterminate).toBe(true)

    fireEvent.click(apply)
    const dialog = await screen.findByRole('dialog', { name: 'Ứng tuyển 2 tin đã chọn' })
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kế toán kho', 'Thu ngân'])
    expect(dialog.textContent).toContain('Nguyễn Thị Lan')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận ứng tuyển' }))

    await waitFor(() => expect(success).toHaveBeenCalledWith('Đã ứng tuyển 1/2 tin.'))
    expect(api.calls.find((c) => c.key === 'POST /job/v1/jobseekers/multi-apply')?.body).toEqual({ classified_ids: [1, 2] })
    const applied = within(list).getByRole('article', { name: 'Kế toán kho' })
    expect(applied.textContent).toContain('Đã ứng tuyển')
    expect(within(applied).queryByRole('checkbox')).toBeNull()
    const ended = within(list).getByRole('article', { name: 'Thu ngân' })
    expect(ended.textContent).toContain(MSG.jobEnded)
    expect(within(ended).getByRole('checkbox')).toBeTruthy()
    expect(screen.getByText('Đã chọn 0 tin')).toBeTruthy()
    const summary = screen.getByText('Đã ứng tuyển 1/2 tin.').closest('div')!
    expect(summary.textContent).toContain(`Thu ngân: ${MSG.jobEnded}`)
    expect(within(summary).getByRole('link', { name: 'Xem việc làm đã ứng tuyển' }).getAttribute('href')).toBe('/viec-lam-da-ung-tuyen')
  })

  it("toasts the server's refusal of the whole request", async () => {
    const error = vi.spyOn(toast, 'error')
    mockApi({
      'GET /job/v1/jobseekers/jobs-matching?offset=0&limit=20': matching(jobs),
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
      'POST /job/v1/jobseekers/multi-apply': fail(400, 'Hồ sơ của bạn vi phạm quy định nên chưa thể ứng tuyển.', 'profile_rejected'),
    })
    render(renderWith(<SuggestedJobs profile={PROFILE} renderJob={renderJob} />, '/cong-viec-phu-hop'))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Chọn Thu ngân' }))
    fireEvent.click(screen.getByRole('button', { name: 'Ứng tuyển tin đã chọn' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận ứng tuyển' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Hồ sơ của bạn vi phạm quy định nên chưa thể ứng tuyển.'))
    expect(screen.getByText('Đã chọn 1 tin')).toBeTruthy()
  })

  it('says when nothing matches yet', async () => {
    mockApi({
      'GET /job/v1/jobseekers/jobs-matching?offset=0&limit=20': matching([]),
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
    })
    render(renderWith(<SuggestedJobs profile={PROFILE} renderJob={renderJob} />, '/cong-viec-phu-hop'))
    expect(await screen.findByText(/Chưa có việc làm mới phù hợp với hồ sơ của bạn/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chỉnh sửa hồ sơ' }).getAttribute('href')).toBe('/jobseeker')
  })
})

describe('pageFromSearch', () => {
  it('reads a positive page number, else 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3)
    for (const search of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5']) expect(pageFromSearch(search)).toBe(1)
  })
})
