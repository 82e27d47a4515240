// Job-seeker home, prerendered with real data: search banner and box, popular searches, Top Ads,
// latest jobs and quick links (revalidated after hydration), the profile promo, the job-seeker box,
// the partner box and the auto-apply promo; then sectors and provinces from the config.
import { styled } from '@linaria/react'
import { Link, useLoaderData } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { userState } from '../../features/auth/state'
import { AutoApplyPromo } from '../../features/home/components/auto-apply-promo'
import { PromoCard } from '../../features/home/components/promo-card'
import { Head } from 'vite-react-ssg'
import type { CommonData } from '../../domain/config-types'
import type { JobCard } from '../../domain/jobs'
import { listingUrl } from '../../domain/url-filters'
import { fetchBanners, type Banner } from '../../features/common/api/get-banners'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { commonState, fetchCommonData, provideCommonData, slimCommonData } from '../../lib/common-data'
import { PartnerBox } from '../../features/home/components/partner-box'
import { SearchBanner } from '../../features/home/components/search-banner'
import { fetchHomeLists, useHomeLists, type HomeLists } from '../../features/jobs/api/get-home-lists'
import { JobList } from '../../features/jobs/components/job-card'
import { fetchPopularSearches, type PopularSearchLink } from '../../features/search/api/get-listing'
import { MobileSearch } from '../../features/search/components/mobile-search'
import { PopularSearches } from '../../features/search/components/popular-searches'
import { SearchBox } from '../../features/search/components/search-box'
import { siteOrigin } from '../../lib/env'
import { usePaintedData, useSteady } from '../../lib/use-steady'
import { Container } from '../../ui/container'
import { FreshNotice } from '../../ui/fresh-notice'
import { DesktopOnly, MobileOnly } from '../../ui/responsive'
import { color, media, lineBox, bareList } from '../../ui/theme'
import { formatCount } from '../../domain/money'
import { PersonJobseekerBox } from './person-parts'

interface HomeData {
  banner: Banner | null
  popular: PopularSearchLink[]
  lists: HomeLists
  commonData: CommonData
}

export async function loader(): Promise<HomeData | null> {
  if (!import.meta.env.SSR) return null
  const [banners, popular, lists, commonData] = await Promise.all([
    fetchBanners('home_search'),
    fetchPopularSearches(),
    fetchHomeLists(),
    fetchCommonData(),
  ])
  return { banner: banners[0] ?? null, popular, lists, commonData: slimCommonData(commonData) }
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  grid-template-areas:
    'top profile'
    'rest partner';
  grid-template-rows: auto 1fr;
  column-gap: 24px;
  margin-top: 24px;
  > [data-area='top'] {
    grid-area: top;
  }
  > [data-area='rest'] {
    grid-area: rest;
  }
  > [data-area='profile'] {
    grid-area: profile;
  }
  > [data-area='partner'] {
    grid-area: partner;
    align-self: start;
  }
  ${media.mobile} {
    display: flex;
    flex-direction: column;
    > [data-area='profile'],
    > [data-area='partner'] {
      margin-bottom: 28px;
    }
  }
`
const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${media.desktop} {
    margin-bottom: 16px;
  }
`
const Section = styled.section`
  margin-bottom: 28px;
  h2 {
    font-size: 22px;
    margin: 0 0 12px;
    scroll-margin-top: 80px;
  }
`
// On the banner the chips are dark glass with white text (the chips' own white background would
// leave white text on white). "ul a" outranks the chips' own rules whatever the CSS order.
const Popular = styled.div`
  margin-top: 12px;
  color: ${color.white};
  ul a {
    color: ${color.white};
    background: rgba(4, 28, 19, 0.6);
    border-color: rgba(255, 255, 255, 0.55);
  }
  ul a:hover {
    color: ${color.white};
    border-color: ${color.white};
  }
  ul svg {
    color: ${color.white};
  }
`
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  ${bareList}
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    ${lineBox}
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.brand};
    color: ${color.brand};
  }
`
const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`

/** The side column's promos read the person's state themselves (see ./person-parts.tsx). */
function PersonAutoApplyPromo() {
  const user = useSnapshot(userState)
  return <AutoApplyPromo authorized={user.authorized} hasProfile={user.jobseeker !== null} autoApplyOn={user.jobseeker?.apply_auto === true} />
}

function PersonPromoCard() {
  const user = useSnapshot(userState)
  return <PromoCard authorized={user.authorized} hasProfile={user.jobseeker !== null} />
}

const homeJobIds = (lists: HomeLists) => [...lists.topAds, ...lists.latest].map((job) => job.id)

