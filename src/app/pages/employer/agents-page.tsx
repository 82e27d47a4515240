// /dai-ly-tuyen-dung: recruitment agents (docs/decisions/0023-recruiter-agents.md). Prerendered for
// everyone: what an agent is and how it comes to post for a business. In the browser, a signed-in
// account enters the register key staff gave it; an agent sees the businesses that granted it
// access, each with a link to post for it.
import { styled } from '@linaria/react'
import { Suspense, lazy } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { AGENT_USER_TYPE } from '../../../domain/organizations/statuses'
import { userState } from '../../../features/auth/state'
import { CtaRow, Hero, Lead, Muted, PageStack, Panel } from '../../../features/employer-home/components/page-parts'
import { useUserType } from '../../../features/organizations/api/agent'
import { useMyOrganizations } from '../../../features/organizations/api/business-info'
import { siteOrigin } from '../../../lib/env'
import { routes } from '../../../lib/paths'
import { useHydrated } from '../../../lib/use-hydrated'
import { ButtonLink } from '../../../ui/button'
import { RowList } from '../../../ui/list-page'

export const AGENTS_TEXT = {
  title: 'Đại lý tuyển dụng',
  description:
    'Công ty dịch vụ tuyển dụng đăng tin thay cho doanh nghiệp khách hàng trên Việc Làm Tốt: đăng ký đại lý bằng mã do Việc Làm Tốt cấp, rồi được từng doanh nghiệp cấp quyền.',
  lead: 'Công ty dịch vụ tuyển dụng (headhunter, cung ứng lao động) đăng và quản lý tin thay cho doanh nghiệp khách hàng. Tin vẫn mang tên doanh nghiệp, và doanh nghiệp thấy ai đã đăng.',
  stepsTitle: 'Cách trở thành đại lý',
  steps: [
    'Liên hệ Việc Làm Tốt: nhân viên kiểm tra giấy phép hoạt động dịch vụ việc làm của công ty bạn rồi cấp một mã đăng ký đại lý (dùng một lần, có hạn).',
    'Đăng nhập tài khoản của bạn và nhập mã ở ô dưới đây: tài khoản trở thành Đại lý.',
    'Gửi số điện thoại tài khoản cho doanh nghiệp khách hàng: chủ tài khoản doanh nghiệp mời bạn với vai trò "Đại lý" ở trang Thông tin doanh nghiệp, và bạn đồng ý lời mời.',
    'Đăng tin: ở đầu biểu mẫu đăng tin, chọn doanh nghiệp bạn đăng thay.',
  ],
  formTitle: 'Tài khoản đại lý',
  signIn: 'Đăng nhập để nhập mã',
  keyLabel: 'Mã đăng ký đại lý',
  keyHint: 'Mã dạng DL-XXXX-XXXX-XXXX; chữ hoa hay thường, có dấu gạch hay không đều được.',
  submit: 'Đăng ký đại lý',
  loading: 'Đang tải...',
  isAgent: 'Tài khoản của bạn là Đại lý.',
  grantsTitle: 'Doanh nghiệp đã cấp quyền cho bạn',
  noGrants: 'Chưa có doanh nghiệp nào cấp quyền. Khi chủ tài khoản doanh nghiệp mời bạn với vai trò Đại lý, lời mời hiện ở trang Thông tin doanh nghiệp để bạn đồng ý.',
  postFor: (name: string) => `Đăng tin cho ${name}`,
  invitations: 'Xem lời mời và doanh nghiệp',
} as const

const Steps = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding-left: 22px;
  line-height: 1.6;
`

function AgentGrants() {
  const { data } = useMyOrganizations()
  const grants = data?.items.filter((o) => o.role === 'agent') ?? null
  return (
    <>
      <p role="status">
        <strong>{AGENTS_TEXT.isAgent}</strong>
      </p>
      <h3>{AGENTS_TEXT.grantsTitle}</h3>
      {!grants ? (
        <Muted role="status">{AGENTS_TEXT.loading}</Muted>
      ) : grants.length ? (
        <RowList>
          {grants.map((org) => (
            <li key={org.id}>
              <strong>{org.name}</strong>
              <ButtonLink to={`${routes.postJob}?org=${org.id}`}>{AGENTS_TEXT.postFor(org.name)}</ButtonLink>
            </li>
          ))}
        </RowList>
      ) : (
        <Muted>{AGENTS_TEXT.noGrants}</Muted>
      )}
      <Link to={routes.businessInfo}>{AGENTS_TEXT.invitations}</Link>
    </>
  )
}

// the form loads only for a signed-in account that is no agent yet
const RegisterForm = lazy(() => import('./agent-register-form'))

function AgentBody() {
  const hydrated = useHydrated()
  const user = useSnapshot(userState)
  const signedIn = hydrated && !!user.user
  const type = useUserType(signedIn)
  if (!hydrated || user.loadingAuthorized) return <Muted role="status">{AGENTS_TEXT.loading}</Muted>
  if (!signedIn) {
    return (
      <CtaRow>
        <ButtonLink to={routes.login(routes.agents)}>{AGENTS_TEXT.signIn}</ButtonLink>
      </CtaRow>
    )
  }
  if (!type.data) return <Muted role="status">{AGENTS_TEXT.loading}</Muted>
  if (type.data.user_type === AGENT_USER_TYPE) return <AgentGrants />
  return (
    <Suspense fallback={<Muted role="status">{AGENTS_TEXT.loading}</Muted>}>
      <RegisterForm />
    </Suspense>
  )
}

export function Component() {
  return (
    <PageStack>
      <Head>
        <title>{`${AGENTS_TEXT.title} | Việc Làm Tốt`}</title>
        <meta name="description" content={AGENTS_TEXT.description} />
        <link rel="canonical" href={`${siteOrigin()}${routes.agents}`} />
      </Head>
      <Hero aria-labelledby="agents-title">
        <h1 id="agents-title">{AGENTS_TEXT.title}</h1>
        <Lead>{AGENTS_TEXT.lead}</Lead>
      </Hero>
      <Panel aria-labelledby="agents-steps">
        <h2 id="agents-steps">{AGENTS_TEXT.stepsTitle}</h2>
        <Steps>
          {AGENTS_TEXT.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Panel>
      <Panel aria-labelledby="agents-form">
        <h2 id="agents-form">{AGENTS_TEXT.formTitle}</h2>
        <AgentBody />
      </Panel>
    </PageStack>
  )
}
