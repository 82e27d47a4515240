// /viec-lam-da-ung-tuyen: the person's applications, newest first, 20 a page, each job's card (drawn
// by the app through renderJob) with its status, date and ended/removed mark. The list refetches
// when the app reports a live update (a recruiter changed a status) and says so to screen readers.
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { APPLIED_PAGE_SIZE, useAppliedListing } from '../api/get-applied-listing'
import type { AppliedItem } from '../../../domain/contract/applications'
import { ApplicationStatus } from './application-status'
import { Pager, pageFromSearch } from './pager'
import { CardList, EmptyBox, LoadFailed, PageIntro } from '../../../ui/list-page'
import { errorMessage } from '../../../lib/http'
import { formatCount } from '../../../domain/money'



export function AppliedJobs({
  renderJob,
  subscribeToUpdates,
}: {
  /** One list item (<li>) per application: the job's card with `status` in it. */
  renderJob: (item: AppliedItem, status: ReactNode) => ReactNode
  /** Calls back when the person's applications may have changed (a live notice); returns the unsubscribe. */
  subscribeToUpdates?: (onUpdate: () => void) => () => void
}) {
  const location = useLocation()
  const page = pageFromSearch(location.search)
  const { data, error, isLoading, mutate } = useAppliedListing((page - 1) * APPLIED_PAGE_SIZE)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (!subscribeToUpdates) return
    return subscribeToUpdates(() => {
      void mutate().then(() => setAnnouncement('Trạng thái ứng tuyển vừa được cập nhật.'))
    })
  }, [subscribeToUpdates, mutate])

  let body: ReactNode
  if (!data) {
    body = error ? (
      <LoadFailed message={errorMessage(error)} onRetry={() => void mutate()} />
    ) : (
      <p role="status">{isLoading ? 'Đang tải việc làm đã ứng tuyển...' : ''}</p>
    )
  } else if (data.total === 0) {
    body = (
      <EmptyBox>
        <p>Bạn chưa ứng tuyển việc làm nào. Tìm việc phù hợp rồi nhấn “Ứng tuyển ngay” trên tin tuyển dụng.</p>
        <Link to={routes.listing}>Tìm việc làm</Link>
        <Link to={routes.suggestedJobs}>Xem việc làm phù hợp</Link>
      </EmptyBox>
    )
  } else if (data.items.length === 0) {
    body = (
      <EmptyBox>
        <p>Trang này không còn tin nào.</p>
        <Link to={location.pathname}>Về trang đầu</Link>
      </EmptyBox>
    )
  } else {
    body = (
      <>
        <CardList aria-label="Việc làm đã ứng tuyển" aria-busy={isLoading || undefined}>
          {data.items.map((item) => renderJob(item, <ApplicationStatus item={item} />))}
        </CardList>
        <Pager total={data.total} page={page} limit={APPLIED_PAGE_SIZE} />
      </>
    )
  }

  return (
    <>
      <PageIntro>
        {data && data.total > 0
          ? `Bạn đã ứng tuyển ${formatCount(data.total)} việc làm. Trạng thái được cập nhật ngay khi nhà tuyển dụng xử lý hồ sơ.`
          : 'Theo dõi trạng thái hồ sơ bạn đã gửi tới nhà tuyển dụng.'}
      </PageIntro>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {body}
    </>
  )
}
