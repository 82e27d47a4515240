// /cong-ty/{slug}-{id} (docs/decisions/0020-organisation-pages.md): an organisation's page with its
// open jobs, prerendered for verified organisations ("Đối tác"); the others (while they have an open
// job) get the app shell and the same content and JSON-LD once loaded. Pages of jobs: ?offset=.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { breadcrumbJsonLd, jsonLdScript } from '../../domain/job-json-ld'
import { organizationJsonLd } from '../../domain/organizations/json-ld'
import { ORGANIZATION_PAGES, ORGANIZATIONS_PATH, organizationIdFromSlug } from '../../domain/organizations/public'
import type { OrganizationDetail, OrganizationJobs } from '../../domain/contract/organizations'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { PartnerBox } from '../../features/home/components/partner-box'
import { Breadcrumb } from '../../features/jobs/components/breadcrumb'
import { JobList } from '../../features/jobs/components/job-card'
import { PartnerBadge } from '../../features/jobs/components/partner-badge'
import { fetchOpenJobs, useOpenJobs } from '../../features/organizations/api/get-open-jobs'
import { fetchOrganization, useOrganization } from '../../features/organizations/api/get-organization'
import { OrganizationAbout, OrganizationProfile, UnverifiedNote } from '../../features/organizations/components/organization-profile'
import { siteOrigin } from '../../lib/env'
import { answeredNotFound } from '../../lib/page-status'
import { useHydrated } from '../../lib/use-hydrated'
import { usePaintedData, useSteady } from '../../lib/use-steady'
import { Container } from '../../ui/container'
import { FreshNotice } from '../../ui/fresh-notice'
import { PageLinks } from '../../ui/page-links'
import { color, media } from '../../ui/theme'
import { Component as NotFound } from './not-found-page'
import { formatCount } from '../../domain/money'

interface OrganizationPageData {
  organization: OrganizationDetail
  jobs: OrganizationJobs
}

export async function loader({ params }: LoaderFunctionArgs): Promise<OrganizationPageData | null> {
  if (!import.meta.env.SSR) return null
  const id = organizationIdFromSlug(params.slugId ?? '')
  if (!id) return null
  const [organization, jobs] = await Promise.all([fetchOrganization(id), fetchOpenJobs(id)])
  return { organization, jobs }
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-bottom: 32px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    grid-template-areas:
      'profile side'
      'main side';
    align-items: start;
    gap: 20px 24px;
    > [data-area='profile'] {
      grid-area: profile;
    }
    > [data-area='side'] {
      grid-area: side;
      position: sticky;
      top: 96px;
    }
    > [data-area='main'] {
      grid-area: main;
    }
  }
`
const Main = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`
const Jobs = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
    scroll-margin-top: 80px;
  }
`
const Muted = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`

/** "Công ty X tại Hà Nội: 12 việc làm đang tuyển. Giới thiệu ..." */
const summary = (organization: OrganizationDetail) =>
  `${organization.name}${organization.city ? ` tại ${organization.city.name}` : ''}: ${formatCount(organization.job_count)} việc làm đang tuyển.${
    organization.description.trim() ? ` ${organization.description.replace(/\s+/g, ' ').trim().slice(0, 110)}` : ''
  }`

const jobIds = (jobs: OrganizationJobs) => jobs.items.map((job) => job.id)

const offsetFrom = (search: string) => {
  const offset = Number(new URLSearchParams(search).get('offset') ?? 0)
  return Number.isSafeInteger(offset) && offset > 0 ? offset - (offset % ORGANIZATION_PAGES.jobsPerPage) : 0
}

