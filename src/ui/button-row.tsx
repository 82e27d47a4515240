// A row of buttons at the end of a dialog or a form (cancel, then confirm), wrapping onto a second
// line where the screen is too narrow for them side by side.
import { styled } from '@linaria/react'

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`
