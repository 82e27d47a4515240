// The header's round icon entries (the inbox bell, the messages link) and the count badge on them.
import { styled } from '@linaria/react'
import { color } from './theme'

/** A 44 px round icon link or button of the header; the badge sits on its top right. */
export const headerIconStyle = `
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
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
