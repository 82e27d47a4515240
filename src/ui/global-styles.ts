import { css } from '@linaria/core'
import { HEADER_HEIGHT } from '../domain/constants'
import { color, media } from './theme'

// Imported once by the root layout; :global() rules apply to the whole document.
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      /* what focus, anchors and scrollIntoView bring into view is never under the sticky header */
      scroll-padding-top: ${HEADER_HEIGHT.desktop + 8}px;
    }
    ${media.mobile} {
      html {
        scroll-padding-top: ${HEADER_HEIGHT.mobile + 8}px;
      }
      /* nor under a bar at the bottom of a phone (the job page's apply bar, the chat's composer) */
      html:has([data-bottom-bar]) {
        scroll-padding-bottom: 96px;
        /* and the toasts stand above it, not over its buttons (toaster-view.tsx) */
        --toast-bottom: 88px;
      }
    }
    /* placeholders shown before the session is known (src/lib/http.ts, SIGNED_IN_ATTRIBUTE) */
    html[data-signed-in] [data-guest-only],
    html:not([data-signed-in]) [data-signed-in-only] {
      display: none;
    }
    body {
      margin: 0;
      font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
      font-size: 16px;
      line-height: 1.5;
      color: ${color.text};
      background: ${color.bg};
    }
    a {
      color: ${color.brand};
    }
    img {
      max-width: 100%;
      height: auto;
    }
    h1,
    h2,
    h3 {
      line-height: 1.25;
    }
    :focus-visible {
      outline: 3px solid ${color.focus};
      outline-offset: 2px;
    }
    /* printing (an invoice): the page's content only, without the site's header, menus and footer */
    @media print {
      header:not(article header),
      footer:not(article footer),
      aside:not(article aside),
      nav:not(article nav) {
        display: none !important;
      }
      body {
        background: #fff;
      }
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    }
  }
`
