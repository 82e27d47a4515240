// The signed-in employer home at a glance: the calls to post and to manage, the counts of one's
// jobs by manager tab (each a link to that tab), what to act on first, and the wallet balances.
// Rendered in the browser only (the app loads it once the visitor is signed in).
import { styled } from '@linaria/react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { formatCount, formatMoney } from '../../../domain/money'
import { routes } from '../../../lib/paths'
import { ButtonLink, GhostButton } from '../../../ui/button'
import { Sparkline } from '../../../ui/sparkline'
import { color, lineBox, media, radius, bareList, spreadRow } from '../../../ui/theme'
import { formatDay } from '../../../domain/manage-listing'
import { OVERVIEW_TABS, onboardingSteps, overviewCounts, overviewNotices, type OnboardingStep } from '../overview'
import { CtaRow, GhostLink, Panel } from './page-parts'
import type { ListingStatistic, UpcomingPushUps } from '../../../domain/contract/manage-listing'
import type { Onboarding } from '../../../domain/contract/organizations'

const Head = styled.div`
  h1 {
    margin: 0 0 4px;
    font-size: 26px;
    ${media.mobile} {
      font-size: 22px;
    }
  }
  p {
    margin: 0;
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
`

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${bareList}
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a,
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    height: 100%;
    min-height: 76px;
    padding: 12px 14px;
    ${lineBox}
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.brand};
  }
  div {
    justify-content: center;
    background: ${color.bg};
  }
  a span,
  div span {
    color: ${color.muted};
    font-size: 14px;
  }
  a strong {
    font-size: 26px;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  [data-tab='active'] strong {
    color: ${color.brand};
  }
  [data-tab='rejected'][data-nonzero] strong {
    color: ${color.red};
  }
  /* the applicants' row under the six job counts, across the grid */
  li[data-wide] {
    grid-column: 1 / -1;
  }
  [data-tab='new-applications'][data-nonzero] strong {
    color: ${color.brand};
  }
`

const Notices = styled.ul`
  display: grid;
  gap: 8px;
  ${bareList}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 12px;
    padding: 10px 14px;
    border-radius: ${radius.sm};
    background: #fff8e6;
    border: 1px solid #f0dca8;
  }
  li[data-notice='first'] {
    background: ${color.brandSoft};
    border-color: #b9e0cf;
  }
  p {
    flex: 1 1 260px;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

const Runs = styled.ul`
  display: grid;
  gap: 6px;
  ${bareList}
  li {
    display: flex;
    flex-wrap: wrap;
    column-gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
  }
  time {
    flex: none;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  span {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`

const Wallet = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  div {
    padding: 12px 14px;
    border-radius: ${radius.sm};
    background: ${color.brandSoft};
  }
  dt {
    color: ${color.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`

/** The last 14 days across the account's jobs: each figure's total over its trend line (the wallet's tiles, outlined). */
const Trend = styled(Wallet)`
  div {
    display: grid;
    gap: 4px;
    ${lineBox}
  }
  dd {
    ${spreadRow}
    gap: 8px;
  }
  strong {
    font-size: 24px;
    line-height: 1.2;
  }
`

const TREND_SERIES = [
  { key: 'views', name: 'Lượt xem tin' },
  { key: 'applications', name: 'Hồ sơ ứng tuyển' },
] as const

const Progress = styled.div`
  display: grid;
  gap: 6px;
  p {
    margin: 0;
    font-weight: 600;
  }
  /* the bar: its width is the share of steps done */
  div {
    height: 8px;
    border-radius: 4px;
    background: ${color.line};
    overflow: hidden;
  }
  div > span {
    display: block;
    height: 100%;
    background: ${color.brand};
  }
`

const Steps = styled.ol`
  display: grid;
  gap: 10px;
  ${bareList}
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr);
    column-gap: 12px;
    row-gap: 8px;
    align-items: start;
    padding: 14px;
    ${lineBox}
  }
  /* the step's number, or a tick once it is done */
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 2px solid ${color.brand};
    color: ${color.brand};
    font-weight: 700;
  }
  li[data-done]::before {
    content: '';
    border-color: ${color.green};
    background: ${color.green}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5.5 10.5l3 3 6-6.5' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 24px no-repeat;
  }
  li[data-done] {
    background: ${color.bg};
  }
  h3 {
    margin: 6px 0 2px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 15px;
  }
  li > a,
  li > span {
    grid-column: 2;
    justify-self: start;
  }
  li > span {
    color: ${color.green};
    font-weight: 600;
  }
  ${media.sm} {
    li {
      grid-template-columns: 36px minmax(0, 1fr) auto;
      align-items: center;
    }
    li > a,
    li > span {
      grid-column: 3;
      grid-row: 1 / span 2;
    }
  }
