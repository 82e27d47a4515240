// /dashboard/candidates/{id}: one application with the profile as the seeker sent it (avatar,
// contact, wishes, experience and work history, self-introduction). Opening it marks it read (its
// seeker learns the employer has seen it); the form beside it moves it on with a message.
import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { APPLICATION_SOURCE_LABELS } from '../../../domain/applications'
import { readinessLabel, type CandidateProfile } from '../../../domain/candidates'
import { durationSince, durationUntil, formatVnDate } from '../../../domain/dates'
import { jobPath } from '../../../domain/jobs'
import { salaryLabel } from '../../../domain/money'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { PageStack, Panel } from '../../../ui/panel'
import { StatusChip } from '../../../ui/status-chip'
import { color, media } from '../../../ui/theme'
import { markRead, refreshApplicants, useApplicant } from '../api/applicants'
import { refreshApplicantsUnread } from '../api/unread'
import { StatusMove } from './status-move'

const Columns = styled.div`
  display: grid;
  gap: 12px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
    gap: 16px;
  }
`
const Head = styled.header`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 4px 16px;
  align-items: center;
  img {
    grid-row: span 3;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.bg};
  }
  h1 {
    margin: 0;
    font-size: 24px;
    overflow-wrap: anywhere;
  }
  p {
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
`
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) 1fr;
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
const History = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-left: 12px;
    border-left: 3px solid ${color.brand};
  }
  span {
    display: block;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

function ProfileSections({ profile }: { profile: CandidateProfile }) {
  const place = [profile.district, profile.city].filter(Boolean).join(', ')
  return (
    <>
      <Panel aria-labelledby="candidate-contact">
        <h2 id="candidate-contact">Liên hệ</h2>
        <Facts>
          <dt>Điện thoại</dt>
          <dd>{profile.phone ? <a href={`tel:${profile.phone}`}>{profile.phone}</a> : 'Chưa có'}</dd>
          <dt>Email</dt>
          <dd>{profile.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : 'Chưa có'}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="candidate-wishes">
        <h2 id="candidate-wishes">Thông tin chung</h2>
        <Facts>
          <dt>Công việc mong muốn</dt>
          <dd>{profile.job_types.map((t) => t.name).join(', ') || 'Chưa có'}</dd>
          <dt>Khu vực</dt>
          <dd>{place || 'Chưa có'}</dd>
          <dt>Mức lương mong muốn</dt>
          <dd>{salaryLabel(profile.salary_min, profile.salary_max)}</dd>
          <dt>Năm sinh</dt>
          <dd>{profile.birth_year ?? 'Chưa có'}</dd>
          <dt>Giới tính</dt>
          <dd>{profile.gender ?? 'Chưa có'}</dd>
          <dt>Học vấn</dt>
          <dd>{profile.education ?? 'Chưa có'}</dd>
          <dt>Sẵn sàng</dt>
          <dd>{readinessLabel(profile.readiness) ?? 'Chưa có'}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="candidate-experience">
        <h2 id="candidate-experience">Kinh nghiệm</h2>
        <p>{profile.experience ?? 'Chưa có'}</p>
        {profile.experience_text && <Text>{profile.experience_text}</Text>}
        {profile.work_history.length > 0 && (
          <History aria-label="Quá trình làm việc">
            {profile.work_history.map((item, index) => (
              <li key={index}>
                <strong>{item.position}</strong>
                <span>
                  {item.company} · {item.start_date} - {item.end_date ?? 'nay'}
                </span>
              </li>
            ))}
          </History>
        )}
      </Panel>
      {profile.description && (
        <Panel aria-labelledby="candidate-about">
          <h2 id="candidate-about">Giới thiệu bản thân</h2>
          <Text>{profile.description}</Text>
        </Panel>
      )}
    </>
  )
}

export function ApplicantDetailView({ id }: { id: number | null }) {
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

  if (id === null) return <p role="alert">Không tìm thấy hồ sơ ứng tuyển.</p>
  if (error) return <p role="alert">{errorMessage(error)}</p>
  if (!data) return <p aria-busy="true">Đang tải hồ sơ...</p>
  const { application, job, profile } = data

  return (
    <Columns>
      <PageStack>
        <Panel>
          <Head>
            <img src={profile?.image_url || '/images/avatar-default.svg'} alt="" width={72} height={72} />
            <h1>{profile?.full_name ?? 'Ứng viên đã xóa hồ sơ'}</h1>
            <p>
              Ứng tuyển <Link to={jobPath(job)}>{job.title}</Link>
              {!job.is_active && ' (tin không còn hiển thị)'}
            </p>
            <p>
              {APPLICATION_SOURCE_LABELS[application.source]} ngày {formatVnDate(application.created_at)}
            </p>
          </Head>
        </Panel>
        {profile ? (
          <ProfileSections profile={profile} />
        ) : (
          <Panel>
            <p>Ứng viên đã xóa hồ sơ xin việc nên thông tin hồ sơ không còn được lưu.</p>
          </Panel>
        )}
      </PageStack>
      <Panel aria-labelledby="application-status">
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
          <Link to={routes.candidates}>← Tất cả hồ sơ ứng tuyển</Link>
        </p>
      </Panel>
    </Columns>
  )
}
