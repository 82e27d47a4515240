// The route table. Pages are lazy so each ships only its own code.
import type { LazyRouteFunction, RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { RouteErrorPage } from './error-page'
import { JobseekerLayout } from './layouts/site-layout'
import { RootLayout, rootLoader } from './layouts/root-layout'
import { handle, pageConfig } from './page-config'
import { CONTENT_PAGES } from '../domain/content-pages'

/**
 * A lazy route's module. On a prerendered page vite-react-ssg gives every route a loader that reads
 * the prerendered data (data-server-rendered, as it checks); the page module's own loader would
 * then be ignored, with a router warning on every client-side navigation: it is left out there.
 * Elsewhere (the prerender, the app shell of pages not prerendered) the module's loader runs.
 */
const staticLoaders = typeof document !== 'undefined' && document.querySelector('[data-server-rendered=true]') !== null
function page(load: () => Promise<object>): LazyRouteFunction<RouteObject> {
  if (!staticLoaders) return load as LazyRouteFunction<RouteObject>
  // the key must be absent, not undefined: the router warns about any key the static route has
  return (() =>
    load().then((module) => {
      const { loader: _loader, ...rest } = module as { loader?: unknown }
      return rest
    })) as LazyRouteFunction<RouteObject>
}

const accountPage = pageConfig({ header: { mobile: { back: true } } })
const listingPage = pageConfig({ header: { mobile: { back: true, listingMode: true }, desktop: { listingMode: true } } })

export const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    entry: 'src/app/layouts/root-layout.tsx',
    loader: rootLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <JobseekerLayout />,
        children: [
          {
            index: true,
            handle: handle(pageConfig({ header: { desktop: { search: true } } })),
            lazy: page(() => import('./pages/home-page')),
          },
          {
            path: 'tuyen-dung',
            handle: handle(listingPage),
            lazy: page(() => import('./pages/listing-page')),
          },
          {
            path: 'viec-lam/:slugId',
            handle: handle(pageConfig({ header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/job-page')),
          },
          // organisations' public pages (docs/decisions/0020-organisation-pages.md): the listing and,
          // prerendered for verified organisations, one organisation with its open jobs
          {
            path: 'cong-ty',
            handle: handle(pageConfig({ header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/organizations-page')),
          },
          {
            path: 'cong-ty/:slugId',
            handle: handle(pageConfig({ header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/organization-page')),
          },
          // sister-marketplace account pages (docs/decisions/0003-accounts.md)
          { path: 'account/login', handle: handle(accountPage), lazy: page(() => import('./pages/account/login-page')) },
          { path: 'account/register', handle: handle(accountPage), lazy: page(() => import('./pages/account/register-page')) },
          {
            path: 'account/forgot-password',
            handle: handle(accountPage),
            lazy: page(() => import('./pages/account/forgot-password-page')),
          },
          { path: 'account/logout', handle: handle(accountPage), lazy: page(() => import('./pages/account/logout-page')) },
          {
            path: 'account/change-password',
            handle: handle(pageConfig({ authRequired: true })),
            lazy: page(() => import('./pages/account/change-password-page')),
          },
          {
            path: 'account/notification',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/account/notification-page')),
          },
          // saved jobs: guests keep theirs in this browser (SPEC 6), so the page needs no sign-in
          {
            path: 'viec-lam-da-luu',
            handle: handle(pageConfig({ header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/saved-jobs-page')),
          },
          {
            path: 'tim-kiem-da-luu',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/saved-searches-page')),
          },
          // public privacy policy (Vietnam's personal data protection law), prerendered
          {
            path: 'chinh-sach-bao-mat',
            handle: handle(pageConfig({ header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/privacy-policy-page')),
          },
          {
            path: 'viec-lam-da-ung-tuyen',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/applied-jobs-page')),
          },
          {
            path: 'cong-viec-phu-hop',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/suggested-jobs-page')),
          },
          // the job-seeker profile (issue 5): create, then view and edit
          {
            path: 'create-jobseeker',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/create-jobseeker-page')),
          },
          {
            path: 'jobseeker',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/jobseeker-page')),
          },
          // chat (docs/decisions/0025-chat.md): never prerendered, its code and the chat UI load only here
          {
            path: 'chatroom/join/:pair',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/chat-page')),
          },
          // the staff moderation console (docs/decisions/0021-verification-and-staff.md): never prerendered
          {
            path: 'kiem-duyet',
            handle: handle(pageConfig({ authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/staff/console-page')),
          },
          // editor-owned content pages (content/pages), one route each
          ...CONTENT_PAGES.map((slug) => ({ path: slug, handle: handle(accountPage), lazy: page(() => import('./pages/content-page')) })),
          { path: '404', handle: handle(pageConfig()), lazy: page(() => import('./pages/not-found-page')) },
          {
            // /tuyen-dung-{slug} landing pages (React Router v6 has no partial segments); any other
            // single segment is the 404 page and must render exactly like the prerendered 404.html
            path: ':landing',
            handle: handle(({ landing }) => (landing?.startsWith('tuyen-dung-') ? listingPage : pageConfig())),
            lazy: page(() => import('./pages/landing-page')),
          },
          { path: '*', handle: handle(pageConfig()), lazy: page(() => import('./pages/not-found-page')) },
        ],
      },
      {
        lazy: page(() => import('./layouts/employer-layout')),
        children: [
          {
            path: 'employer',
            handle: handle(pageConfig({ layout: 'employer' })),
            lazy: page(() => import('./pages/employer-page')),
          },
          // employer marketing and the partner employers' directory (docs/decisions/0013-employer-pages.md), prerendered
          { path: 'promo', handle: handle(pageConfig({ layout: 'employer' })), lazy: page(() => import('./pages/promo-page')) },
          { path: 'recruiters', handle: handle(pageConfig({ layout: 'employer' })), lazy: page(() => import('./pages/recruiters-page')) },
          // recruitment agents (docs/decisions/0023-recruiter-agents.md): prerendered; the register-key form hydrates
          { path: 'dai-ly-tuyen-dung', handle: handle(pageConfig({ layout: 'employer' })), lazy: page(() => import('./pages/employer/agents-page')) },
          {
            // the own-job manager (SPEC 2.1, 7.4): signed-in only, its data fetched in the browser
            path: 'dashboard/manage-listing',
            handle: handle(pageConfig({ layout: 'employer', authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/manage-listing-page')),
          },
          {
            // one job's statistics (the manager's `manage` action, SPEC 7.4): signed-in only, its chart library loads here only
            path: 'dashboard/manage-listing/:id',
            handle: handle(pageConfig({ layout: 'employer', authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/job-stats-page')),
          },
          // the wallet (docs/decisions/0015-wallet.md): deposit, the gateway's return page, the ledger
          ...(
            [
              ['dashboard/deposit', () => import('./pages/wallet/deposit-page')],
              ['dashboard/deposit/ket-qua', () => import('./pages/wallet/deposit-result-page')],
              ['dashboard/transactions', () => import('./pages/wallet/transactions-page')],
              ['dashboard/coupons', () => import('./pages/wallet/coupons-page')],
              ['dashboard/invoices', () => import('./pages/wallet/invoices-page')],
              ['dashboard/invoices/:id', () => import('./pages/wallet/invoice-page')],
              // the applicants of one's jobs and one CV (docs/decisions/0016-applicants.md)
              ['dashboard/candidates', () => import('./pages/employer/received-applications-page')],
              ['dashboard/candidates/:id', () => import('./pages/employer/received-application-page')],
              ['dashboard/quy-trinh-tuyen-dung', () => import('./pages/employer/pipeline-page')],
              ['dashboard/ung-vien-da-luu', () => import('./pages/employer/saved-candidates-page')],
              // finding candidates and one candidate (docs/decisions/0017-candidate-contact.md)
              ['dashboard/tim-ung-vien', () => import('./pages/employer/find-candidates-page')],
              ['chi-tiet-ung-vien/:id', () => import('./pages/employer/candidate-detail-page')],
              // the organisation's business information (docs/decisions/0018-business-info.md)
              ['dashboard/thong-tin-doanh-nghiep', () => import('./pages/employer/business-info-page')],
            ] as const
          ).map(([path, lazy]) => ({
            path,
            handle: handle(pageConfig({ layout: 'employer', authRequired: true, header: { mobile: { back: true } } })),
            lazy,
          })),
          // where the link verifying the organisation's e-mail lands (docs/decisions/0022-organisation-email.md):
          // anyone holding the link may open it; prerendered without a token, which the page reads in the browser
          {
            path: 'xac-thuc-email-doanh-nghiep',
            handle: handle(pageConfig({ layout: 'employer', header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/employer/org-email-link-page')),
          },
          // the buy page (SPEC 2.1): the price list for everyone, buying once signed in
          { path: 'mua-dich-vu', handle: handle(pageConfig({ layout: 'employer', header: { mobile: { back: true } } })), lazy: page(() => import('./pages/wallet/buy-service-page')) },
          {
            // the posting flow (SPEC 2.1, 7.3) and, with ?id=, the edit of one's own job
            path: 'dang-tin',
            handle: handle(pageConfig({ layout: 'employer', authRequired: true, header: { mobile: { back: true } } })),
            lazy: page(() => import('./pages/posting-page')),
          },
        ],
      },
    ],
  },
]