function OrganizationPage({ id, data }: { id: number; data: OrganizationPageData | null }) {
  const ids = useId()
  const hydrated = useHydrated()
  const location = useLocation()
  // the prerendered page is the first page of jobs; another page applies once hydrated
  const offset = hydrated ? offsetFrom(location.search) : 0
  const { data: organization, error } = useOrganization(id, data?.organization)
  const { data: liveJobs, error: jobsError } = useOpenJobs(organization ? id : null, offset, offset === 0 ? data?.jobs : undefined)
  // the page's first jobs stay put when fresher ones arrive; they are offered instead
  const painted = usePaintedData(offset === 0 ? data?.jobs : null)
  const { shown: jobs, fresh, showLive } = useSteady(painted, liveJobs, jobIds)
  // the count is the live one (a number changing in place moves nothing)
  const total = (liveJobs ?? jobs)?.total ?? 0
  if (error) return <NotFound />
  if (!organization) return <p role="status">Đang tải thông tin nhà tuyển dụng...</p>
  const origin = siteOrigin()
  const crumbs = [
    { name: 'Trang chủ', url: '/' },
    { name: 'Công ty', url: ORGANIZATIONS_PATH },
    { name: organization.name, url: '' },
  ]
  const pageHref = (page: number) => `${organization.url}${page > 1 ? `?offset=${(page - 1) * ORGANIZATION_PAGES.jobsPerPage}` : ''}`
  return (
    <>
      <Head>
        <title>{`${organization.name} tuyển dụng | Việc Làm Tốt`}</title>
        <meta name="description" content={summary(organization)} />
        <link rel="canonical" href={`${origin}${organization.url}`} />
        {offset > 0 && <meta name="robots" content="noindex, follow" />}
        <script type="application/ld+json">{jsonLdScript(organizationJsonLd(organization, origin))}</script>
        <script type="application/ld+json">{jsonLdScript(breadcrumbJsonLd(crumbs, origin))}</script>
      </Head>
      <Container>
        <Breadcrumb items={crumbs} />
        <Layout>
          <div data-area="profile">
            <OrganizationProfile organization={organization} badge={<PartnerBadge />} titleId={`${ids}-name`} />
          </div>
          <aside data-area="side" aria-label={organization.is_partner ? 'Cam kết của nhà tuyển dụng Đối tác' : 'Lưu ý khi ứng tuyển'}>
            {organization.is_partner ? <PartnerBox /> : <UnverifiedNote />}
          </aside>
          <Main data-area="main">
            <OrganizationAbout organization={organization} />
            <Jobs aria-labelledby={`${ids}-jobs`}>
              <h2 id={`${ids}-jobs`} tabIndex={-1}>
                Việc làm đang tuyển
              </h2>
              <FreshNotice count={fresh} noun="việc làm" targetId={`${ids}-jobs`} onShow={showLive} />
              {jobs ? (
                <>
                  {total > 0 && (
                    <Muted aria-live="polite">
                      {organization.name} đang tuyển <strong>{formatCount(total)}</strong> vị trí
                      {total > jobs.limit ? `, trang ${Math.floor(jobs.offset / jobs.limit) + 1}` : ''}.
                    </Muted>
                  )}
                  <JobList
                    jobs={jobs.items}
                    emptyText={
                      total > 0 ? 'Trang này không còn việc làm, mời bạn xem trang đầu.' : 'Nhà tuyển dụng hiện chưa có tin tuyển dụng nào đang mở.'
                    }
                    renderFavorite={(job) => <FavoriteButton jobId={job.id} />}
                    showOrganization={false}
                  />
                  <PageLinks
                    page={Math.floor(offset / ORGANIZATION_PAGES.jobsPerPage) + 1}
                    pages={Math.ceil(total / ORGANIZATION_PAGES.jobsPerPage)}
                    href={pageHref}
                    centered
                  />
                </>
              ) : jobsError ? (
                <Muted role="alert">Không tải được việc làm của nhà tuyển dụng, vui lòng thử lại sau.</Muted>
              ) : (
                <Muted role="status">Đang tải việc làm...</Muted>
              )}
            </Jobs>
          </Main>
        </Layout>
      </Container>
    </>
  )
}

export function Component() {
  const { slugId = '' } = useParams()
  const data = useLoaderData() as OrganizationPageData | null
  const id = organizationIdFromSlug(slugId)
  if (!id || answeredNotFound()) return <NotFound />
  return <OrganizationPage id={id} data={data} />
}
