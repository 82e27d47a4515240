// The top of the buy page: the job the services are bought for (its state, the services running on
// it, its auto-renew settings), or the employer's active jobs to pick one, or the sign-in invitation;
// and the balances that pay.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { Balances } from '../../../domain/contract/wallet'
import { formatMoney } from '../../../domain/money'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { GhostLink, Panel } from '../../../ui/panel'
import { color, radius } from '../../../ui/theme'
import { useActiveJobs } from '../api/get-active-jobs'
import { AutoRenewSettings } from './auto-renew'
import { ErrorLine } from './pay-dialog'
import { SoftBadge } from '../../../ui/badge'

const Running = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Balance = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

const JobList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    font-weight: 600;
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
        <h2>
          <Link to={job.url}>{job.title}</Link>
        </h2>
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

/** The employer's active jobs, to pick the one to buy for. */
export function PickJob() {
  const jobs = useActiveJobs(true)
  return (
    <Panel aria-labelledby="pick-job">
      <h2 id="pick-job">Chọn tin cần mua dịch vụ</h2>
      {jobs.data && jobs.data.items.length === 0 && (
        <p>
          Bạn chưa có tin nào đang hiển thị. <Link to={routes.postJob}>Đăng tin tuyển dụng</Link>
        </p>
      )}
      {jobs.data && jobs.data.items.length > 0 && (
        <JobList>
          {jobs.data.items.map((item) => (
            <li key={item.id}>
              <Link to={routes.buyServiceFor(item.id)}>{item.title}</Link>
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

export function BalancePanel({ wallet }: { wallet: Balances }) {
  return (
    <Panel aria-label="Số dư">
      <Balance>
        <div>
          <dt>Tài khoản chính</dt>
          <dd>{formatMoney(wallet.account_amount)}</dd>
        </div>
        <div>
          <dt>Khuyến mãi</dt>
          <dd>{formatMoney(wallet.account_bonus)}</dd>
        </div>
      </Balance>
      <p>Tiền khuyến mãi được dùng trước, phần còn lại trừ vào tài khoản chính.</p>
      <div>
        <GhostLink to={routes.deposit}>Nạp tiền</GhostLink>
      </div>
    </Panel>
  )
}
