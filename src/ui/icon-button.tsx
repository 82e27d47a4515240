// The round 44 px icon button of dialog headers, the drawer and the header, and its close (×) icon.
import { styled } from '@linaria/react'
import { color } from './theme'

export const IconButton = styled.button`
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
  svg {
    width: 22px;
    height: 22px;
  }
`

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  )
}
