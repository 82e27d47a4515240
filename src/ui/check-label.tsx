// A checkbox with its text in one label, 44 px tall: "pick this" beside a card or a price (the
// suggested jobs' "Chọn", the buy page's "Chọn ... vào đơn"). The label holds only text; a box whose
// label needs a link is a form's CheckboxField.
import { styled } from '@linaria/react'
import { color } from './theme'

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.brand};
    cursor: pointer;
  }
`
