import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { color, radius } from './theme'

/** The shape every button shares: 44 px high, centred content, small corners, the page's font. */
export const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${radius.sm};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`

export const Button = styled.button`
  ${buttonBase}
  background: ${color.brand};
  color: ${color.white};
  &:hover:not(:disabled) {
    background: ${color.brandDark};
  }
`

/** The outlined brand button's colours (white, brand border and text, soft brand on hover). */
export const ghostColors = `
  background: ${color.white};
  color: ${color.brand};
  border-color: ${color.brand};
  &:hover:not(:disabled) {
    background: ${color.brandSoft};
  }
`

/** The quiet button's colours: white, the line border, the text colour. */
export const plainColors = `
  background: ${color.white};
  color: ${color.text};
  border-color: ${color.line};
`

export const GhostButton = styled.button`
  ${buttonBase}
  ${ghostColors}
`

/** A router link that looks like the outlined button. */
export const GhostButtonLink = styled(Link)`
  ${buttonBase}
  ${ghostColors}
`

/** A white button with the light border, for secondary actions beside a field or in a card. */
export const PlainButton = styled.button`
  ${buttonBase}
  ${plainColors}
`

export const LinkButton = styled.a`
  ${buttonBase}
  background: ${color.brand};
  color: ${color.white};
  &:hover {
    background: ${color.brandDark};
  }
`

/** A router link that looks like the primary button. */
export const ButtonLink = styled(Link)`
  ${buttonBase}
  background: ${color.brand};
  color: ${color.white};
  &:hover {
    background: ${color.brandDark};
  }
`
