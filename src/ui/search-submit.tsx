// The green submit button at the end of a search form (the job search box, the organisations'
// search): bolder and a little wider than Button, and without its border.
import { styled } from '@linaria/react'
import { color, radius } from './theme'

export const SearchSubmit = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.brand};
  color: ${color.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${color.brandDark};
  }
`
