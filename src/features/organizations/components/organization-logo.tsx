// An organisation's logo, or the first letter of its name on the brand's soft colour.
import { styled } from '@linaria/react'
import { color, radius } from '../../../ui/theme'

const Frame = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brand};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${color.white};
  }
`

export function OrganizationLogo({ organization, size }: { organization: { name: string; logo_url: string | null }; size: number }) {
  return (
    <Frame aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}>
      {organization.logo_url ? (
        <img src={organization.logo_url} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        organization.name.trim().charAt(0).toUpperCase()
      )}
    </Frame>
  )
}
