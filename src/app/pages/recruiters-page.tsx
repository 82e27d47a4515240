// /recruiters (SPEC 2.1; docs/decisions/0013-employer-pages.md): the partner employers recruiting on
// the site, with their open job counts and newest jobs, prerendered and revalidated after
// hydration; for recruiters, what the "Đối tác" badge means and the call to post.
import { useId } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import type { JobCard } from '../../domain/jobs'
import { CtaRow, GhostLink, Hero, Lead, Muted, PageStack, Panel } from '../../features/employer-home/components/page-parts'
import { PartnerPromise } from '../../features/employer-home/components/marketing'
import { PARTNER_COMMITMENTS } from '../../features/home/components/partner-box'
import { fetchEnterprises, useEnterprises, type Enterprise } from '../../features/jobs/api/get-enterprises'
import { fetchOrganizationJobs } from '../../features/jobs/api/get-organization-jobs'
import { PREVIEW_JOBS, PartnerDirectory, directorySummary } from '../../features/jobs/components/partner-directory'
import { siteOrigin } from '../../lib/env'
import { routes } from '../../lib/paths'
import { ButtonLink } from '../../ui/button'

interface RecruitersData {
  partners: Enterprise[]
  previews: Record<number, JobCard[]>
}

export async function loader(): Promise<RecruitersData | null> {
  if (!import.meta.env.SSR) return null
  const partners = await fetchEnterprises()
  const previews = await Promise.all(partners.map((p) => fetchOrganizationJobs(p.id, 0, PREVIEW_JOBS).then((jobs) => [p.id, jobs] as const)))
  return { partners, previews: Object.fromEntries(previews) }
}

const title = 'Nhà tuyển dụng Đối tác đang tuyển dụng'
const description =
  'Danh sách doanh nghiệp Đối tác đã xác thực đang tuyển dụng trên Việc Làm Tốt, với số việc làm đang mở và tin mới nhất của từng doanh nghiệp.'

export function Component() {
  const data = useLoaderData() as RecruitersData | null
  const { data: partners, error } = useEnterprises(data?.partners ?? null)
  const listId = useId()
  return (
    <PageStack>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={`${siteOrigin()}${routes.recruiters}`} />
      </Head>
      <Hero aria-labelledby="nha-tuyen-dung-doi-tac">
        <h1 id="nha-tuyen-dung-doi-tac">{title}</h1>
        <Lead>
          Các doanh nghiệp dưới đây đã xác thực với Việc Làm Tốt và mang huy hiệu “Đối tác”: doanh nghiệp uy tín, nội dung tuyển
          dụng chân thật, phản hồi ứng viên trong 24 giờ.
        </Lead>
        <CtaRow>
          <ButtonLink to={routes.postJob}>Đăng tin tuyển dụng</ButtonLink>
          <GhostLink to={routes.listing}>Xem tất cả việc làm</GhostLink>
        </CtaRow>
      </Hero>

      <Panel aria-labelledby={listId}>
        <h2 id={listId}>Doanh nghiệp Đối tác đang tuyển</h2>
        {partners && partners.length > 0 ? (
          <>
            <Muted>{directorySummary(partners)}</Muted>
            <PartnerDirectory partners={partners} previews={data?.previews ?? {}} />
          </>
        ) : partners ? (
          <Muted>Hiện chưa có doanh nghiệp Đối tác nào đang tuyển. Mời bạn xem tất cả việc làm đang tuyển.</Muted>
        ) : error ? (
          <Muted role="alert">Không tải được danh sách doanh nghiệp, vui lòng thử lại sau.</Muted>
        ) : (
          <Muted role="status">Đang tải danh sách doanh nghiệp...</Muted>
        )}
      </Panel>

      <PartnerPromise promises={PARTNER_COMMITMENTS}>
        <p>Doanh nghiệp của bạn muốn có mặt ở đây? Bắt đầu bằng một tin tuyển dụng rõ ràng, đúng sự thật: đăng tin miễn phí.</p>
        <CtaRow>
          <ButtonLink to={routes.postJob}>Đăng tin miễn phí</ButtonLink>
          <GhostLink to={routes.promo}>Quyền lợi nhà tuyển dụng</GhostLink>
        </CtaRow>
        <p>
          Công ty dịch vụ tuyển dụng đăng tin thay khách hàng? <Link to={routes.agents}>Đăng ký đại lý tuyển dụng</Link>.
        </p>
      </PartnerPromise>
    </PageStack>
  )
}
