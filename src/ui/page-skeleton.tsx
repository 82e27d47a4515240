// The skeleton of a page whose session is still being checked (the auth guard, on every page of the
// site): drawn by CSS alone, a title and four cards, so the public pages' JavaScript stays within
// its budget. Pages draw their own, finer shapes with skeleton.tsx once their code has loaded.
import { css } from '@linaria/core'
import { color, radius } from './theme'

const bone = '#e8ecef'

const page = css`
  display: grid;
  align-content: start;
  gap: 16px;
  min-height: 60vh;
  &::before {
    content: '';
    width: 40%;
    height: 24px;
    border-radius: ${radius.sm};
    background: ${bone};
  }
  &::after {
    content: '';
    height: 336px;
    border-radius: ${radius.sm};
    background: repeating-linear-gradient(to bottom, ${bone} 0 72px, ${color.bg} 72px 84px);
    @keyframes vlt-page-skeleton {
      50% {
        opacity: 0.55;
      }
    }
    animation: vlt-page-skeleton 1.4s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`

/** The page's shape, busy (no words: a status here would be read on every page's first paint). */
export const pageSkeleton = <div className={page} aria-busy="true" />
