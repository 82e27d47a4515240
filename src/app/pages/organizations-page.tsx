// /cong-ty (docs/decisions/0020-organisation-pages.md): the organisations with a public page. Search
// by name (suggestions as one types) and province; the outstanding ones (verified partners recruiting
// most) first, then all of them, partners first. Prerendered without filters; filters and pages
// (?q=, ?city_id=, ?offset=) apply once hydrated.
import { styled } from '@linaria/react'
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { breadcrumbJsonLd, jsonLdScript } from '../../domain/job-json-ld'
import { ORGANIZATION_PAGES, ORGANIZATIONS_PATH } from '../../domain/organizations/public'
import type { OrganizationListing, OrganizationSummary } from '../../domain/contract/organizations'
import { normalizeText } from '../../domain/text'
import { Breadcrumb } from '../../features/jobs/components/breadcrumb'
import { PartnerBadge } from '../../features/jobs/components/partner-badge'
import { fetchOrganizations, useOrganizations, type OrganizationFilters } from '../../features/organizations/api/get-organizations'
import { fetchOutstanding, useOutstanding } from '../../features/organizations/api/get-outstanding'
import { OrganizationGrid } from '../../features/organizations/components/organization-card'
import { OrganizationSearch } from '../../features/organizations/components/organization-search'
import { siteOrigin } from '../../lib/env'
import { errorMessage } from '../../lib/http'
import { useHydrated } from '../../lib/use-hydrated'
import { usePaintedData, useSteady } from '../../lib/use-steady'
import { Container } from '../../ui/container'
import { FreshNotice } from '../../ui/fresh-notice'
import { PageLinks } from '../../ui/page-links'
import { color } from '../../ui/theme'
import { formatCount } from '../../domain/money'

interface OrganizationsData {
  listing: OrganizationListing
  outstanding: OrganizationSummary[]
}

export async function loader(): Promise<OrganizationsData | null> {
  if (!import.meta.env.SSR) return null
  const [listing, outstanding] = await Promise.all([fetchOrganizations({}), fetchOutstanding()])
  return { listing, outstanding }
}

