// A reported job or conversation in the staff console: what the moderation rules find in the
// reporter's note is shown beside it (issue 35 item 4; docs/decisions/0030-text-normalisation.md).
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReportedJob } from '../../../domain/staff'
import { ReportItem } from './queue-items'

const report: ReportedJob = {
  id: 1,
  job_id: 10001,
  job_title: 'Nhân viên kho',
  job_url: '/viec-lam/nhan-vien-kho-10001',
  organization: 'Công ty TNHH Sao Mai',
  reason: 'fee',
  reason_name: 'Thu phí ứng viên',
  note: 'Bắt nộp phí hồ sơ, gọi 0987 654 321',
  note_hits: [
    { name: 'Cụm từ bị cấm', matched: 'phí hồ sơ' },
    { name: 'Số điện thoại, email hoặc đường link', matched: '0987 654 321' },
  ],
  reports_on_job: 1,
  created_at: '2026-05-01T03:00:00.000Z',
}

describe('a reported job in the console', () => {
  it('shows the note and what the rules find in it', () => {
    render(<ReportItem report={report} />)
    expect(screen.getByText(/Bắt nộp phí hồ sơ/)).toBeTruthy()
    expect(
      screen.getByText('Quy tắc kiểm duyệt thấy trong ghi chú: "phí hồ sơ" (Cụm từ bị cấm); "0987 654 321" (Số điện thoại, email hoặc đường link).'),
    ).toBeTruthy()
  })

  it('says nothing more for a note the rules find nothing in', () => {
    render(<ReportItem report={{ ...report, note: 'Công ty không có thật', note_hits: [] }} />)
    expect(screen.queryByText(/Quy tắc kiểm duyệt/)).toBeNull()
  })
})
