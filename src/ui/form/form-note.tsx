// The line above a long form's fields ("Các mục có dấu * là bắt buộc.", or why it is read-only).
import { styled } from '@linaria/react'
import { color } from '../theme'

export const FormNote = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
  font-size: 14px;
`
