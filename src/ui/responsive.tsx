// Wrappers shown on one side of the 990 px mobile cutoff only (CSS, so prerendered HTML matches).
import { styled } from '@linaria/react'
import { media } from './theme'

export const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`

export const MobileOnly = styled.div`
  ${media.desktop} {
    display: none;
  }
`
