// A form-level message (usually the server's): announced as an alert, above the submit button.
import { styled } from '@linaria/react'
import { color, radius } from '../theme'

const Box = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border: 1px solid ${color.red};
  border-radius: ${radius.sm};
  background: #fdecea;
  color: ${color.red};
  font-size: 15px;
`

export function FormError({ message }: { message: string | undefined | null }) {
  if (!message) return null
  return <Box role="alert">{message}</Box>
}
