// The white, bordered box the job page is made of (summary, apply, contact, texts, employer).
import { styled } from '@linaria/react'
import { media, cardBox } from '../../../ui/theme'

export const Box = styled.div`
  padding: 16px;
  ${cardBox}
  ${media.desktop} {
    padding: 20px 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 19px;
  }
`
