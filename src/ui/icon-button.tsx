// The round 44 px icon button of dialog headers, the drawer and the header, its close (×) icon, and
// the count badge of the header's icon entries (the inbox bell, the messages link).
import { styled } from '@linaria/react'
import { color } from './theme'
import { LineIcon } from './line-icon'

/** The round 44 px look, also for icon links (which add `position: relative` for a CountBadge). */
export const roundIconStyle = `
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  &:hover {
    background: ${color.bg};
  }
`

export const IconButton = styled.button`
  ${roundIconStyle}
  svg {
    width: 22px;
    height: 22px;
  }
`

/** The unread count on a header icon (its text is also in the entry's accessible name). */
export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  left: 22px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${color.white};
  border-radius: 10px;
  background: ${color.red};
  color: ${color.white};
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
  white-space: nowrap;
`

export function CloseIcon() {
  return (
    <LineIcon d="M6 6l12 12M18 6L6 18" />
  )
}