const Page = styled.div`
  display: grid;
  gap: 20px;
  padding-bottom: 32px;
  h1 {
    margin: 0 0 6px;
    font-size: 24px;
  }
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

/** The filters in the address: a name, a province, a page (anything else is left out). */
export function organizationFilters(search: string): OrganizationFilters {
  const params = new URLSearchParams(search)
  const q = normalizeText(params.get('q') ?? '')
  const city = Number(params.get('city_id'))
  const offset = Number(params.get('offset'))
  return {
    ...(q ? { q } : {}),
    ...(Number.isSafeInteger(city) && city > 0 ? { city_id: city } : {}),
    ...(Number.isSafeInteger(offset) && offset > 0 ? { offset: offset - (offset % ORGANIZATION_PAGES.perPage) } : {}),
  }
}

export function organizationsUrl(filters: OrganizationFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.city_id) params.set('city_id', String(filters.city_id))
  if (filters.offset) params.set('offset', String(filters.offset))
  const query = params.toString()
  return query ? `${ORGANIZATIONS_PATH}?${query}` : ORGANIZATIONS_PATH
}

const title = 'Danh sách công ty đang tuyển dụng'
const description =
  'Tìm công ty, hộ kinh doanh đang tuyển dụng trên Việc Làm Tốt theo tên và tỉnh, thành phố: doanh nghiệp Đối tác đã xác thực trước, kèm số việc làm đang tuyển của từng nơi.'
const summaryIds = (organizations: OrganizationSummary[]) => organizations.map((organization) => organization.id)
const listingIds = (listing: OrganizationListing) => summaryIds(listing.items)
const badge = () => <PartnerBadge />

export function Component() {
  const data = useLoaderData() as OrganizationsData | null
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()
  const filters = hydrated ? organizationFilters(location.search) : {}
  const filtered = Boolean(filters.q || filters.city_id)
  const initial = !filtered && !filters.offset
  const { data: liveListing, error } = useOrganizations(filters, initial ? data?.listing : null)
  const { data: liveOutstanding } = useOutstanding(data?.outstanding)
  // the page's first lists stay put when fresher ones arrive; new organisations are offered instead
  const { shown: listing, fresh, showLive } = useSteady(usePaintedData(initial ? data?.listing : null), liveListing, listingIds)
  // the count is the live one (a number changing in place moves nothing)
  const total = (liveListing ?? listing)?.total ?? 0
  const outstanding = useSteady(usePaintedData(data?.outstanding), liveOutstanding, summaryIds).shown
  const crumbs = [
    { name: 'Trang chủ', url: '/' },
    { name: 'Công ty', url: '' },
  ]
  const page = Math.floor((filters.offset ?? 0) / ORGANIZATION_PAGES.perPage) + 1
  const cityName = filters.city_id ? listing?.provinces.find((p) => p.id === filters.city_id)?.name : undefined
  return (
    <Container>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={`${siteOrigin()}${ORGANIZATIONS_PATH}`} />
        {(filtered || Boolean(filters.offset)) && <meta name="robots" content="noindex, follow" />}
        <script type="application/ld+json">{jsonLdScript(breadcrumbJsonLd(crumbs, siteOrigin()))}</script>
      </Head>
      <Breadcrumb items={crumbs} />
      <Page>
        <div>
          <h1>{title}</h1>
          <Muted>Xem trang giới thiệu và việc làm đang tuyển của từng nhà tuyển dụng. Huy hiệu “Đối tác” là nhà tuyển dụng đã được xác thực.</Muted>
          <OrganizationSearch
            initialQuery={filters.q}
            cityId={filters.city_id}
            provinces={listing?.provinces ?? data?.listing.provinces ?? []}
            onSearch={(next) => navigate(organizationsUrl(next))}
            renderBadge={badge}
          />
        </div>

        {initial && outstanding && outstanding.length > 0 && (
          <section aria-labelledby="noi-bat">
            <h2 id="noi-bat">Nhà tuyển dụng nổi bật</h2>
            <OrganizationGrid organizations={outstanding} renderBadge={badge} dense />
          </section>
        )}

        <section aria-labelledby="tat-ca">
          <h2 id="tat-ca" tabIndex={-1}>
            {filtered ? 'Kết quả tìm kiếm' : 'Tất cả nhà tuyển dụng'}
          </h2>
          <FreshNotice count={fresh} noun="nhà tuyển dụng" targetId="tat-ca" onShow={showLive} />
          {listing ? (
            <>
              <Muted aria-live="polite">
                {total > 0
                  ? `Có ${formatCount(total)} nhà tuyển dụng${filters.q ? ` khớp “${filters.q}”` : ''}${cityName ? ` tại ${cityName}` : ''}${
                      total > listing.limit ? `, trang ${page}` : ''
                    }.`
                  : `Không tìm thấy nhà tuyển dụng nào${filters.q ? ` khớp “${filters.q}”` : ''}${cityName ? ` tại ${cityName}` : ''}. Hãy thử tên ngắn hơn hoặc chọn Toàn quốc.`}
              </Muted>
              <OrganizationGrid organizations={listing.items} renderBadge={badge} />
              <PageLinks
                page={page}
                pages={Math.ceil(total / ORGANIZATION_PAGES.perPage)}
                href={(n) => organizationsUrl({ ...filters, offset: n > 1 ? (n - 1) * ORGANIZATION_PAGES.perPage : undefined })}
                centered
              />
            </>
          ) : error ? (
            <Muted role="alert">{errorMessage(error)}</Muted>
          ) : (
            <Muted role="status">Đang tải danh sách nhà tuyển dụng...</Muted>
          )}
        </section>
      </Page>
    </Container>
  )
}
