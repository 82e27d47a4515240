// /dashboard/tim-ung-vien: the employer's candidate search over approved profiles whose owners let
// recruiters find them (keyword without diacritics, job type, province, readiness; the search in
// the address), newest updated first, contacts masked until unlocked on the candidate's page.
import { styled } from '@linaria/react'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { CANDIDATE_SEARCH, READINESS_LABELS, type ContactState } from '../../../domain/candidates'
import type { CandidateCard, CandidateQuery } from '../../../domain/contract/candidates'
import { PAGINATION } from '../../../domain/constants'
import { formatVnDate } from '../../../domain/dates'
import { formatCount, salaryLabel } from '../../../domain/money'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { routes } from '../../../lib/paths'
import { Button } from '../../../ui/button'
import { FilterGrid, FilterSelect } from '../../../ui/filter-grid'
import { PersonCard } from '../../../ui/person-card'
import { CardList, EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { color, media } from '../../../ui/theme'
import { useAvailableQuantity, useCandidateSearch } from '../api/candidates'
import { ReadRefused } from './read-refused'

const Form = styled(FilterGrid)`
  [data-keyword] {
    grid-column: 1 / -1;
    ${media.desktop} {
      grid-column: span 2;
    }
  }
`
const Credits = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
`
const Card = styled(PersonCard)`
  grid-template-columns: 56px 1fr;
  img {
    grid-row: span 3;
    width: 56px;
    height: 56px;
  }
  a {
    font-size: 17px;
  }
  p {
    font-size: 14px;
  }
`
const State = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  vertical-align: middle;
  background: ${color.brandSoft};
  color: ${color.brand};
  &[data-state='pending'] {
    background: #fff4e5;
    color: #7a3e00;
  }
`

const Name = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  min-width: 0;
  > div {
    padding-top: 10px;
  }
`

const STATE_LABEL: Record<ContactState, string | null> = { shown: 'Đã mở liên hệ', pending: 'Chờ ứng viên đồng ý', masked: null }

/** The API query of the page's address (values that cannot be right are dropped). */
export function candidateQuery(params: URLSearchParams): { query: CandidateQuery; page: number } {
  const query: CandidateQuery = {}
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  if (q) query.q = q
  for (const key of ['job_type', 'city_id'] as const) {
    const value = params.get(key)
    if (value && /^[1-9]\d{0,5}$/.test(value)) query[key] = Number(value)
  }
  const readiness = params.get('readiness')
  if (readiness === '1' || readiness === '2') query.readiness = Number(readiness)
  const pageRaw = params.get('page')
  const page = pageRaw && /^[1-9]\d{0,3}$/.test(pageRaw) ? Number(pageRaw) : 1
  query.offset = (page - 1) * PAGINATION.limit
  query.limit = PAGINATION.limit
  return { query, page }
}

/** Candidate cards: name (to the detail), wished work, contact state; `renderAction` adds a control per card. */
export function CandidateCards({ items, renderAction }: { items: CandidateCard[]; renderAction?: (id: number) => ReactNode }) {
  return (
    <CardList aria-label="Ứng viên">
      {items.map((candidate) => (
        <Card key={candidate.id} data-candidate={candidate.id}>
          <img src={candidate.image_url || '/images/avatar-default.svg'} alt="" width={56} height={56} loading="lazy" />
          <Name>
            <div>
              <Link to={routes.candidateDetail(candidate.id)} data-card-link="">
                {candidate.full_name}
              </Link>
              {STATE_LABEL[candidate.contact_state] && <State data-state={candidate.contact_state}>{STATE_LABEL[candidate.contact_state]}</State>}
            </div>
            {renderAction?.(candidate.id)}
          </Name>
          <p>
            {candidate.job_types.map((t) => t.name).join(', ')}
            {candidate.city ? ` · ${candidate.city}` : ''}
          </p>
          <p>
            {candidate.experience ?? 'Chưa rõ kinh nghiệm'} · Mong muốn {salaryLabel(candidate.salary_min, candidate.salary_max)}
            {candidate.readiness === null ? '' : ` · ${candidate.readiness ? READINESS_LABELS.ready : READINESS_LABELS.later}`} · Cập nhật{' '}
            {formatVnDate(candidate.updated_at)}
          </p>
        </Card>
      ))}
    </CardList>
  )
}

export function CandidateSearch({ renderAction }: { renderAction?: (id: number) => ReactNode }) {
  const [params, setParams] = useSearchParams()
  const query = candidateQuery(params)
  const { data, error, isLoading, mutate } = useCandidateSearch(query.query)
  const { data: quantity } = useAvailableQuantity()
  const common = useSnapshot(commonState)
  const [keyword, setKeyword] = useState(params.get('q') ?? '')
  const id = useId()
  useEffect(() => {
    void ensureCommonData('jobConfig')
    void ensureCommonData('cities')
  }, [])

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    next.delete('page')
    setParams(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    set({ q: keyword.trim() })
  }
  const pages = data ? Math.ceil(data.total / PAGINATION.limit) : 0
  const href = (n: number) => {
    const next = new URLSearchParams(params)
    if (n === 1) next.delete('page')
    else next.set('page', String(n))
    const search = next.toString()
    return `${routes.findCandidates}${search ? `?${search}` : ''}`
  }
  const provinces = common.commonData.cities.filter((c) => c.parent_id === 0)

  return (
    <>
      <Credits>
        <span>
          Lượt xem liên hệ còn lại: <strong data-candidate-credits="">{quantity ? quantity.quantity : '…'}</strong>
        </span>
        <Link to={routes.buyCandidates}>Mua thêm</Link>
      </Credits>
      <Form role="search" aria-label="Tìm ứng viên" onSubmit={submit}>
        <div data-keyword="">
          <label htmlFor={`${id}-q`}>Từ khóa (kỹ năng, kinh nghiệm, công việc)</label>
          <input id={`${id}-q`} type="search" value={keyword} maxLength={100} onChange={(event) => setKeyword(event.target.value)} />
        </div>
        <FilterSelect
          id={`${id}-type`}
          label="Loại công việc"
          all="Tất cả"
          items={common.commonData.jobConfig?.job_types}
          value={params.get('job_type') ?? ''}
          onChange={(event) => set({ job_type: event.target.value })}
        />
        <FilterSelect
          id={`${id}-city`}
          label="Tỉnh/thành phố"
          all="Toàn quốc"
          items={provinces}
          value={params.get('city_id') ?? ''}
          onChange={(event) => set({ city_id: event.target.value })}
        />
        <FilterSelect id={`${id}-ready`} label="Sẵn sàng" all="Tất cả" value={params.get('readiness') ?? ''} onChange={(event) => set({ readiness: event.target.value })}>
          <option value="1">{READINESS_LABELS.ready}</option>
          <option value="2">{READINESS_LABELS.later}</option>
        </FilterSelect>
        <div>
          <Button type="submit">Tìm ứng viên</Button>
        </div>
      </Form>
      {error ? (
        <ReadRefused error={error} retry={() => void mutate()} />
      ) : !data ? (
        <p aria-busy="true">{isLoading ? 'Đang tìm ứng viên...' : ''}</p>
      ) : data.total === 0 ? (
        <EmptyBox>
          <p>Không có ứng viên nào khớp. Thử bỏ bớt điều kiện hoặc dùng từ khóa khác.</p>
        </EmptyBox>
      ) : (
        <>
          <p role="status">
            {data.total >= CANDIDATE_SEARCH.countCap ? `Hơn ${formatCount(CANDIDATE_SEARCH.countCap)}` : data.total} ứng viên
            {pages > 1 ? `, trang ${query.page}` : ''}.
          </p>
          <CandidateCards items={data.items} renderAction={renderAction} />
          <PageLinks page={query.page} pages={Math.min(pages, Math.ceil(CANDIDATE_SEARCH.countCap / PAGINATION.limit))} href={href} centered />
        </>
      )}
    </>
  )
}
