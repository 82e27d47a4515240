// /employer, the employer home (SPEC 2.1), in the employer layout beside the sidebar of SPEC 2.4.
// Prerendered for signed-out visitors, it sells (issue 39 item 2): the marketplace's live figures
// (GET /job/v1/market/figures, the build's refreshed in the browser in tiles of a fixed height),
// what recruiters get, the price list's lowest prices, the partner programme, the steps, the
// questions employers ask, and one action: "Đăng ký nhà tuyển dụng". Signed in, the page shows the person's
// own jobs and balances at a glance instead of the pitch; that part is fetched with SWR in the
// browser, from a chunk loaded only once the visitor is signed in. Before the session is known
// (always, in the prerendered HTML) a browser holding a sign-in sees a placeholder and a guest the
// pitch (global-styles.ts: data-signed-in-only, data-guest-only), so neither sees the other flash.
import { styled } from '@linaria/react'
import { lazy, Suspense } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { userState } from '../../features/auth/state'
import { Benefits, EmployerFaq, LiveFigures, PartnerPromise, PostingSteps, PriceTeaser, ReplyTips } from '../../features/employer-home/components/marketing'
import type { EmployerLimits } from '../../features/employer-home/figures'
import { CtaRow, Hero, Lead, LinkList, PageStack, Panel } from '../../features/employer-home/components/page-parts'
import { useMarketFigures } from '../../features/employer-home/api/get-market-figures'
import type { PriceTeaserItem } from '../../features/employer-home/pricing'
import { PARTNER_COMMITMENTS } from '../../features/home/components/partner-box'
import type { MarketFigures } from '../../domain/contract/market'
import { fetchCities } from '../../lib/common-data'
import { siteOrigin } from '../../lib/env'
import { routes } from '../../lib/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { ButtonLink } from '../../ui/button'
import { color, media, radius } from '../../ui/theme'
import { formatCount } from '../../domain/money'

const EmployerDashboard = lazy(() => import('./employer/employer-dashboard'))

interface EmployerData {
  /** Provinces and cities of the places config. */
  provinces: number | null
  limits: EmployerLimits
  /** The marketplace's figures when the page was built (refreshed in the browser). */
  figures: MarketFigures | null
  /** The lowest price of each service on sale when the page was built. */
  prices: PriceTeaserItem[]
}

export async function loader(): Promise<EmployerData | null> {
  if (!import.meta.env.SSR) return null
  // imported here, at build time only: the domain modules and the calls it makes stay out of the page's JavaScript
  const [{ employerLimits, marketFigures }, { priceTeaser }, { getMarketFigures }, { getServicePrices }] = await Promise.all([
    import('../../features/employer-home/figures'),
    import('../../features/employer-home/pricing'),
    import('../../features/employer-home/api/get-market-figures'),
    import('../../features/wallet/api/get-service-prices'),
  ])
  const [cities, figures, prices] = await Promise.all([fetchCities(), getMarketFigures(), getServicePrices()])
  return {
    provinces: marketFigures({ cities }).provinces,
    limits: employerLimits(),
    figures: figures.success ? figures.data : null,
    prices: priceTeaser(prices.success ? prices.data.items : null),
  }
}

// Holds the signed-in panel's place while the session or its chunk loads (no jump when it arrives).
const Placeholder = styled.div`
  min-height: 420px;
  padding: 20px 16px;
  background: ${color.white};
  border-top: 1px solid ${color.line};
  border-bottom: 1px solid ${color.line};
  ${media.desktop} {
    padding: 24px 28px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
`

const Closing = styled(Panel)`
  background: ${color.brandSoft};
`

// A wrapper that adds no box: its panels stay items of the page's grid.
const Contents = styled.div`
  display: contents;
`

function DashboardPlaceholder(props: { 'data-signed-in-only'?: boolean }) {
  return (
    <Placeholder {...props} aria-busy="true">
      <span role="status">Đang tải tổng quan tuyển dụng...</span>
    </Placeholder>
  )
}

const title = 'Nhà tuyển dụng'
const description =
  'Đăng tin tuyển dụng miễn phí, duyệt ngay khi tin rõ ràng; kiểm tra chống lừa đảo, huy hiệu Đối tác, ứng viên khắp các tỉnh, thành phố và thông báo tức thì khi có hồ sơ.'

