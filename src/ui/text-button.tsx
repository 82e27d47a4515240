// A button that reads as a link, for in-page actions (apart from button.tsx so that the public
// pages, which have none, do not carry it).
import { styled } from '@linaria/react'
import { textButtonBase } from './text-button-base'
import { color } from './theme'

/** The underlined text button; greyed out while disabled. */
export const TextButton = styled.button`
  ${textButtonBase}
  text-decoration: underline;
  &:disabled {
    color: ${color.muted};
    text-decoration: none;
    cursor: default;
  }
`