const favoriteOf = (job: JobCard) => <FavoriteButton jobId={job.id} />

export function Component() {
  const data = useLoaderData() as HomeData | null
  if (data) provideCommonData(data.commonData, false)
  const { commonData } = useSnapshot(commonState)
  const { data: liveLists } = useHomeLists(data?.lists ?? null)
  // the page's first lists stay put when fresher jobs arrive; they are offered instead
  const { shown: lists, fresh, showLive } = useSteady(usePaintedData(data?.lists), liveLists, homeJobIds)
  const popular = data?.popular ?? []
  const sectors = commonData.categories.filter((c) => c.parent_id !== 0)
  const provinces = commonData.cities.filter((c) => c.parent_id === 0)
  const origin = siteOrigin()

  return (
    <>
      <Head>
        <title>Việc Làm Tốt - Tìm việc làm nhanh, tuyển dụng uy tín</title>
        <meta
          name="description"
          content="Tìm việc làm mới nhất tại 34 tỉnh, thành phố: hàng nghìn tin tuyển dụng kế toán, bán hàng, lập trình, lao động phổ thông... Tạo hồ sơ miễn phí, ứng tuyển nhanh."
        />
        <link rel="canonical" href={`${origin}/`} />
        <script type="application/ld+json">
          {JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: 'Việc Làm Tốt',
            url: `${origin}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${origin}/tuyen-dung?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          })}
        </script>
      </Head>
      <SearchBanner banner={data?.banner ?? null}>
        <DesktopOnly>
          <SearchBox popular={popular} />
        </DesktopOnly>
        <MobileOnly>
          <MobileSearch popular={popular} />
        </MobileOnly>
        {popular.length > 0 && (
          <Popular>
            <PopularSearches items={popular} />
          </Popular>
        )}
      </SearchBanner>
      <Container>
        {/* DOM order is the phone's reading order: the job-seeker box, the featured jobs, the
            recruiter promo and partner box, then the rest; on desktop the boxes sit in the side column */}
        <Columns>
          <Side data-area="profile" aria-label="Hồ sơ xin việc của bạn">
            <PersonJobseekerBox jobTypes={commonData.jobConfig?.job_types ?? []} source="home" />
            <PersonAutoApplyPromo />
          </Side>
          <div data-area="top">
            {lists && lists.topAds.length > 0 && (
              <Section aria-labelledby="top-ads">
                <h2 id="top-ads">Việc làm nổi bật</h2>
                <JobList jobs={lists.topAds} emptyText="" renderFavorite={favoriteOf} />
              </Section>
            )}
          </div>
          <Side data-area="partner" aria-label="Dành cho nhà tuyển dụng">
            <PersonPromoCard />
            <PartnerBox />
          </Side>
          <div data-area="rest">
            <Section aria-labelledby="moi-nhat">
              <h2 id="moi-nhat" tabIndex={-1}>
                Việc làm mới nhất
              </h2>
              <FreshNotice count={fresh} noun="việc làm" targetId="moi-nhat" onShow={showLive} />
              {lists && <JobList jobs={lists.latest} emptyText="Chưa có việc làm mới." renderFavorite={favoriteOf} />}
              <More to={listingUrl({ sort: 3000 })}>Xem tất cả việc làm mới</More>
            </Section>
            {lists && lists.quicklinks.length > 0 && (
              <Section aria-labelledby="lien-ket-nhanh">
                <h2 id="lien-ket-nhanh">Ngành nghề đang tuyển nhiều</h2>
                <Grid>
                  {lists.quicklinks.map((link) => (
                    <li key={link.id}>
                      <Link to={link.url}>
                        {link.name} ({formatCount(link.count)})
                      </Link>
                    </li>
                  ))}
                </Grid>
              </Section>
            )}
          </div>
        </Columns>
        <Section aria-labelledby="nganh-nghe">
          <h2 id="nganh-nghe">Việc làm theo ngành nghề</h2>
          <Grid>
            {sectors.map((sector) => (
              <li key={sector.id}>
                <Link to={listingUrl({ subcategory_id: sector.id })}>{sector.name}</Link>
              </li>
            ))}
          </Grid>
        </Section>
        <Section aria-labelledby="tinh-thanh">
          <h2 id="tinh-thanh">Việc làm theo tỉnh, thành phố</h2>
          <Grid>
            {provinces.map((city) => (
              <li key={city.id}>
                <Link to={listingUrl({ city_id: city.id })}>Việc làm {city.name}</Link>
              </li>
            ))}
          </Grid>
        </Section>
      </Container>
    </>
  )
}
