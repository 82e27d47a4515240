// An organisation's logo, or its letter tile (issue 39 item 1; docs/decisions/0050-organization-logos.md):
// the initials of its own name (the words after "Công ty TNHH", "Tập đoàn" ...; the API sends them,
// src/domain/organizations/initials.ts) on one of the avatar palette's 8 colours, picked by the
// organisation's id. The colours are CSS keyed on the tile's data-tone, so the public pages' scripts
// carry neither the palette nor the rule for the letters.
import { styled } from '@linaria/react'
import { AVATAR_COLORS } from '../domain/constants'
import { color, lineBox } from './theme'

const Frame = styled.span`
  display: flex;
  flex: none;
  width: var(--logo-size, 48px);
  height: var(--logo-size, 48px);
  font-size: calc(var(--logo-size, 48px) * 0.36);
  align-items: center;
  justify-content: center;
  overflow: hidden;
  ${lineBox}
  color: ${color.white};
  font-weight: 700;
  line-height: 1;
  letter-spacing: 0.02em;
  ${AVATAR_COLORS.map((tone, index) => `&[data-tone='${index}'] { background: ${tone}; }`).join('\n')}
  /* a logo covers the tile's colour */
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${color.white};
  }
`

/**
 * The logo (or tile) of an organisation. Its size is CSS: --logo-size on it or an ancestor (48 px
 * unless set), so the public pages' scripts carry no sizes either.
 */
export function OrganizationLogo({ organization }: { organization: { id: number; logo_url: string | null; initials: string } }) {
  const { logo_url: logo } = organization
  return (
    <Frame aria-hidden data-tone={organization.id % 8}>
      {logo ? <img src={logo} alt="" loading="lazy" /> : organization.initials}
    </Frame>
  )
}
