// The line an applied job's card carries on /viec-lam-da-ung-tuyen: the application's status as a
// coloured label, when it was sent (and whether automatically), and whether the job has ended or
// was taken down.
import { styled } from '@linaria/react'
import { APPLICATION_STATUS_LABELS } from '../../../domain/applications'
import { StatusChip } from '../../../ui/status-chip'
import { MSG } from '../../../domain/messages'
import { color, radius } from '../../../ui/theme'
import { formatDay } from '../messages'
import type { AppliedItem } from '../../../domain/contract/applications'

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  margin-top: 6px;
  font-size: 14px;
  color: ${color.muted};
`
const Message = styled.p`
  flex-basis: 100%;
  margin: 2px 0 0;
  padding: 8px 10px;
  border-left: 3px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`
const Gone = styled.p`
  flex-basis: 100%;
  margin: 0;
  padding: 2px 8px;
  align-self: flex-start;
  width: fit-content;
  border-radius: ${radius.sm};
  background: #fdecea;
  color: #8e1b1b;
  font-weight: 600;
`

/** Why an applied job no longer takes applications: ended, or hidden/removed by its recruiter. */
export function inactiveReason(item: Pick<AppliedItem, 'is_active' | 'job'>, now = Date.now()): string | null {
  if (item.is_active) return null
  return new Date(item.job.expires_at).getTime() <= now ? MSG.jobEnded : 'Tin đã bị ẩn hoặc gỡ bởi nhà tuyển dụng'
}

export function ApplicationStatus({ item }: { item: AppliedItem }) {
  const { application } = item
  const label = application.status_label || APPLICATION_STATUS_LABELS[application.status] || ''
  const gone = inactiveReason(item)
  return (
    <Line>
      <span>
        <span className="visually-hidden">Trạng thái hồ sơ: </span>
        <StatusChip status={application.status}>{label}</StatusChip>
      </span>
      <span>
        {application.source === 'auto' ? 'Tự động ứng tuyển' : 'Ứng tuyển'} ngày{' '}
        <time dateTime={application.created_at}>{formatDay(application.created_at)}</time>
      </span>
      {application.updated_at !== application.created_at && application.status !== 1 && (
        <span>
          Cập nhật <time dateTime={application.updated_at}>{formatDay(application.updated_at)}</time>
        </span>
      )}
      {application.status_message && (
        <Message>
          <strong>Lời nhắn của nhà tuyển dụng:</strong> {application.status_message}
        </Message>
      )}
      {gone && <Gone>{gone}</Gone>}
    </Line>
  )
}
