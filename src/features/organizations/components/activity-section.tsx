// "Hoạt động gần đây" on the business information page (docs/decisions/0024-organisation-activity.md):
// who did what for the organisation, newest first: the member (name, role), the action and what it
// concerned (the job linked to its edit page, the applicant, the amount in đồng), when (dd/MM/yyyy
// HH:mm); filtered by member and by kind, ten rows at a time with "Xem thêm". Owners read every
// row; other members read the jobs and applicants rows and their own.
import { styled } from '@linaria/react'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../domain/money'
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '../../../domain/organizations/activity'
import type { ActivityItem } from '../../../domain/contract/organizations'
import { formatRunTime } from '../../../domain/push-up-schedule'
import { routes } from '../../../lib/paths'
import { GhostButton } from '../../../ui/button'
import { FilterGrid } from '../../../ui/filter-grid'
import { Panel, PanelHead } from '../../../ui/panel'
import { color, media, bareList } from '../../../ui/theme'
import { useActivity, type ActivityFilters } from '../api/activity'

export const ACTIVITY_TEXT = {
  title: 'Hoạt động gần đây',
  introAll: 'Ai đã làm gì cho doanh nghiệp: đăng và sửa tin, xử lý hồ sơ ứng viên, mua dịch vụ, thay đổi thông tin và thành viên.',
  introMember: 'Hoạt động tin tuyển dụng và ứng viên của mọi thành viên, cùng mọi hoạt động của chính bạn. Chủ tài khoản xem được toàn bộ.',
  member: 'Thành viên',
  allMembers: 'Tất cả thành viên',
  kind: 'Loại hoạt động',
  allKinds: 'Tất cả hoạt động',
  list: 'Danh sách hoạt động gần đây',
  empty: 'Chưa có hoạt động nào. Khi thành viên đăng tin, xử lý hồ sơ hay mua dịch vụ cho doanh nghiệp, hoạt động sẽ hiện ở đây.',
  emptyFiltered: 'Không có hoạt động nào khớp bộ lọc.',
  more: 'Xem thêm',
  loadingMore: 'Đang tải...',
  loading: 'Đang tải hoạt động gần đây...',
  failed: 'Không tải được hoạt động gần đây. Vui lòng thử lại.',
  left: 'đã rời doanh nghiệp',
  count: (shown: number, total: number) => `${shown}/${total} hoạt động`,
} as const

const Rows = styled.ol`
  display: grid;
  ${bareList}
  li {
    display: grid;
    gap: 4px;
    padding: 12px 0;
    border-top: 1px solid ${color.line};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
`

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: baseline;
  strong {
    font-weight: 600;
  }
  span {
    color: ${color.muted};
    font-size: 14px;
  }
  time {
    margin-left: auto;
    color: ${color.muted};
    font-size: 14px;
    white-space: nowrap;
  }
  /* on a phone the time has a line of its own, under the name */
  ${media.mobile} {
    time {
      flex-basis: 100%;
      margin-left: 0;
    }
  }
`

const What = styled.p`
  a {
    color: ${color.brand};
    font-weight: 600;
  }
  b {
    font-weight: 600;
    white-space: nowrap;
  }
`

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  p {
    color: ${color.muted};
    font-size: 14px;
  }
`

function Row({ item }: { item: ActivityItem }) {
  const role = [item.role_name, item.user_id !== null && !item.still_member ? ACTIVITY_TEXT.left : null].filter(Boolean).join(', ')
  const parts = [item.person, item.detail].filter(Boolean).join(' · ')
  return (
    <li data-activity={item.action}>
      <Who>
        <strong>{item.actor_name}</strong>
        {role && <span>{role}</span>}
        <time dateTime={item.created_at}>{formatRunTime(item.created_at)}</time>
      </Who>
      <What>
        {item.label}
        {item.job && (
          <>
            {': '}
            <Link to={routes.editJob(item.job.id)}>{item.job.title}</Link>
          </>
        )}
        {parts && <>{item.job ? ' · ' : ': '}{parts}</>}
        {item.amount !== null && (
          <>
            {' · '}
            <b>{formatMoney(item.amount)}</b>
          </>
        )}
      </What>
    </li>
  )
}

export function ActivitySection({ organizationId }: { organizationId: number }) {
  const id = useId()
  const [filters, setFilters] = useState<ActivityFilters>({ userId: null, kind: null })
  const activity = useActivity(organizationId, filters)
  const pages = activity.data ?? []
  const first = pages[0]
  const items = pages.flatMap((p) => p.items)
  const last = pages[pages.length - 1]
  // the member list stays while a filtered first page loads
  const actors = useRef(first?.actors ?? [])
  if (first) actors.current = first.actors
  const filtered = filters.userId !== null || filters.kind !== null
  const loadingMore = activity.isValidating && activity.size > pages.length

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHead>
        <h2 id={`${id}-title`}>{ACTIVITY_TEXT.title}</h2>
        {first && <p>{first.sees_all ? ACTIVITY_TEXT.introAll : ACTIVITY_TEXT.introMember}</p>}
      </PanelHead>
      <FilterGrid aria-label={ACTIVITY_TEXT.title} onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={`${id}-member`}>{ACTIVITY_TEXT.member}</label>
          <select
            id={`${id}-member`}
            value={filters.userId ?? ''}
            onChange={(event) => setFilters((f) => ({ ...f, userId: event.target.value ? Number(event.target.value) : null }))}
          >
            <option value="">{ACTIVITY_TEXT.allMembers}</option>
            {actors.current.map((a) => (
              <option key={a.user_id} value={a.user_id}>
                {a.name}
                {a.role_name ? ` (${a.role_name})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-kind`}>{ACTIVITY_TEXT.kind}</label>
          <select
            id={`${id}-kind`}
            value={filters.kind ?? ''}
            onChange={(event) => setFilters((f) => ({ ...f, kind: (event.target.value || null) as ActivityKind | null }))}
          >
            <option value="">{ACTIVITY_TEXT.allKinds}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      </FilterGrid>
      {activity.error && !items.length ? (
        <p role="alert">{ACTIVITY_TEXT.failed}</p>
      ) : !first ? (
        <p role="status">{ACTIVITY_TEXT.loading}</p>
      ) : !items.length ? (
        <p>{filtered ? ACTIVITY_TEXT.emptyFiltered : ACTIVITY_TEXT.empty}</p>
      ) : (
        <>
          <Rows aria-label={ACTIVITY_TEXT.list}>
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </Rows>
          <Foot>
            {last?.has_more && (
              <GhostButton type="button" disabled={loadingMore} onClick={() => void activity.setSize(activity.size + 1)}>
                {loadingMore ? ACTIVITY_TEXT.loadingMore : ACTIVITY_TEXT.more}
              </GhostButton>
            )}
            <p>{ACTIVITY_TEXT.count(items.length, first.total)}</p>
          </Foot>
        </>
      )}
    </Panel>
  )
}
