// Terms and their values side by side (a <dl>): a purchase's lines in the pay dialog, a payment's
// result. The values are bold and their figures line up.
import { styled } from '@linaria/react'
import { color } from './theme'

export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`
