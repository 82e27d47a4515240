// The top of the buy page: the job the services are bought for (its state, the services running on
// it, a way to pick another, its auto-renew settings), or the search through the employer's active
// jobs to pick one, or the sign-in invitation.
import { styled } from '@linaria/react'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import { MANAGE_LISTING } from '../../../domain/manage-listing'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { GhostLink, Panel } from '../../../ui/panel'
import { color, radius, bareList } from '../../../ui/theme'
import { useActiveJobs } from '../api/get-active-jobs'
import { AutoRenewSettings } from './auto-renew'
import { ErrorLine } from './pay-dialog'
import { SoftBadge } from '../../../ui/badge'

const Running = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  ${bareList}
`

const Search = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    max-width: 480px;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    font-size: 16px;
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    box-sizing: border-box;
  }
`

const JobList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 8px;
  ${bareList}
  a {
    display: grid;
    gap: 2px;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    text-decoration: none;
    color: ${color.text};
  }
  a:hover {
    border-color: ${color.brand};
  }
  a > b {
    color: ${color.brandDark};
    overflow-wrap: anywhere;
  }
  a > small {
    color: ${color.muted};
  }
`

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
`

/** The job being bought for (the buy-service link), or why it cannot be shown. */
export function TargetJob({ job, error }: { job: MyClassified | null; error: unknown }) {
  if (error)
    return (
      <Panel>
        <ErrorLine role="alert">{errorMessage(error)}</ErrorLine>
        <div>
          <GhostLink to={routes.manageListing}>Về trang quản lý tin</GhostLink>
        </div>
      </Panel>
    )
  if (!job)
    return (
      <Panel aria-busy="true">
        <p>Đang tải tin...</p>
      </Panel>
    )
  const running = job.services.filter((s) => s.is_running)
  return (
    <>
      <Panel aria-label="Tin được mua dịch vụ">
        <TitleRow>
          <h2>
            <Link to={job.url}>{job.title}</Link>
          </h2>
          <GhostLink to={routes.buyService}>Chọn tin khác</GhostLink>
        </TitleRow>
        <p>
          {job.status_name} · Hạn nộp hồ sơ {job.expires_date}
        </p>
        {job.status !== 'active' && <ErrorLine role="alert">Chỉ mua dịch vụ cho tin đang hiển thị (đã duyệt, chưa ẩn và còn hạn).</ErrorLine>}
        {running.length > 0 && (
          <Running aria-label="Dịch vụ đang chạy">
            {running.map((s) => (
              <li key={s.id}>
                <SoftBadge>
                  {s.name} đến {s.end_date}
                </SoftBadge>
              </li>
            ))}
          </Running>
        )}
        {job.paid_ups_left > 0 && <p>Còn {job.paid_ups_left} lượt đẩy tin đã mua.</p>}
      </Panel>
      {job.status === 'active' && <AutoRenewSettings classifiedId={job.id} />}
    </>
  )
}

/** The employer's active jobs, found by title or job code, to pick the one to buy for. */
export function PickJob() {
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  // the manager's own search, asked once typing pauses
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim().slice(0, MANAGE_LISTING.keywordMax)), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const jobs = useActiveJobs(true, q)
  const items = jobs.data?.items ?? []
  return (
    <Panel id="pick-job" aria-labelledby="pick-job-title">
      <h2 id="pick-job-title">Chọn tin cần mua dịch vụ</h2>
      <Search role="search" aria-label="Tìm tin của bạn">
        <label htmlFor={inputId}>Tìm tin đang hiển thị theo tên hoặc mã tin</label>
        <input id={inputId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Ví dụ: kế toán, 1024" autoComplete="off" />
      </Search>
      {jobs.error && <ErrorLine role="alert">{errorMessage(jobs.error)}</ErrorLine>}
      {jobs.data && items.length === 0 && !q && (
        <p>
          Bạn chưa có tin nào đang hiển thị. <Link to={routes.postJob}>Đăng tin tuyển dụng</Link>
        </p>
      )}
      {jobs.data && items.length === 0 && q && <p role="status">Không có tin đang hiển thị nào khớp "{q}".</p>}
      {items.length > 0 && (
        <JobList aria-label="Tin đang hiển thị" aria-busy={jobs.isValidating || undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={routes.buyServiceFor(item.id)}>
                <b>{item.title}</b>
                <small>
                  Mã tin {item.id} · Hạn {item.expires_date}
                  {item.services.some((s) => s.is_running) ? ` · Đang chạy: ${item.services.filter((s) => s.is_running).map((s) => s.name).join(', ')}` : ''}
                </small>
              </Link>
            </li>
          ))}
        </JobList>
      )}
      {!jobs.data && !jobs.error && <p aria-busy="true">Đang tải tin của bạn...</p>}
    </Panel>
  )
}

export function SignInToBuy() {
  return (
    <Panel>
      <p>Đăng nhập bằng tài khoản nhà tuyển dụng để mua dịch vụ cho tin của bạn.</p>
      <div>
        <ButtonLink to={routes.login(typeof window === 'undefined' ? routes.buyService : window.location.pathname + window.location.search)}>Đăng nhập</ButtonLink>
      </div>
    </Panel>
  )
}
