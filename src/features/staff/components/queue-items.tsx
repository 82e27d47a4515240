// How each staff queue shows one item: what it is, who is behind it, and why it waits (the rules
// that fired, the reasons visitors gave, what the organisation submitted, the reason staff gave
// when they took it down before).
import { styled } from '@linaria/react'
import { formatVnDate } from '../../../domain/dates'
import { formatMoney } from '../../../domain/money'
import { toast } from 'react-hot-toast'
import { fileSizeText } from '../../../domain/organizations/documents'
import { ORGANIZATION_TYPES } from '../../../domain/organizations/statuses'
import type { EarlierDecision, ReportedChat, ReportedJob, WaitingAudit, WaitingJob, WaitingProfile } from '../../../domain/staff'
import { authBlob } from '../../../lib/http'
import { GhostButton } from '../../../ui/button'
import { color } from '../../../ui/theme'

export const Item = styled.article`
  display: grid;
  gap: 6px;
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 16px;
  }
  p,
  dl,
  ul {
    margin: 0;
  }
  .meta {
    color: ${color.muted};
    font-size: 14px;
  }
  .why {
    padding: 6px 10px;
    border-left: 3px solid ${color.red};
    background: #fdf3f3;
  }
  ul.why {
    list-style: none;
  }
  .why li + li {
    margin-top: 4px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 2px 12px;
    font-size: 14px;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
  }
  details p {
    white-space: pre-line;
    margin-top: 6px;
  }
  ul.files {
    display: grid;
    gap: 6px;
    padding: 0;
    list-style: none;
  }
  summary {
    cursor: pointer;
    color: ${color.brandDark};
    font-weight: 600;
  }
`


/** A job or profile staff took down before, edited since by its owner: their earlier reason. */
function EarlierReason({ decision }: { decision: EarlierDecision | null }) {
  if (!decision) return null
  return (
    <p className="why">
      <strong>Lần trước bị từ chối ({formatVnDate(decision.decided_at)}):</strong> {decision.reason}
    </p>
  )
}

const salary = (job: WaitingJob) =>
  job.salary_min === null && job.salary_max === null ? 'Thỏa thuận' : [job.salary_min, job.salary_max].filter((v) => v !== null).map((v) => formatMoney(v!)).join(' - ')

export function JobItem({ job }: { job: WaitingJob }) {
  return (
    <Item>
      <h3>
        <a href={job.url} target="_blank" rel="noopener">
          {job.title}
        </a>
      </h3>
      <p className="meta">
        {job.organization}
        {job.is_partner ? ' (Đối tác)' : ''}
        {job.posted_by ? ` · đăng bởi ${job.posted_by}` : ''} · {formatVnDate(job.created_at)} · {salary(job)}
      </p>
      <ul className="why" aria-label="Lý do chờ duyệt">
        {job.hits.length
          ? job.hits.map((hit, index) => (
              <li key={index}>
                <strong>{hit.name}</strong> ({hit.label}): “{hit.phrase}”
              </li>
            ))
          : job.review_reason && <li>{job.review_reason}</li>}
      </ul>
      <EarlierReason decision={job.earlier_decision} />
      <details>
        <summary>Nội dung tin</summary>
        <p>{job.description}</p>
        <p>{job.requirements}</p>
        <p>{job.benefits}</p>
      </details>
    </Item>
  )
}


export function ProfileItem({ profile }: { profile: WaitingProfile }) {
  return (
    <Item>
      <h3>{profile.full_name}</h3>
      <p className="meta">
        {profile.job_types.join(', ')} · cập nhật {formatVnDate(profile.updated_at)}
      </p>
      {profile.reason && <p className="why">{profile.reason}</p>}
      <EarlierReason decision={profile.earlier_decision} />
      {profile.description && <p>{profile.description}</p>}
      {profile.experience_text && <p>{profile.experience_text}</p>}
    </Item>
  )
}


