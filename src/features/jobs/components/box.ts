// The white, bordered box the job page is made of (summary, apply, contact, texts, employer).
import { styled } from '@linaria/react'
import { color, media, radius } from '../../../ui/theme'

export const Box = styled.div`
  padding: 16px;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  ${media.desktop} {
    padding: 20px 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 19px;
  }
`
