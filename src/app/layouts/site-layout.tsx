// The two layouts of SPEC 2.2 (job seeker, employer): header, page, footer by page configuration.
import { styled } from '@linaria/react'
import { useEffect, type ReactNode } from 'react'
import { Outlet, useRouteLoaderData } from 'react-router-dom'
import useSWR from 'swr'
import { setAuthType } from '../../features/auth/state'
import { fetchFooter, type ShellData } from '../../lib/common-data'
import { EMPLOYER_CONTAINER } from '../../domain/constants'
import { AuthGuard } from '../auth-guard'
import { ErrorBoundary } from '../error-boundary'
import { usePageConfig, type PageConfig } from '../page-config'
import { Footer } from './footer'
import { Header } from './header'

const Main = styled.main`
  min-height: 60vh;
  &[data-layout='employer'] {
    max-width: ${EMPLOYER_CONTAINER}px;
    margin: 0 auto;
  }
`

export function SiteLayout({ layout, sidebar }: { layout: 'jobseeker' | 'employer'; sidebar?: (config: PageConfig) => ReactNode }) {
  const config = usePageConfig()
  const shell = useRouteLoaderData('root') as ShellData | null
  const { data: footer } = useSWR(shell?.footer ? null : 'footer', fetchFooter)
  useEffect(() => setAuthType(layout), [layout])
  return (
    <>
      <a href="#noi-dung" className="visually-hidden">
        Bỏ qua đến nội dung chính
      </a>
      <Header config={config} />
      <Main id="noi-dung" data-layout={layout}>
        {sidebar?.(config)}
        <ErrorBoundary>
          <AuthGuard required={config.authRequired}>
            <Outlet />
          </AuthGuard>
        </ErrorBoundary>
      </Main>
      {config.footer && <Footer data={shell?.footer ?? footer ?? null} />}
    </>
  )
}

export const JobseekerLayout = () => <SiteLayout layout="jobseeker" />
