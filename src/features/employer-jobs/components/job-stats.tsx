// /dashboard/manage-listing/{id}: one job's statistics (the manager's `manage` action; SPEC 7.4).
// Its title, status and dates, the totals as figures (contacts also per type), a chart of views,
// impressions, contacts and applications per day over its life, and the same numbers as a table.
// Refreshed every 10 s while the page is visible, so a new application shows without a reload.
// Another member of the job's organisation may open it; anyone else gets the server's 403 message.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CONTACT_TYPES, STATS_SERIES } from '../../../domain/job-stats'
import { MSG } from '../../../domain/messages'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { EmptyBox } from '../../../ui/list-page'
import { color, media, radius, cardBox } from '../../../ui/theme'
import { useJobStats } from '../api/get-job-stats'
import { StatusBadge } from './listing-parts'
import { SERIES_STYLE, StatsChart } from './stats-chart'
import { StatsTable } from './stats-table'
import type { JobStats } from '../../../domain/contract/manage-listing'
import { Skeleton } from '../../../ui/skeleton'
import { formatCount } from '../../../domain/money'


/** Why candidates cannot see the job now, for a job with no counts. */
const NOT_SHOWING: Partial<Record<JobStats['job']['status'], string>> = {
  waiting: 'Tin đang chờ duyệt: ứng viên sẽ thấy tin khi tin được duyệt.',
  rejected: 'Tin bị từ chối: sửa tin theo lý do trong trang quản lý tin để gửi duyệt lại.',
  hidden: 'Tin đang ẩn: hiện lại tin trong trang quản lý tin để ứng viên thấy.',
  expired: 'Tin đã hết hạn: gia hạn tin trong trang quản lý tin để ứng viên thấy lại.',
}

const Wrap = styled.section`
  min-width: 0;
  ${media.mobile} {
    padding: 16px;
  }
`
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`
const Kicker = styled.p`
  margin: 4px 0 2px;
  color: ${color.muted};
  font-size: 14px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`
const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: 24px;
  line-height: 1.3;
  overflow-wrap: anywhere;
  ${media.mobile} {
    font-size: 20px;
  }
`
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 0 0 16px;
  color: ${color.muted};
  font-size: 14px;
  a {
    font-weight: 600;
  }
`
const Panel = styled.div`
  padding: 16px;
  margin-bottom: 16px;
  ${cardBox}
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    padding: 12px;
    border: 1px solid ${color.line};
    border-top: 4px solid var(--series);
    border-radius: ${radius.sm};
  }
  dt {
    color: ${color.muted};
    font-size: 14px;
  }
  dd {
    margin: 2px 0 0;
    font-size: 26px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
  }
  dd + dd {
    margin-top: 4px;
    font-size: 13px;
    font-weight: 400;
    color: ${color.muted};
    line-height: 1.4;
  }
`
const Range = styled.p`
  margin: 12px 0 0;
  color: ${color.muted};
  font-size: 14px;
`

function Frame({ children }: { children: ReactNode }) {
  return (
    <Wrap aria-labelledby="job-stats-title">
      <Back to={routes.manageListing}>← Quản lý tin đăng</Back>
      {children}
    </Wrap>
  )
}

function Problem({ message }: { message: string }) {
  return (
    <Frame>
      <Kicker>Thống kê tin đăng</Kicker>
      <Heading id="job-stats-title">Không xem được thống kê</Heading>
      <EmptyBox role="alert">
        <p>{message}</p>
        <Link to={routes.manageListing}>Về trang quản lý tin đăng</Link>
      </EmptyBox>
    </Frame>
  )
}

/** `id` is the path's segment: anything but a job id is "not found" without asking. */
export function JobStatsView({ id }: { id: string | undefined }) {
  const jobId = id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
  const { data, error, isLoading } = useJobStats(jobId)
  if (jobId === null) return <Problem message={MSG.notFound} />
  if (error) return <Problem message={errorMessage(error)} />
  if (!data || isLoading) {
    return (
      <Frame>
        <Kicker>Thống kê tin đăng</Kicker>
        <Skeleton label="Đang tải số liệu..." shape="detail" />
      </Frame>
    )
  }
  return <Stats data={data} />
}

function Stats({ data }: { data: JobStats }) {
  const { job, range, days, totals } = data
  const empty = STATS_SERIES.every(({ key }) => totals[key] === 0)
  const partOfLife = range.from > range.life_from
  return (
    <Frame>
      <Kicker>Thống kê tin đăng</Kicker>
      <Heading id="job-stats-title">{job.title}</Heading>
      <Meta>
        <StatusBadge status={job.status} name={job.status_name} />
        <span>Đăng ngày {job.published_date}</span>
        <span>Hết hạn {job.expires_date}</span>
        {job.status === 'active' && <Link to={job.url}>Xem tin</Link>}
      </Meta>

      <Panel>
        <h2>Tổng cộng</h2>
        <Figures>
          {STATS_SERIES.map(({ key, name }) => (
            <div key={key} style={{ ['--series' as string]: SERIES_STYLE[key].stroke }} data-testid={`total-${key}`}>
              <dt>{name}</dt>
              <dd>{formatCount(totals[key])}</dd>
              {key === 'contacts' && totals.contacts > 0 && <dd>{CONTACT_TYPES.map((type) => `${type.name} ${formatCount(totals[type.key])}`).join(' · ')}</dd>}
            </div>
          ))}
        </Figures>
        <Range>
          Từ {days[0]?.date} đến {days[days.length - 1]?.date}
          {partOfLife ? ` (${days.length} ngày gần nhất; tin đăng từ ${job.published_date})` : ''}.
        </Range>
      </Panel>

      <Panel>
        <h2>Theo ngày</h2>
        {empty ? (
          <EmptyBox>
            <p>
              <strong>Tin chưa có số liệu.</strong>
            </p>
            <p>
              Chưa có lượt xem, lượt hiển thị, liên hệ hay hồ sơ ứng tuyển nào. Số liệu xuất hiện ở đây khi ứng viên bắt đầu thấy và mở tin của bạn.
              {NOT_SHOWING[job.status] && ` ${NOT_SHOWING[job.status]}`}
            </p>
          </EmptyBox>
        ) : (
          <>
            <StatsChart days={days} />
            <StatsTable title={job.title} days={days} totals={totals} />
          </>
        )}
      </Panel>
    </Frame>
  )
}
