// Tests of this feature mock only the network ("METHOD /path?query" -> envelope) and give each
// render its own SWR cache and a router that shows where it went.
import type { ReactNode } from 'react'
import type { JobCard } from '../../domain/jobs'
import type { AppliedItem, MatchingJob } from '../../domain/contract/applications'
import type { ApplyProfile } from './types'

import { inRouter, makeJobCard } from '../../lib/test-support'

export { fail, mockApi, ok, type Reply } from '../../lib/test-support'

/** A job card as the jobs' tests make it, in Hà Nội with a salary (what these tests read). */
export function makeJob(overrides: Partial<JobCard> = {}): JobCard {
  return makeJobCard({
    organization: { id: 1, name: 'Công ty TNHH Minh Phát', slug: 'minh-phat', logo_url: null, initials: 'MP', is_partner: false },
    city: { id: 1, name: 'Hà Nội' },
    district: null,
    salary_min: 10_000_000,
    salary_max: 15_000_000,
    published_at: '2026-01-05T02:00:00.000Z',
    expires_at: '2099-02-04T02:00:00.000Z',
    ...overrides,
  })
}

export const makeMatching = (overrides: Partial<MatchingJob> = {}): MatchingJob => ({ ...makeJob(overrides), score: 85, ...overrides })

export function makeAppliedItem(job: JobCard, overrides: { status?: number; is_active?: boolean; id?: number } = {}): AppliedItem {
  const status = overrides.status ?? 1
  const labels: Record<number, string> = { 1: 'Đã gửi', 2: 'Nhà tuyển dụng đã xem', 3: 'Phù hợp', 4: 'Chưa phù hợp', 5: 'Đã mời phỏng vấn' }
  return {
    application: {
      id: overrides.id ?? job.id + 1,
      job_id: job.id,
      user_id: 7,
      jobseeker_id: 3,
      source: 'manual',
      status,
      status_label: labels[status],
      status_message: null,
      status_at: status === 1 ? '2026-03-02T03:00:00.000Z' : '2026-03-05T03:00:00.000Z',
      created_at: '2026-03-02T03:00:00.000Z',
      updated_at: status === 1 ? '2026-03-02T03:00:00.000Z' : '2026-03-05T03:00:00.000Z',
    },
    job,
    is_active: overrides.is_active ?? true,
  }
}

export const PROFILE: ApplyProfile = {
  full_name: 'Nguyễn Thị Lan',
  phone: '0901234567',
  email: 'lan@example.com',
  job_types: [
    { id: 12, name: 'Kế toán', is_deleted: false },
    { id: 15, name: 'Hành chính', is_deleted: false },
  ],
  process_state: 1001,
}


export const renderWith = (ui: ReactNode, path = '/') => inRouter(ui, path)

/** A card like the app's: a list item with the title link and the slot. */
export const simpleCard = (job: JobCard, slot: ReactNode) => (
  <li key={job.id}>
    <article aria-label={job.title}>
      <h2>
        <a href={job.url}>{job.title}</a>
      </h2>
      {slot}
    </article>
  </li>
)
