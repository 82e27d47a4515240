import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { JobseekerBox } from './jobseeker-box'

const renderBox = (jobseeker: Parameters<typeof JobseekerBox>[0]['jobseeker']) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <JobseekerBox jobseeker={jobseeker} />
    </MemoryRouter>,
  )

describe('JobseekerBox (SPEC 2.5)', () => {
  it('without a profile offers to create one', () => {
    renderBox(null)
    expect(screen.getByText('Hồ sơ xin việc')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tạo hồ sơ mới' }).getAttribute('href')).toBe('/create-jobseeker?is_reader=true')
  })

  it('with a profile shows the name and job types and opens the edit form when job types were deleted', () => {
    renderBox({ full_name: 'Nguyễn Thị Lan', image_url: null, job_type_names: ['Kế toán', 'Bán hàng'], is_job_type_delete: true })
    const link = screen.getByRole('link', { name: /Nguyễn Thị Lan/ })
    expect(link.textContent).toContain('Kế toán, Bán hàng')
    expect(link.getAttribute('href')).toBe('/jobseeker#open-edit')
  })
})
