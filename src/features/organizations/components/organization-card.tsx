// Organisations in a list (the listing, the outstanding ones): logo, name linking to its page, the
// "Đối tác" badge (a slot: the app composes the jobs feature's badge), type, province and open jobs.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { OrganizationSummary } from '../../../domain/contract/organizations'
import { color, media, wholeCardLink, bareList, cardBox } from '../../../ui/theme'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { formatCount } from '../../../domain/money'

const Grid = styled.ul`
  display: grid;
  gap: 10px;
  ${bareList}
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-dense] {
    ${media.desktop} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`
const Card = styled.article`
  --logo-size: 56px;
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  height: 100%;
  padding: 14px;
  ${cardBox}
  transition: border-color 0.15s;
  &:hover,
  &:focus-within {
    border-color: ${color.brand};
  }
  h2,
  h3 {
    margin: 0;
    font-size: 16px;
    line-height: 1.35;
  }
  h2 a,
  h3 a {
    color: ${color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  /* the whole card is the link's click target */
  ${wholeCardLink('h2 a, h3 a')}
  h2 a:hover,
  h3 a:hover {
    color: ${color.brand};
    text-decoration: underline;
  }
`
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 6px 0 0;
  color: ${color.muted};
  font-size: 14px;
  strong {
    color: ${color.brand};
  }
`

export function OrganizationCard({
  organization,
  badge,
  headingLevel = 3,
}: {
  organization: OrganizationSummary
  badge?: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const nameId = useId()
  return (
    <li>
      <Card aria-labelledby={nameId}>
        <OrganizationLogo organization={organization} />
        <div>
          <Heading id={nameId}>
            <Link to={organization.url}>{organization.name}</Link>
          </Heading>
          <Meta>
            {organization.is_partner && badge}
            <span>{organization.type.name}</span>
            {organization.city && <span>{organization.city.name}</span>}
          </Meta>
          <Meta>
            {organization.job_count > 0 ? (
              <span>
                <strong>{formatCount(organization.job_count)}</strong> việc làm đang tuyển
              </span>
            ) : (
              <span>Chưa có tin đang tuyển</span>
            )}
          </Meta>
        </div>
      </Card>
    </li>
  )
}

export function OrganizationGrid({
  organizations,
  renderBadge,
  headingLevel,
  dense,
}: {
  organizations: OrganizationSummary[]
  /** The "Đối tác" badge, composed by the app (shown for partners only). */
  renderBadge?: () => ReactNode
  headingLevel?: 2 | 3
  /** Four columns on a desktop (the outstanding ones). */
  dense?: boolean
}) {
  return (
    <Grid data-dense={dense || undefined}>
      {organizations.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} badge={renderBadge?.()} headingLevel={headingLevel} />
      ))}
    </Grid>
  )
}