/** Opens a private document in a new tab (the tab opens on the click; the file follows). */
function openPrivateFile(path: string) {
  const tab = window.open('', '_blank')
  void authBlob(path).then((blob) => {
    if (!blob) {
      tab?.close()
      toast.error('Không mở được tệp. Vui lòng thử lại.')
      return
    }
    const url = URL.createObjectURL(blob)
    if (tab) tab.location.replace(url)
    else window.location.assign(url)
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  })
}

const typeName = (id: unknown) => ORGANIZATION_TYPES.find((t) => t.id === id)?.name ?? ''

export function OrganizationItem({ audit }: { audit: WaitingAudit }) {
  const s = audit.snapshot
  const rows: Array<[string, unknown]> = [
    ['Loại hình', typeName(s.organization_type)],
    ['Tên', s.name],
    ['Mã số thuế', s.tax_code],
    ['Địa chỉ', s.address],
    ['Quy mô', s.size],
    ['Website', s.website],
  ]
  return (
    <Item>
      <h3>{audit.organization}</h3>
      <p className="meta">
        {audit.submitted_by ? `Gửi bởi ${audit.submitted_by} · ` : ''}
        {formatVnDate(audit.submitted_at)}
      </p>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
      </dl>
      {audit.documents.length ? (
        <ul className="files" aria-label="Giấy phép đã tải lên">
          {audit.documents.map((document) => (
            <li key={document.id}>
              <GhostButton type="button" onClick={() => openPrivateFile(document.file_url)}>
                Xem: {document.file_name}
              </GhostButton>{' '}
              <small>
                {document.file_type.toUpperCase()} · {fileSizeText(document.bytes)}
              </small>
            </li>
          ))}
        </ul>
      ) : (
        <p className="why">Chưa có giấy phép nào.</p>
      )}
      {audit.previous_reason && <p className="why">Lần trước bị trả lại: {audit.previous_reason}</p>}
    </Item>
  )
}


/** What the moderation rules find in a report's note: the reporter quotes the scam, or leaves a link not to open. */
function NoteHits({ hits }: { hits: ReportedJob['note_hits'] }) {
  if (!hits.length) return null
  return <p className="meta">Quy tắc kiểm duyệt thấy trong ghi chú: {hits.map((hit) => `"${hit.matched}" (${hit.name})`).join('; ')}.</p>
}

export function ReportItem({ report }: { report: ReportedJob }) {
  return (
    <Item>
      <h3>
        <a href={report.job_url} target="_blank" rel="noopener">
          {report.job_title}
        </a>
      </h3>
      <p className="meta">
        {report.organization} · báo cáo ngày {formatVnDate(report.created_at)} · {report.reports_on_job} báo cáo đang chờ về tin này
      </p>
      <p className="why">
        <strong>{report.reason_name}</strong>
        {report.note ? `: ${report.note}` : ''}
      </p>
      <NoteHits hits={report.note_hits} />
    </Item>
  )
}

/** A reported conversation (issue 22): the reason and the latest messages, oldest first. */
export function ChatReportItem({ report }: { report: ReportedChat }) {
  const side = report.reported_role === 'recruiter' ? 'nhà tuyển dụng' : 'ứng viên'
  return (
    <Item>
      <h3>
        {report.reporter} báo cáo {side} {report.reported}
        {report.organization && report.reported_role === 'recruiter' ? ` (${report.organization})` : ''}
      </h3>
      <p className="meta">
        {report.job_title ? `Về tin "${report.job_title}" · ` : ''}báo cáo ngày {formatVnDate(report.created_at)}
      </p>
      <p className="why">
        <strong>{report.reason_name}</strong>
        {report.note ? `: ${report.note}` : ''}
      </p>
      <NoteHits hits={report.note_hits} />
      {report.messages.length > 0 && (
        <ol aria-label="Tin nhắn gần nhất">
          {report.messages.map((m, i) => (
            <li key={i}>
              <strong>{m.sender}:</strong> {m.image_url ? <a href={m.image_url} target="_blank" rel="noopener">[Ảnh]</a> : m.text}
            </li>
          ))}
        </ol>
      )}
    </Item>
  )
}
