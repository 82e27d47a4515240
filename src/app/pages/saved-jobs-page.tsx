// /viec-lam-da-luu: saved jobs. Guests see the jobs kept in this browser (cards fetched by id),
// signed-in people their account's list, paged; ended jobs stay listed, marked; the heart on each
// card unsaves. Prerendered as an empty shell: everything here is the visitor's own.
import { styled } from '@linaria/react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { userState } from '../../features/auth/state'
import { EndedNotice } from '../../features/favorites/components/ended-notice'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { useSavedJobs } from '../../features/favorites/use-saved-jobs'
import { JobCardItem } from '../../features/jobs/components/job-card'
import { routes } from '../../lib/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { GhostButton } from '../../ui/button'
import { CardList, EmptyBox, LoadFailed, PageIntro } from '../../ui/list-page'
import { PersonalPage } from '../layouts/personal-page'
import { formatCount } from '../../domain/money'

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
`

function SavedJobList({ authorized }: { authorized: boolean }) {
  const location = useLocation()
  const saved = useSavedJobs()
  const here = `${location.pathname}${location.search}`
  return (
    <>
      <PageIntro aria-live="polite">
        {saved.items === null
          ? ''
          : authorized
            ? `Bạn đã lưu ${formatCount(saved.total)} tin.`
            : 'Tin đã lưu đang được giữ trên thiết bị này.'}{' '}
        {!authorized && saved.items !== null && (
          <Link to={routes.login(here)}>Đăng nhập để lưu vào tài khoản và xem trên mọi thiết bị.</Link>
        )}
      </PageIntro>
      {saved.items === null ? (
        <p role="status">Đang tải tin đã lưu...</p>
      ) : saved.error && saved.items.length === 0 ? (
        <LoadFailed message={saved.error} onRetry={saved.retry} />
      ) : saved.items.length === 0 ? (
        <EmptyBox>
          <p>Bạn chưa lưu tin nào. Nhấn biểu tượng trái tim trên tin tuyển dụng để lưu lại và xem sau.</p>
          <Link to={routes.listing}>Tìm việc làm</Link>
        </EmptyBox>
      ) : (
        <CardList aria-label="Tin đã lưu">
          {saved.items.map((job) => (
            <JobCardItem
              key={job.id}
              job={job}
              headingLevel={2}
              favorite={<FavoriteButton jobId={job.id} />}
              notice={job.is_expired ? <EndedNotice /> : null}
              organizationLink={!job.is_expired || job.organization.is_partner}
            />
          ))}
        </CardList>
      )}
      {saved.hasMore && (
        <More>
          <GhostButton type="button" onClick={saved.loadMore} disabled={saved.loadingMore}>
            {saved.loadingMore ? 'Đang tải...' : 'Xem thêm'}
          </GhostButton>
        </More>
      )}
    </>
  )
}

export function Component() {
  const hydrated = useHydrated()
  const { authorized, loadingAuthorized } = useSnapshot(userState)
  return (
    <PersonalPage title="Việc làm đã lưu" headingId="viec-lam-da-luu">
      {hydrated && !loadingAuthorized ? (
        <SavedJobList authorized={authorized} />
      ) : (
        <p role="status">Đang tải tin đã lưu...</p>
      )}
    </PersonalPage>
  )
}
