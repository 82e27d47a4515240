// /employer, the employer home (SPEC 2.1), in the employer layout beside the sidebar of SPEC 2.4.
// Prerendered for signed-out visitors: what recruiters get here, the reply-time expectation, the
// steps to a first post, with calls to post and to manage. Signed in, the page shows the person's
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
import { Benefits, PostingSteps, ReplyTips } from '../../features/employer-home/components/marketing'
import type { EmployerLimits } from '../../features/employer-home/figures'
import { CtaRow, GhostLink, Hero, Lead, LinkList, PageStack, Panel } from '../../features/employer-home/components/page-parts'
import { fetchCities } from '../../lib/common-data'
import { siteOrigin } from '../../lib/env'
import { routes } from '../../lib/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { ButtonLink } from '../../ui/button'
import { color, media, radius } from '../../ui/theme'

const EmployerDashboard = lazy(() => import('./employer/employer-dashboard'))

interface EmployerData {
  /** Provinces and cities of the places config. */
  provinces: number | null
  limits: EmployerLimits
}

export async function loader(): Promise<EmployerData | null> {
  if (!import.meta.env.SSR) return null
  // imported here, at build time only: the domain modules it reads stay out of the page's JavaScript
  const { employerLimits, marketFigures } = await import('../../features/employer-home/figures')
  const cities = await fetchCities()
  return { provinces: marketFigures({ cities }).provinces, limits: employerLimits() }
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

export function Component() {
  const data = useLoaderData() as EmployerData | null
  const hydrated = useHydrated()
  const user = useSnapshot(userState)
  const known = hydrated && !user.loadingAuthorized
  const signedIn = known && user.authorized
  // before the session is known, guest parts carry data-guest-only (hidden from a browser holding a sign-in)
  const guestOnly = known ? undefined : true
  const where = data?.provinces ? `${data.provinces} tỉnh, thành phố` : 'mọi tỉnh, thành phố'

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
          <CtaRow>
            <ButtonLink to={routes.postJob}>Đăng tin miễn phí</ButtonLink>
            {/* a new recruiter's account: sign-up then the employer home (the register page defaults to "Tuyển dụng" from here) */}
            <GhostLink to={routes.register(routes.employer)}>Đăng ký nhà tuyển dụng</GhostLink>
          </CtaRow>
        </Hero>
      )}

      {!signedIn && (
        <Contents data-guest-only={guestOnly}>
          <Benefits provinces={data?.provinces ?? null} limits={data?.limits ?? null} />
        </Contents>
      )}

      <ReplyTips />

      {!signedIn && (
        <Contents data-guest-only={guestOnly}>
          <PostingSteps>
            <CtaRow>
              <ButtonLink to={routes.postJob}>Đăng tin ngay</ButtonLink>
            </CtaRow>
          </PostingSteps>
        </Contents>
      )}

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
    </PageStack>
  )
}
