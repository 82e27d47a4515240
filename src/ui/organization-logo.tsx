// An organisation's logo, or its letter tile (issue 39 item 1; docs/decisions/0050a-organization-logos.md):
// the initials of its own name (the words after "Công ty TNHH", "Tập đoàn" ...) on one of the
// avatar palette's 8 colours, picked by the organisation's id. The colours are CSS keyed on the
// tile's data-tone, so the public pages' scripts carry no palette.
import { styled } from '@linaria/react'
import { AVATAR_COLORS } from '../domain/constants'
import { organizationInitials } from '../domain/organizations/initials'
import { color, radius } from './theme'

const Frame = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.white};
  color: ${color.white};
  font-weight: 700;
  line-height: 1;
  letter-spacing: 0.02em;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${AVATAR_COLORS.map((tone, index) => `&[data-tone='${index}'] { background: ${tone}; border-color: ${tone}; }`).join('\n')}
`

export function OrganizationLogo({
  organization,
  size,
  className,
}: {
  organization: { id: number; name: string; logo_url: string | null }
  size: number
  className?: string
}) {
  const { logo_url: logo } = organization
  return (
    <Frame
      aria-hidden="true"
      className={className}
      data-tone={logo ? undefined : organization.id % 8}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      {logo ? <img src={logo} alt="" width={size} height={size} loading="lazy" decoding="async" /> : organizationInitials(organization.name)}
    </Frame>
  )
}
