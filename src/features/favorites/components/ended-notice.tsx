// The mark of an ended job on the saved-jobs page: ended jobs stay in the list (SPEC 8's message).
import { styled } from '@linaria/react'
import { MSG } from '../../../domain/messages'
import { radius } from '../../../ui/theme'

const Notice = styled.p`
  align-self: flex-start;
  margin: 4px 0 0;
  padding: 2px 8px;
  border-radius: ${radius.sm};
  background: #fdecea;
  color: #8e1b1b;
  font-size: 13px;
  font-weight: 600;
`

export function EndedNotice() {
  return <Notice>{MSG.jobEnded}</Notice>
}