`

const StepLink = styled(GhostLink)`
  min-width: 132px;
`

/** The next steps with their progress: done from what is stored, the first open one as the main action. */
function Checklist({ steps, titleId, fresh }: { steps: OnboardingStep[]; titleId: string; fresh: boolean }) {
  const done = steps.filter((step) => step.done).length
  const next = steps.find((step) => !step.done)
  return (
    <Block aria-labelledby={titleId} data-onboarding="">
      <h2 id={titleId}>{fresh ? 'Bắt đầu tuyển dụng' : 'Hoàn thiện tài khoản tuyển dụng'}</h2>
      <Progress>
        <p id={`${titleId}-progress`}>
          Đã xong {done}/{steps.length} bước
        </p>
        <div role="progressbar" aria-labelledby={`${titleId}-progress`} aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={done}>
          <span style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </Progress>
      <Steps>
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done ? '' : undefined}>
            <h3>
              {step.title}
              {step.done && <span className="visually-hidden"> (đã xong)</span>}
            </h3>
            <p>{step.text}</p>
            {step.done ? (
              <span aria-hidden="true">Đã xong</span>
            ) : step === next ? (
              <StepLinkPrimary to={step.href}>{step.action}</StepLinkPrimary>
            ) : (
              <StepLink to={step.href}>{step.action}</StepLink>
            )}
          </li>
        ))}
      </Steps>
    </Block>
  )
}

const StepLinkPrimary = styled(ButtonLink)`
  min-width: 132px;
