// /dashboard/candidates: every application to one's jobs, newest first, narrowed by job, status,
// source, read state and days (the filters live in the URL, so a filtered page can be shared and
// Back works), paged; a selection moves several applications at once. New applications arrive live
// (the realtime notice refreshes the list and the menu badge).
import { styled } from '@linaria/react'
import { useId, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { APPLICATION_CLOSE, APPLICATION_SOURCE_LABELS, closesSoon } from '../../../domain/applications'
import { PAGINATION } from '../../../domain/constants'
import { durationUntil, formatVnDate } from '../../../domain/dates'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { FilterGrid, FilterSelect } from '../../../ui/filter-grid'
import { PersonCard } from '../../../ui/person-card'
import { CardList, EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { StatusChip } from '../../../ui/status-chip'
import { color, media, radius } from '../../../ui/theme'
import { useApplicantFilters, useApplicants } from '../api/received-applications'
import { applicantQuery, FILTER_KEYS, type FilterKey } from '../query'
import { Skeleton } from '../../../ui/skeleton'
import { BulkMove } from './status-move'

const Summary = styled.p`
  color: ${color.muted};
  font-size: 14px;
`
const Row = styled(PersonCard)`
  grid-template-columns: auto 48px 1fr;
  align-items: start;
  &[data-unread] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
  }
  /* the checkbox's label is its 44 px target, beside the card's link */
  label[data-pick] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    margin: 2px -8px 0 -10px;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  img {
    width: 48px;
    height: 48px;
  }
`
const Body = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  a {
    font-size: 17px;
  }
  p {
    font-size: 14px;
  }
  ${media.desktop} {
    grid-template-columns: 1fr auto;
    p,
    a {
      grid-column: 1;
    }
  }
`
const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  ${media.desktop} {
    grid-column: 2;
    grid-row: 1 / span 3;
    flex-direction: column;
    align-items: flex-end;
  }
`
const New = styled.span`
  padding: 1px 8px;
  border-radius: 10px;
  background: ${color.red};
  color: ${color.white};
  font-size: 12px;
  font-weight: 700;
`

const Warning = styled.p`
  padding: 10px 12px;
  border-radius: ${radius.sm};
  background: #fff4e5;
  color: #7a3e00;
`
const Closing = styled.span`
  padding: 1px 8px;
  border-radius: 10px;
  background: #fff4e5;
  color: #7a3e00;
  font-size: 12px;
  font-weight: 700;
`

const ALL = ''
const SOURCE_ITEMS = Object.entries(APPLICATION_SOURCE_LABELS).map(([id, name]) => ({ id, name }))


export function ApplicationList() {
  const [params, setParams] = useSearchParams()
  const query = applicantQuery(params)
  const { data, error, isLoading } = useApplicants(query.query)
  const { data: filters } = useApplicantFilters()
  const [selected, setSelected] = useState<number[]>([])
  const id = useId()

  const setFilter = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    next.delete('page')
    setParams(next)
    setSelected([])
  }
  const select = (applicationId: number, on: boolean) =>
    setSelected((current) => (on ? [...current, applicationId] : current.filter((x) => x !== applicationId)))
  const pages = data ? Math.ceil(data.total / PAGINATION.limit) : 0
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params)
    if (n === 1) next.delete('page')
    else next.set('page', String(n))
    const search = next.toString()
    return `${routes.receivedApplications}${search ? `?${search}` : ''}`
  }
  const field = (key: FilterKey) => ({ id: `${id}-${key}`, value: params.get(key) ?? ALL, onChange: (event: { target: { value: string } }) => setFilter(key, event.target.value) })

  return (
    <>
      <FilterGrid aria-label="Lọc hồ sơ ứng tuyển" onSubmit={(event: FormEvent) => event.preventDefault()}>
        <FilterSelect label="Tin tuyển dụng" all="Tất cả tin" items={filters?.jobs} {...field('job')} />
        <FilterSelect label="Trạng thái" all="Tất cả trạng thái" items={filters?.statuses} {...field('status')} />
        <FilterSelect label="Đã xem" all="Tất cả" {...field('read')}>
          <option value="0">Chưa xem{filters ? ` (${filters.unread})` : ''}</option>
          <option value="1">Đã xem</option>
        </FilterSelect>
        <FilterSelect label="Nguồn" all="Tất cả nguồn" items={SOURCE_ITEMS} {...field('source')} />
        <div>
          <label htmlFor={`${id}-from`}>Từ ngày</label>
          <input type="date" {...field('from')} max={params.get('to') ?? undefined} />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>Đến ngày</label>
          <input type="date" {...field('to')} min={params.get('from') ?? undefined} />
        </div>
      </FilterGrid>
      {filters && filters.closing > 0 && params.get('closing') !== '1' && (
        <Warning role="note">
          {filters.closing} hồ sơ chưa được phản hồi sẽ tự đóng (chuyển sang “Chưa phù hợp”) trong {APPLICATION_CLOSE.warnDays} ngày tới.{' '}
          <Link to={`${routes.receivedApplications}?closing=1`}>Xem các hồ sơ này</Link>
        </Warning>
      )}
      {FILTER_KEYS.some((key) => params.get(key)) && (
        <p>
          {params.get('closing') === '1' && `Hồ sơ sẽ tự đóng trong ${APPLICATION_CLOSE.warnDays} ngày tới nếu bạn chưa phản hồi. `}
          <Link to={routes.receivedApplications}>Bỏ lọc</Link>
        </p>
      )}
      {error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : !data ? (
        isLoading && <Skeleton label="Đang tải hồ sơ ứng tuyển..." />
      ) : data.total === 0 ? (
        <EmptyBox>
          <p>
            {FILTER_KEYS.some((key) => params.get(key))
              ? 'Không có hồ sơ nào khớp bộ lọc.'
              : 'Chưa có ứng viên nào ứng tuyển vào tin của bạn. Tin được đẩy lên đầu sẽ có nhiều người xem hơn.'}
          </p>
          <Link to={routes.manageListing}>Quản lý tin đăng</Link>
        </EmptyBox>
      ) : (
        <>
          <Summary role="status">
            {data.total} hồ sơ{pages > 1 ? `, trang ${query.page}/${pages}` : ''}.
          </Summary>
          <BulkMove selected={selected} onDone={() => setSelected([])} onClear={() => setSelected([])} />
          <CardList aria-label="Hồ sơ ứng tuyển">
            {data.items.map(({ application, job, candidate }) => {
              const name = candidate?.full_name ?? 'Ứng viên đã xóa hồ sơ'
              const unread = application.read_at === null
              return (
                <Row key={application.id} data-unread={unread ? '' : undefined} data-application={application.id}>
                  <label data-pick="">
                    <input
                      type="checkbox"
                      aria-label={`Chọn hồ sơ của ${name}`}
                      checked={selected.includes(application.id)}
                      onChange={(event) => select(application.id, event.target.checked)}
                    />
                  </label>
                  <img src={candidate?.image_url || '/images/avatar-default.svg'} alt="" width={48} height={48} loading="lazy" />
                  <Body>
                    <Link to={routes.receivedApplication(application.id)} data-card-link="">
                      {name}
                    </Link>
                    <p>
                      Ứng tuyển: <strong>{job.title}</strong>
                    </p>
                    <p>
                      {APPLICATION_SOURCE_LABELS[application.source]} ngày {formatVnDate(application.created_at)}
                      {candidate?.phone ? ` · ${candidate.phone}` : ''}
                      {candidate?.city ? ` · ${candidate.city}` : ''}
                      {candidate?.experience ? ` · ${candidate.experience}` : ''}
                    </p>
                    <Side>
                      {unread && <New>Mới</New>}
                      {closesSoon(application.closes_at) && (
                        <Closing>Tự đóng sau {durationUntil(application.closes_at!)}</Closing>
                      )}
                      <StatusChip status={application.status}>{application.status_label}</StatusChip>
                    </Side>
                  </Body>
                </Row>
              )
            })}
          </CardList>
          <PageLinks page={query.page} pages={pages} href={pageHref} centered />
        </>
      )}
    </>
  )
}
