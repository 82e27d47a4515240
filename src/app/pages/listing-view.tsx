// The results page shared by /tuyen-dung and the landing pages /tuyen-dung-{slug}: prerendered with
// its first page of jobs, then (after hydration) driven by the filters in the URL and revalidated
// with SWR so jobs posted after the build appear.
import { styled } from '@linaria/react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { userState } from '../../features/auth/state'
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button'
import { Head } from 'vite-react-ssg'
import { PAGINATION } from '../../domain/constants'
import type { CommonData } from '../../domain/config-types'
import { breadcrumbJsonLd, jsonLdScript } from '../../domain/job-json-ld'
import type { JobListing } from '../../domain/jobs'
import { filtersToQuery, listingUrl, parseFilters, type JobFilters } from '../../domain/url-filters'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { Breadcrumb } from '../../features/jobs/components/breadcrumb'
import { JobList } from '../../features/jobs/components/job-card'
import { commonState, provideCommonData } from '../../lib/common-data'
import { FilterBar } from '../../features/search/components/filter-bar'
import { useKnownFilters } from '../../features/search/use-known-filters'
import { MobileSearch } from '../../features/search/components/mobile-search'
import { PopularDropdown, PopularSearches } from '../../features/search/components/popular-searches'
import { SearchBox } from '../../features/search/components/search-box'
import { useListing, useListingSeo, type ListingSeo, type PopularSearchLink } from '../../features/search/api/get-listing'
import { siteOrigin } from '../../lib/env'
import { useHydrated } from '../../lib/use-hydrated'
import { usePaintedData, useSteady } from '../../lib/use-steady'
import { Container } from '../../ui/container'
import { FreshNotice } from '../../ui/fresh-notice'
import { DesktopOnly, MobileOnly } from '../../ui/responsive'
import { color, media, cardBox, spreadRow } from '../../ui/theme'
import { PageLinks } from '../../ui/page-links'
import { formatCount } from '../../domain/money'
import { PersonJobseekerBox } from './person-parts'

export interface ListingPageData {
  listing: JobListing
  seo: ListingSeo
  popular: PopularSearchLink[]
  commonData: CommonData
}

const Top = styled.div`
  background: ${color.white};
  border-bottom: 1px solid ${color.line};
  padding: 12px 0;
`
// display only on the desktop side: a display of its own would override DesktopOnly's hiding
const Desktop = styled(DesktopOnly)`
  ${media.desktop} {
    display: flex;
  }
  align-items: center;
  gap: 16px;
`
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 24px;
  margin-top: 16px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const ResultsHead = styled.div`
  ${spreadRow}
  gap: 4px 16px;
  margin: 12px 0 4px;
`
const Title = styled.h1`
  font-size: 24px;
  margin: 0;
  /* below the sticky header when "Có N việc làm mới" brings it into view */
  scroll-margin-top: 80px;
  ${media.mobile} {
    font-size: 20px;
  }
`
const Count = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`
const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  section {
    ${cardBox}
    padding: 16px;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 8px;
  }
`
const MobileBox = styled(MobileOnly)`
  margin-bottom: 12px;
`
const Loading = styled.p`
  color: ${color.muted};
`

/** "Lưu tìm kiếm" reads the person's state itself (see ./person-parts.tsx). */
function PersonSaveSearchButton({ filters }: { filters: JobFilters }) {
  const user = useSnapshot(userState)
  return <SaveSearchButton filters={filters} authorized={user.authorized} authLoading={user.loadingAuthorized} />
}

function Pagination({ filters, total, basePath }: { filters: JobFilters; total: number; basePath: string }) {
  const limit = PAGINATION.limit
  const pages = Math.ceil(total / limit)
  const current = Math.floor((filters.offset ?? 0) / limit) + 1
  const href = (page: number) => listingUrl({ ...filters, offset: page > 1 ? (page - 1) * limit : undefined }, basePath)
  return <PageLinks page={current} pages={pages} href={href} />
}

const jobIds = (listing: JobListing) => listing.items.map((job) => job.id)
const sameFilters = (a: JobFilters, b: JobFilters) => filtersToQuery(a) === filtersToQuery(b)

