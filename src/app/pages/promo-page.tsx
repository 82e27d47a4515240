// /promo (SPEC 2.1): the employer promo page that "Bạn là nhà tuyển dụng? Đăng tin ngay" leads to.
// Prerendered with the marketplace's figures from the API; the call to post goes to /dang-tin,
// which sends a signed-out visitor to login and back.
import { useLoaderData } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import type { EmployerLimits, MarketFigures } from '../../features/employer-home/figures'
import { Benefits, EmployerFaq, PartnerPromise, PostingSteps } from '../../features/employer-home/components/marketing'
import { CtaRow, Figures, GhostLink, Hero, Lead, PageStack, Panel } from '../../features/employer-home/components/page-parts'
import { PARTNER_COMMITMENTS } from '../../features/home/components/partner-box'
import { fetchListing } from '../../features/search/api/get-listing'
import { fetchCities, fetchJobConfig } from '../../lib/common-data'
import { siteOrigin } from '../../lib/env'
import { routes } from '../../lib/paths'
import { ButtonLink } from '../../ui/button'

interface PromoData {
  figures: MarketFigures
  limits: EmployerLimits
}

export async function loader(): Promise<PromoData | null> {
  if (!import.meta.env.SSR) return null
  // imported here, at build time only: the domain modules it reads stay out of the page's JavaScript
  const { employerLimits, marketFigures } = await import('../../features/employer-home/figures')
  const [listing, cities, jobConfig] = await Promise.all([fetchListing({}, 1), fetchCities(), fetchJobConfig()])
  return { figures: marketFigures({ listing, cities, jobConfig }), limits: employerLimits() }
}

const title = 'Đăng tin tuyển dụng miễn phí'
const description =
  'Đăng tin tuyển dụng miễn phí trên Việc Làm Tốt: tin rõ ràng được duyệt ngay, kiểm tra chống lừa đảo, ứng viên khắp các tỉnh, thành phố và thông báo tức thì khi có hồ sơ.'

export function Component() {
  const data = useLoaderData() as PromoData | null
  const figures = data?.figures ?? null
  const limits = data?.limits ?? null
  const where = figures?.provinces ? `${figures.provinces} tỉnh, thành phố` : 'mọi tỉnh, thành phố'
  return (
    <PageStack>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={`${siteOrigin()}${routes.promo}`} />
      </Head>
      <Hero aria-labelledby="dang-tin-mien-phi">
        <h1 id="dang-tin-mien-phi">Đăng tin tuyển dụng miễn phí, tìm đúng người nhanh hơn</h1>
        <Lead>
          Việc Làm Tốt kết nối nhà tuyển dụng với người tìm việc trên khắp {where}. Tin rõ ràng, đúng sự thật được duyệt ngay, và
          mọi tin đều qua kiểm tra chống lừa đảo để ứng viên yên tâm ứng tuyển.
        </Lead>
        <CtaRow>
          <ButtonLink to={routes.postJob}>Đăng tin ngay</ButtonLink>
          <GhostLink to={routes.manageListing}>Quản lý tin đăng</GhostLink>
        </CtaRow>
        {figures && (
          <Figures
            items={[
              { value: figures.openJobs, label: 'việc làm đang tuyển' },
              { value: figures.provinces, label: 'tỉnh, thành phố' },
              { value: figures.jobTypes, label: 'ngành nghề' },
            ]}
          />
        )}
      </Hero>

      <Benefits provinces={figures?.provinces ?? null} limits={limits} title="Vì sao nên đăng tin ở đây" />
      <PartnerPromise promises={PARTNER_COMMITMENTS}>
        <CtaRow>
          <GhostLink to={routes.recruiters}>Xem các doanh nghiệp Đối tác đang tuyển</GhostLink>
        </CtaRow>
      </PartnerPromise>
      <PostingSteps>
        <CtaRow>
          <ButtonLink to={routes.postJob}>Đăng tin ngay</ButtonLink>
        </CtaRow>
      </PostingSteps>
      <EmployerFaq limits={limits} />
      <Panel aria-labelledby="bat-dau-tuyen-dung">
        <h2 id="bat-dau-tuyen-dung">Sẵn sàng tuyển người?</h2>
        <p>Đăng tin chỉ mất vài phút. Chưa có tài khoản, bạn đăng ký bằng số điện thoại ngay trong lúc đăng tin.</p>
        <CtaRow>
          <ButtonLink to={routes.postJob}>Đăng tin tuyển dụng</ButtonLink>
          <GhostLink to={routes.employer}>Trang nhà tuyển dụng</GhostLink>
        </CtaRow>
      </Panel>
    </PageStack>
  )
}