`


const Block = styled.section`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin-top: 8px;
`

export interface EmployerOverviewProps {
  /** Full name, or else the phone. */
  name: string
  statistic: ListingStatistic | null
  /** The message when the counts could not be loaded. */
  statisticError: string | null
  onRetry: () => void
  account: { account_amount: number; account_bonus: number } | null
  /** The message when the balances could not be loaded. */
  accountError?: string | null
  /** Applications to one's jobs nobody has opened yet (null while unknown). */
  newApplications?: number | null
  /** The next scheduled push-ups (null while loading or when they could not be loaded). */
  upcoming?: UpcomingPushUps | null
  /** A new employer's first steps (null while loading or when they could not be loaded). */
  onboarding?: Onboarding | null
}

export function EmployerOverview({
  name,
  statistic,
  statisticError,
  onRetry,
  account,
  accountError = null,
  newApplications = null,
  upcoming = null,
  onboarding = null,
}: EmployerOverviewProps) {
  const titleId = useId()
  const jobsId = useId()
  const upsId = useId()
  const trendId = useId()
  const jobCount = statistic?.tabs.find((tab) => tab.key === 'all')?.total ?? 0
  const walletId = useId()
  const checklistId = useId()
  const steps = onboarding ? onboardingSteps(onboarding) : null
  const stepsLeft = steps?.some((step) => !step.done) ?? false
  // no job yet: the next steps take the place of a row of zero tiles (and of the notice to post)
  const fresh = statistic !== null && jobCount === 0 && steps !== null
  const counts = statistic ? overviewCounts(statistic) : null
  const notices = statistic && !fresh ? overviewNotices(statistic) : []

  return (
    <Panel aria-labelledby={titleId} data-employer-overview="">
      <Head>
        <h1 id={titleId}>Tổng quan tuyển dụng</h1>
        {name && <p>Xin chào, {name}</p>}
      </Head>
      <CtaRow>
        <ButtonLink to={routes.postJob}>Đăng tin mới</ButtonLink>
        <GhostLink to={routes.manageListing}>Quản lý tin đăng</GhostLink>
      </CtaRow>

      {fresh && steps && <Checklist steps={steps} titleId={checklistId} fresh />}

      {!fresh && (
        <Block aria-labelledby={jobsId} aria-busy={!statistic && !statisticError}>
          <h2 id={jobsId}>Tin đăng của bạn</h2>
          {statisticError ? (
            <div role="alert">
              <p>{statisticError}</p>
              <GhostButton type="button" onClick={onRetry}>
                Thử lại
              </GhostButton>
            </div>
          ) : (
            <Counts data-loading={counts ? undefined : ''}>
              {counts ? (
                <>
                  {counts.map((item) => (
                    <li key={item.key}>
                      <Link to={item.href} data-tab={item.key} data-nonzero={item.total ? '' : undefined}>
                        <span>{item.name}</span>
                        <strong>{formatCount(item.total)}</strong>
                      </Link>
                    </li>
                  ))}
                  {newApplications !== null && (
                    <li data-wide="">
                      <Link to={`${routes.receivedApplications}?read=0`} data-tab="new-applications" data-nonzero={newApplications ? '' : undefined}>
                        <span>Hồ sơ ứng tuyển chưa xem</span>
                        <strong>{formatCount(newApplications)}</strong>
                      </Link>
                    </li>
                  )}
                </>
              ) : (
                OVERVIEW_TABS.map((key, index) => (
                  <li key={key} aria-hidden={index > 0 || undefined}>
                    <div>{index === 0 ? <span role="status">Đang tải số liệu...</span> : <span>&nbsp;</span>}</div>
                  </li>
                ))
              )}
            </Counts>
          )}
          {notices.length > 0 && (
            <Notices aria-label="Việc cần làm">
              {notices.map((notice) => (
                <li key={notice.key} data-notice={notice.key}>
                  <p>{notice.text}</p>
                  <Link to={notice.href}>{notice.action}</Link>
                </li>
              ))}
            </Notices>
          )}
        </Block>
      )}

      {!fresh && stepsLeft && steps && <Checklist steps={steps} titleId={checklistId} fresh={false} />}

      {statistic && jobCount > 0 && (
        <Block aria-labelledby={trendId} data-overview-trend="">
          <h2 id={trendId}>14 ngày qua</h2>
          <Trend>
            {TREND_SERIES.map(({ key, name }) => (
              <div key={key} data-series={key}>
                <dt>{name}</dt>
                <dd>
                  <strong>{formatCount(statistic.trend[key].reduce((sum, value) => sum + value, 0))}</strong>
                  <Sparkline values={statistic.trend[key]} label={`${name} mỗi ngày, từ ${formatDay(statistic.trend.from)}`} width={120} height={32} />
                </dd>
              </div>
            ))}
          </Trend>
        </Block>
      )}

      {upcoming && !fresh && (
        <Block aria-labelledby={upsId} data-upcoming-ups="">
          <h2 id={upsId}>Lịch đẩy tin sắp tới</h2>
          {upcoming.total === 0 ? (
            <p>
              Chưa có tin nào bật lịch đẩy tự động. Bật lịch ở từng tin trong <Link to={routes.manageListing}>Quản lý tin đăng</Link> để tin tự lên
              đầu danh sách vào giờ bạn chọn.
            </p>
          ) : (
            <>
              <p>{formatCount(upcoming.total)} tin đang bật lịch đẩy tự động. Lần đẩy tiếp theo của từng tin:</p>
              <Runs>
                {upcoming.items.map((run) => (
                  <li key={run.job_id}>
                    <time dateTime={run.at}>{run.text}</time>
                    <span>{run.title}</span>
                  </li>
                ))}
              </Runs>
            </>
          )}
        </Block>
      )}

      <Block aria-labelledby={walletId}>
        <h2 id={walletId}>Ví của bạn</h2>
        {accountError ? (
          <p role="alert">{accountError}</p>
        ) : (
          <Wallet aria-busy={!account}>
            <div>
              <dt>Tài khoản chính</dt>
              <dd>{account ? formatMoney(account.account_amount) : '…'}</dd>
            </div>
            <div>
              <dt>Tài khoản khuyến mãi</dt>
              <dd>{account ? formatMoney(account.account_bonus) : '…'}</dd>
            </div>
          </Wallet>
        )}
      </Block>
    </Panel>
  )
}
