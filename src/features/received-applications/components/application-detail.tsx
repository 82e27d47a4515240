// /dashboard/candidates/{id}: one application with the profile as the seeker sent it (avatar,
// contact, wishes, experience and work history, self-introduction). Opening it marks it read (its
// seeker learns the employer has seen it); the form beside it moves it on with a message.
import { styled } from '@linaria/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { APPLICATION_SOURCE_LABELS } from '../../../domain/applications'
import { durationSince, durationUntil, formatVnDate } from '../../../domain/dates'
import { jobPath } from '../../../domain/jobs'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { PageStack, Panel } from '../../../ui/panel'
import { RecordRefused } from '../../../ui/refused'
import { StatusChip } from '../../../ui/status-chip'
import { media } from '../../../ui/theme'
import { markRead, refreshApplicants, useApplicant } from '../api/received-applications'
import { refreshApplicantsUnread } from '../api/unread'
import { ContactPanel, ProfileHead, ProfileSections } from '../../../ui/profile-sections'
import { StatusMove } from './status-move'
import { Skeleton } from '../../../ui/skeleton'

const Columns = styled.div`
  display: grid;
  gap: 12px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
    gap: 16px;
  }
`
/** At phone width the status form comes after the whole CV: a link jumps to it. */
const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
`
const JumpLink = styled.a`
  white-space: nowrap;
  ${media.desktop} {
    display: none;
  }
`

const StatusPanel = styled(Panel)`
  h2 {
    scroll-margin-top: 80px;
  }
`

/** `chat`: the app's chat entry for the applicant and the job (chat is another feature). */
export function ApplicationDetailView({ id, chat }: { id: number | null; chat?: (applicant: { userId: number; jobId: number; name: string }) => ReactNode }) {
  const { data, error, mutate } = useApplicant(id)
  const opened = useRef<number | null>(null)
  const unread = data ? data.application.read_at === null || data.application.status === 1 : false

  // opening the CV marks it read once (status 1 becomes 2 and the seeker is told)
  useEffect(() => {
    if (id === null || !unread || opened.current === id) return
    opened.current = id
    markRead(id)
      .then(() => Promise.all([mutate(), refreshApplicants(), refreshApplicantsUnread()]))
      .catch(() => {
        opened.current = null
      })
  }, [id, unread, mutate])

  if (id === null || error) {
    const message = id === null ? 'Không tìm thấy hồ sơ ứng tuyển.' : errorMessage(error)
    return <RecordRefused title="Không mở được hồ sơ ứng tuyển" message={message} back={{ to: routes.receivedApplications, label: 'Về danh sách hồ sơ ứng tuyển' }} />
  }
  if (!data) return <Skeleton label="Đang tải hồ sơ..." shape="detail" />
  const { application, job, profile } = data

  return (
    <Columns>
      <PageStack>
        <ProfileHead
          imageUrl={profile?.image_url ?? null}
          name={profile?.full_name ?? 'Ứng viên đã xóa hồ sơ'}
          action={chat?.({ userId: application.user_id, jobId: application.job_id, name: profile?.full_name ?? 'ứng viên' })}
        >
          <p>
            Ứng tuyển <Link to={jobPath(job)}>{job.title}</Link>
            {!job.is_active && ' (tin không còn hiển thị)'}
          </p>
          <p>
            {APPLICATION_SOURCE_LABELS[application.source]} ngày {formatVnDate(application.created_at)}
          </p>
          <StatusLine>
            <StatusChip status={application.status}>{application.status_label}</StatusChip>
            <JumpLink href="#application-status">Cập nhật trạng thái</JumpLink>
          </StatusLine>
        </ProfileHead>
        {profile ? (
          <>
            <ContactPanel profile={profile} shown />
            <ProfileSections profile={profile} />
          </>
        ) : (
          <Panel>
            <p>Ứng viên đã xóa hồ sơ xin việc nên thông tin hồ sơ không còn được lưu.</p>
          </Panel>
        )}
      </PageStack>
      <StatusPanel aria-labelledby="application-status">
        <h2 id="application-status">Trạng thái hồ sơ</h2>
        <p>
          <StatusChip status={application.status}>{application.status_label}</StatusChip>
        </p>
        <p>
          Từ ngày {formatVnDate(application.status_at)} ({durationSince(application.status_at)})
        </p>
        {application.closes_at && (
          <p role="note">
            Nếu bạn chưa phản hồi, hồ sơ sẽ tự đóng (chuyển sang “Chưa phù hợp”) sau {durationUntil(application.closes_at)} và ứng viên được báo.
          </p>
        )}
        {application.status_message && (
          <p>
            <strong>Lời nhắn đã gửi:</strong> {application.status_message}
          </p>
        )}
        <StatusMove key={application.status} applicationId={application.id} status={application.status} onMoved={() => void mutate()} />
        <p>
          <Link to={routes.receivedApplications}>← Tất cả hồ sơ ứng tuyển</Link>
        </p>
      </StatusPanel>
    </Columns>
  )
}
