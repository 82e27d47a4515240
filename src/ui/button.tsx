import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { color, radius } from './theme'

const base = `
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
  ${base}
  background: ${color.brand};
  color: ${color.white};
  &:hover:not(:disabled) {
    background: ${color.brandDark};
  }
`

export const GhostButton = styled.button`
  ${base}
  background: ${color.white};
  color: ${color.brand};
  border-color: ${color.brand};
  &:hover:not(:disabled) {
    background: ${color.brandSoft};
  }
`

export const LinkButton = styled.a`
  ${base}
  background: ${color.brand};
  color: ${color.white};
  &:hover {
    background: ${color.brandDark};
  }
`

/** A router link that looks like the primary button. */
export const ButtonLink = styled(Link)`
  ${base}
  background: ${color.brand};
  color: ${color.white};
  &:hover {
    background: ${color.brandDark};
  }
`
