// /dashboard/ung-vien-da-luu: the candidates the recruiter saved in this browser (SPEC 6: candidate
// favourites stay local), as the search shows them, most recently updated first. A saved profile
// its owner has since hidden or deleted is no longer shown; the page says how many.
import { Link, useSearchParams } from 'react-router-dom'
import type { ReactNode } from 'react'
import { PAGINATION } from '../../../domain/constants'
import { routes } from '../../../lib/paths'
import { EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { useCandidateSearch } from '../api/candidates'
import { CandidateCards } from './candidate-search'
import { ReadRefused } from './read-refused'
import { Skeleton } from '../../../ui/skeleton'

/** `ids`: the saved ids, null until this browser's list is known. */
export function SavedCandidates({ ids, renderAction }: { ids: readonly number[] | null; renderAction: (id: number) => ReactNode }) {
  const [params] = useSearchParams()
  const pageRaw = params.get('page')
  const page = pageRaw && /^[1-9]\d{0,2}$/.test(pageRaw) ? Number(pageRaw) : 1
  const sorted = ids ? [...ids].sort((a, b) => a - b) : []
  const query = sorted.length ? { ids: sorted.join(','), offset: (page - 1) * PAGINATION.limit, limit: PAGINATION.limit } : null
  const { data, error, mutate } = useCandidateSearch(query)

  if (ids === null) return <Skeleton label="Đang tải danh sách ứng viên đã lưu..." />
  if (ids.length === 0) {
    return (
      <EmptyBox>
        <p>Bạn chưa lưu ứng viên nào. Bấm biểu tượng trái tim trên thẻ ứng viên để lưu lại và xem sau.</p>
        <Link to={routes.findCandidates}>Tìm ứng viên</Link>
      </EmptyBox>
    )
  }
  if (error) return <ReadRefused error={error} retry={() => void mutate()} />
  if (!data) return <Skeleton label="Đang tải danh sách ứng viên đã lưu..." />
  const pages = Math.ceil(data.total / PAGINATION.limit)
  const gone = ids.length - data.total
  return (
    <>
      <p role="status">
        {data.total} ứng viên đã lưu{pages > 1 ? `, trang ${page}/${pages}` : ''}.
        {gone > 0 && ` ${gone} hồ sơ đã lưu không còn hiển thị vì ứng viên đã ẩn hoặc xóa hồ sơ.`}
      </p>
      <CandidateCards items={data.items} renderAction={renderAction} />
      <PageLinks page={page} pages={pages} href={(n) => (n === 1 ? routes.savedCandidates : `${routes.savedCandidates}?page=${n}`)} centered />
    </>
  )
}
