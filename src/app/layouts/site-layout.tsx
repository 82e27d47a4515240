// The two layouts of SPEC 2.2 (job seeker, employer): header, page, footer by page configuration.
import { styled } from '@linaria/react'
import { useEffect, type ReactNode } from 'react'
import { Outlet, useRouteLoaderData } from 'react-router-dom'
import useSWR from 'swr'
import { setAuthType } from '../../features/auth/state'
import { fetchFooter, type ShellData } from '../../lib/common-data'
import { EMPLOYER_CONTAINER } from '../../domain/constants'
import { color, media } from '../../ui/theme'
import { AuthGuard } from '../auth-guard'
import { ErrorBoundary } from '../error-boundary'
import { usePageConfig, type PageConfig } from '../page-config'
import { Footer } from './footer'
import { Header } from './header'

// grey of the skeletons (src/ui/skeleton.tsx)
const BONE = '#e8ecef'
const bone = `linear-gradient(${BONE} 0 0)`
/** Cards 96 px tall, 16 px apart, from 56 px down (under the title's block). */
const cards = (inside: string) => `repeating-linear-gradient(${inside}, transparent 0 112px)`

const Main = styled.main`
  min-height: 60vh;
  &[data-layout='employer'] {
    max-width: ${EMPLOYER_CONTAINER}px;
    margin: 0 auto;
  }
  /* the guard's wait (auth-guard.tsx): a dashboard page's shape, a title and cards with an avatar
     and two lines, at least a screen tall so the footer stays below; pure CSS, no script */
  > [data-wait] {
    max-width: 892px;
    min-height: 100vh;
    margin: 24px auto;
    padding: 0 16px;
    background:
      ${bone} 0 0 / 40% 28px no-repeat,
      radial-gradient(circle at 22px 48px, ${BONE} 21px, transparent 22px) 16px 56px / 44px 112px repeat-y,
      ${cards(`transparent 0 28px, ${BONE} 0 44px`)} 76px 56px / 55% calc(100% - 56px) no-repeat,
      ${cards(`transparent 0 56px, ${BONE} 0 68px`)} 76px 56px / 35% calc(100% - 56px) no-repeat,
      ${cards(`${color.line} 0 96px`)} 0 56px / 1px calc(100% - 56px) no-repeat,
      ${cards(`${color.line} 0 96px`)} 100% 56px / 1px calc(100% - 56px) no-repeat,
      ${cards(`${color.line} 0 1px, ${color.white} 0 95px, ${color.line} 0 96px`)} 0 56px / 100% calc(100% - 56px) no-repeat;
    background-origin: content-box;
    background-clip: content-box;
    @keyframes vlt-wait {
      50% {
        opacity: 0.6;
      }
    }
    animation: vlt-wait 1.4s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  ${media.desktop} {
    /* beside the employer sidebar, in the dashboard's padded grid (employer-sidebar.tsx) */
    &:has(> [data-employer-sidebar]) > [data-wait] {
      max-width: none;
      margin: 0;
      padding: 0;
    }
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
