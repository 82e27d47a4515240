// The staff audit log, newest first: who decided what about which record, when and why. Read only.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { formatVnClock, formatVnDate } from '../../../domain/dates'
import { GhostButton } from '../../../ui/button'
import { color } from '../../../ui/theme'
import type { AuditLogRow } from '../../../domain/staff'
import { useAuditLog } from '../api/console'

const PAGE = 30

export const AUDIT_TEXT = {
  loading: 'Đang tải nhật ký...',
  failed: 'Không tải được nhật ký. Vui lòng thử lại.',
  empty: 'Chưa có quyết định nào.',
  prev: 'Mới hơn',
  next: 'Cũ hơn',
} as const

/** What each action reads as in the log. */
const ACTIONS: Record<string, string> = {
  'job.approve': 'Duyệt tin',
  'job.reject': 'Từ chối tin',
  'jobseeker.approve': 'Duyệt hồ sơ',
  'jobseeker.reject': 'Từ chối hồ sơ',
  'organization.approve': 'Xác thực doanh nghiệp',
  'organization.reject': 'Trả lại hồ sơ doanh nghiệp',
  'organization.refuse': 'Không xác thực doanh nghiệp',
  'job_report.uphold': 'Xác nhận báo cáo',
  'job_report.dismiss': 'Bỏ qua báo cáo',
  'moderation_rule.update': 'Sửa quy tắc',
  'banned_phrases.update': 'Sửa cụm từ bị cấm',
  'register_key.issue': 'Tạo mã đại lý',
  'register_key.revoke': 'Thu hồi mã đại lý',
}

const SUBJECTS: Record<string, string> = { job: 'tin', jobseeker: 'hồ sơ', organization: 'doanh nghiệp', job_report: 'báo cáo', moderation_rule: 'quy tắc', register_key: 'mã đại lý' }

const Table = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${color.muted};
    font-weight: 600;
  }
`

const subjectOf = (row: AuditLogRow) => {
  const name = [row.details.title, row.details.organization, row.details.label].find((value): value is string => typeof value === 'string') ?? null
  return `${SUBJECTS[row.subject_kind] ?? row.subject_kind} ${row.subject_id}${name ? `: ${name}` : ''}`
}

export function AuditLogPanel() {
  const [offset, setOffset] = useState(0)
  const { data, error } = useAuditLog(offset)
  if (error) return <p role="alert">{AUDIT_TEXT.failed}</p>
  if (!data) return <p role="status">{AUDIT_TEXT.loading}</p>
  if (!data.items.length) return <p>{AUDIT_TEXT.empty}</p>
  return (
    <>
      <Table>
        <table>
          <caption className="visually-hidden">Nhật ký kiểm duyệt</caption>
          <thead>
            <tr>
              <th scope="col">Thời gian</th>
              <th scope="col">Nhân viên</th>
              <th scope="col">Quyết định</th>
              <th scope="col">Đối tượng</th>
              <th scope="col">Lý do</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <tr key={row.id}>
                <td>
                  {formatVnDate(row.created_at)} {formatVnClock(row.created_at)}
                </td>
                <td>{row.staff_name}</td>
                <td>{ACTIONS[row.action] ?? row.action}</td>
                <td>{subjectOf(row)}</td>
                <td>{row.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Table>
      {data.total > PAGE && (
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <GhostButton type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {AUDIT_TEXT.prev}
          </GhostButton>
          <GhostButton type="button" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
            {AUDIT_TEXT.next}
          </GhostButton>
        </div>
      )}
    </>
  )
}
