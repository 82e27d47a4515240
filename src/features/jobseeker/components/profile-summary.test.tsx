import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserAvatar } from '../../../ui/user-avatar'
import { ProfileSummary } from './profile-summary'
import type { Jobseeker } from '../../../domain/contract/jobseekers'

const profile: Jobseeker = {
  id: 7,
  user_id: 4213,
  full_name: 'Nguyễn Thị Lan',
  phone: '0901234567',
  phone_verified: true,
  email: null,
  avatar: null,
  image_url: null,
  birth_year: 1998,
  gender: null,
  job_types: [],
  is_job_type_delete: false,
  city_id: null,
  district_id: null,
  city: null,
  district: null,
  salary_min: 12_000_000,
  salary_max: null,
  experience_id: null,
  has_experience: false,
  experience_text: null,
  work_history: [],
  education_id: null,
  readiness: null,
  description: null,
  searchable: true,
  consent_at: '2026-11-01T03:00:00.000Z',
  process_state: 1001,
  reject_reason: null,
  apply_auto: false,
  apply_auto_email: null,
  apply_auto_until: null,
  expired_message: null,
  complete_percentage: 0.6,
  missing_fields: [],
  is_satisfied: false,
  created_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-01T03:00:00.000Z',
}

describe('ProfileSummary', () => {
  it('shows the avatar the header shows for the same person: the given name’s initial on their palette colour', () => {
    const { container } = render(<ProfileSummary profile={profile} jobConfig={null} />)
    const avatar = container.querySelector<HTMLElement>('[data-avatar]')!
    expect(avatar.textContent).toBe('L')
    const header = render(<UserAvatar userId={profile.user_id} fullName={profile.full_name} imageUrl={null} />).container.querySelector<HTMLElement>('[data-avatar]')!
    expect(avatar.textContent).toBe(header.textContent)
    expect(avatar.style.background).toBe(header.style.background)
    expect(screen.getByText('12.000.000đ', { exact: false })).toBeTruthy()
  })
})
