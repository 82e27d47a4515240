// A white bordered box on the page's grey, its h2 a small title: the job seeker's profile boxes.
// The employer and wallet pages' panels are panel.tsx's Panel (edge to edge on a phone).
import { styled } from '@linaria/react'
import { cardBox } from './theme'

export const Card = styled.section`
  margin: 0 0 16px;
  padding: 16px;
  ${cardBox}
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`