export function ListingView({
  data,
  baseFilters,
  basePath,
  landing,
}: {
  data: ListingPageData | null
  /** Filters the page was prerendered with (a landing page's own filters, or none). */
  baseFilters: JobFilters
  basePath: string
  landing?: { title: string; description: string; url: string } | null
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()
  if (data) provideCommonData(data.commonData, false)
  const urlFilters = hydrated ? parseFilters(location.search) : {}
  const filters: JobFilters = { ...baseFilters, ...urlFilters }
  const initial = sameFilters(filters, baseFilters)
  const { data: live } = useListing(filters, initial ? data?.listing : null)
  // the page's first list stays put when fresher results arrive; they are offered instead
  const painted = usePaintedData(initial ? data?.listing : null)
  const { shown: listing, fresh, showLive } = useSteady(painted, live, jobIds)
  // the count is the live one (a number changing in place moves nothing)
  const { total, total_capped: capped } = live ?? listing ?? { total: 0, total_capped: false }
  const { data: seo } = useListingSeo(landing ? null : filters, initial ? data?.seo : null)

  const onChange = (next: JobFilters) => navigate(listingUrl({ ...next, offset: undefined }))
  useKnownFilters(filters, urlFilters, (next) => navigate(listingUrl(next, basePath), { replace: true }))
  const title = landing?.title ?? seo?.h1 ?? 'Việc làm'
  const pageTitle = landing ? `${landing.title} mới nhất | Việc Làm Tốt` : (seo?.title ?? 'Tuyển dụng | Việc Làm Tốt')
  const description = landing?.description ?? seo?.description ?? ''
  const canonical = `${siteOrigin()}${landing?.url ?? seo?.canonical ?? basePath}`
  const breadcrumb = landing
    ? [
        { name: 'Trang chủ', url: '/' },
        { name: 'Tuyển dụng', url: '/tuyen-dung' },
        { name: landing.title, url: '' },
      ]
    : (seo?.breadcrumb ?? [])
  const popular = data?.popular ?? []
  const { commonData } = useSnapshot(commonState)
  // SPEC 2.5 / 4.2: the job-seeker box, in the side column on desktop and above the results on
  // mobile, where the auto-apply hint scrolls to it
  const box = (mobileHint: boolean) => (
    <PersonJobseekerBox jobTypes={commonData.jobConfig?.job_types ?? []} source="listing" mobileHint={mobileHint} />
  )
  const noindex = Boolean(filters.q || filters.offset || filters.sort)

  return (
    <>
      <Head>
        <title>{pageTitle}</title>
        {description && <meta name="description" content={description} />}
        <link rel="canonical" href={canonical} />
        {noindex && <meta name="robots" content="noindex, follow" />}
        {breadcrumb.length > 0 && (
          <script type="application/ld+json">{jsonLdScript(breadcrumbJsonLd(breadcrumb, siteOrigin()))}</script>
        )}
      </Head>
      <Top>
        <Container>
          <Desktop>
            <SearchBox initialQuery={filters.q} popular={popular} />
            {popular.length > 0 && <PopularDropdown items={popular} />}
          </Desktop>
          <MobileOnly>
            <MobileSearch initialQuery={filters.q} popular={popular} />
          </MobileOnly>
          <FilterBar filters={filters} onChange={onChange} />
        </Container>
      </Top>
      <Container>
        {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} />}
        <Layout>
          <section aria-labelledby="ket-qua">
            <ResultsHead>
              <Title id="ket-qua" tabIndex={-1}>
                {title}
              </Title>
              <PersonSaveSearchButton filters={filters} />
            </ResultsHead>
            {listing ? (
              <>
                <Count aria-live="polite">
                  Tìm thấy <strong>{formatCount(total)}{capped ? '+' : ''}</strong> việc làm
                </Count>
                <MobileBox>{box(true)}</MobileBox>
                <JobList
                  jobs={listing.items}
                  emptyText="Chưa có việc làm phù hợp. Hãy thử bỏ bớt bộ lọc hoặc đổi từ khóa."
                  renderFavorite={(job) => <FavoriteButton jobId={job.id} />}
                />
                <Pagination filters={filters} total={total} basePath={landing ? landing.url : basePath} />
              </>
            ) : (
              <Loading role="status">Đang tải việc làm...</Loading>
            )}
            <FreshNotice count={fresh} noun="việc làm" targetId="ket-qua" onShow={showLive} />
          </section>
          <Aside>
            <DesktopOnly>{box(false)}</DesktopOnly>
            {popular.length > 0 && (
              <section aria-labelledby="pho-bien">
                <h2 id="pho-bien">Tìm kiếm phổ biến</h2>
                <PopularSearches items={popular} />
              </section>
            )}
          </Aside>
        </Layout>
      </Container>
    </>
  )
}