/** The page's one action for a guest: an account that lands on the employer home once made. */
const signUp = routes.register(routes.employer)
const SIGN_UP = 'Đăng ký nhà tuyển dụng'

/** A guest who already has an account goes straight to the posting form (its guard signs in first). */
function HaveAccount() {
  return (
    <Small>
      Đã có tài khoản? <Link to={routes.postJob}>Đăng tin ngay</Link>
    </Small>
  )
}

const Small = styled.p`
  margin: 0;
  color: ${color.muted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

export function Component() {
  const data = useLoaderData() as EmployerData | null
  const hydrated = useHydrated()
  const user = useSnapshot(userState)
  const known = hydrated && !user.loadingAuthorized
  const signedIn = known && user.authorized
  // before the session is known, guest parts carry data-guest-only (hidden from a browser holding a sign-in)
  const guestOnly = known ? undefined : true
  const where = data?.provinces ? `${data.provinces} tỉnh, thành phố` : 'mọi tỉnh, thành phố'
  // the build's figures, refreshed once: only a guest's page shows them
  const live = useMarketFigures(data?.figures ?? null, !signedIn)
  const figures = live.data ?? data?.figures ?? null

  return (
    <PageStack>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={`${siteOrigin()}${routes.employer}`} />
      </Head>

      {!known && <DashboardPlaceholder data-signed-in-only />}
      {signedIn && (
        <Suspense fallback={<DashboardPlaceholder />}>
          <EmployerDashboard />
        </Suspense>
      )}

      {!signedIn && (
        <Hero aria-labelledby="tuyen-dung-nhanh" data-guest-only={guestOnly}>
          <h1 id="tuyen-dung-nhanh">Tuyển dụng nhanh, đúng người</h1>
          <Lead>
            Đăng tin miễn phí và tiếp cận người tìm việc trên khắp {where}. Tin rõ ràng, đúng sự thật được duyệt ngay; mọi tin đều
            qua kiểm tra chống lừa đảo để ứng viên yên tâm ứng tuyển.
          </Lead>
          <LiveFigures figures={figures} />
          <CtaRow>
            {/* a new recruiter's account: sign-up then the employer home (the register page defaults to "Tuyển dụng" from here) */}
            <ButtonLink to={signUp} data-employer-signup="">
              {SIGN_UP}
            </ButtonLink>
          </CtaRow>
          <HaveAccount />
        </Hero>
      )}

      {!signedIn && (
        <Contents data-guest-only={guestOnly}>
          <Benefits provinces={data?.provinces ?? null} limits={data?.limits ?? null} />
          <PriceTeaser items={data?.prices ?? []} limits={data?.limits ?? null} />
          <PartnerPromise promises={PARTNER_COMMITMENTS}>
            <Small>
              {figures?.partners ? `${formatCount(figures.partners)} doanh nghiệp đã có huy hiệu Đối tác. ` : ''}
              <Link to={routes.recruiters}>Xem các doanh nghiệp Đối tác</Link>
            </Small>
          </PartnerPromise>
          <PostingSteps />
        </Contents>
      )}

      <ReplyTips />

      {!signedIn && (
        <Contents data-guest-only={guestOnly}>
          <EmployerFaq limits={data?.limits ?? null} />
          <Closing aria-labelledby="bat-dau-tuyen-dung">
            <h2 id="bat-dau-tuyen-dung">Sẵn sàng tuyển người?</h2>
            <p>Đăng ký bằng số điện thoại trong một phút, nhập thông tin doanh nghiệp và đăng tin đầu tiên miễn phí.</p>
            <CtaRow>
              <ButtonLink to={signUp}>{SIGN_UP}</ButtonLink>
            </CtaRow>
            <HaveAccount />
          </Closing>
        </Contents>
      )}

      {signedIn && (
        <Panel aria-labelledby="tim-hieu-them">
          <h2 id="tim-hieu-them">Tìm hiểu thêm</h2>
          <LinkList>
            <li>
              <Link to={routes.recruiters}>Doanh nghiệp Đối tác đang tuyển dụng</Link>
            </li>
            <li>
              <Link to={`${routes.promo}#cau-hoi-thuong-gap`}>Câu hỏi thường gặp khi đăng tin</Link>
            </li>
          </LinkList>
        </Panel>
      )}
    </PageStack>
  )
}
