// The top of an organisation's public page (docs/decisions/0020-organisation-pages.md): logo, name,
// the "Đối tác" badge (a slot: the app composes the jobs feature's badge), the facts it states and
// its introduction.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { jobTextBlocks } from '../../../domain/job-json-ld'
import { SAFETY_TIPS } from '../../../domain/jobs'
import type { OrganizationDetail } from '../../../domain/contract/organizations'
import { ORGANIZATION_TYPE } from '../../../domain/organizations/statuses'
import { siteOrigin } from '../../../lib/env'
import { ExternalSite, FactList, type Fact } from '../../../ui/fact-list'
import { TextBlocks } from '../../../ui/text-blocks'
import { color, media, radius, cardBox } from '../../../ui/theme'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { formatCount } from '../../../domain/money'

const Card = styled.header`
  display: grid;
  gap: 16px;
  padding: 16px;
  ${cardBox}
  ${media.desktop} {
    padding: 24px;
  }
`
const Top = styled.div`
  --logo-size: 72px;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px;
  align-items: center;
  h1 {
    margin: 0;
    font-size: 22px;
    line-height: 1.3;
    overflow-wrap: anywhere;
    ${media.desktop} {
      font-size: 28px;
    }
  }
`
const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 8px 0 0;
  color: ${color.muted};
  font-size: 14px;
`
const About = styled.section`
  padding: 16px;
  ${cardBox}
  overflow-wrap: anywhere;
  ${media.desktop} {
    padding: 20px 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 19px;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0 0 8px;
    padding-left: 22px;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`

export function OrganizationProfile({ organization, badge, titleId }: { organization: OrganizationDetail; badge?: ReactNode; titleId: string }) {
  const place = organization.address || [organization.district?.name, organization.city?.name].filter(Boolean).join(', ')
  const facts: Fact[] = [
    ...(organization.industry ? [{ label: 'Lĩnh vực', value: organization.industry.name }] : []),
    ...(organization.size ? [{ label: 'Quy mô', value: organization.size }] : []),
    ...(place ? [{ label: 'Địa chỉ', value: place, wide: true }] : []),
    ...(organization.website ? [{ label: 'Website', value: <ExternalSite url={organization.website} internal={organization.website.startsWith(siteOrigin())} /> }] : []),
    ...(organization.tax_code ? [{ label: 'Mã số thuế', value: organization.tax_code }] : []),
    ...(organization.email_domain ? [{ label: 'Email đã xác thực', value: `@${organization.email_domain}` }] : []),
  ]
  return (
    <Card>
      <Top>
        <OrganizationLogo organization={organization} />
        <div>
          <h1 id={titleId}>{organization.name}</h1>
          <Tags>
            {organization.is_partner && badge}
            <span>{organization.type.name}</span>
            <span>
              <strong>{formatCount(organization.job_count)}</strong> việc làm đang tuyển
            </span>
          </Tags>
        </div>
      </Top>
      {facts.length > 0 && (
        <FactList facts={facts} />
      )}
    </Card>
  )
}

/** The organisation's own words, paragraphs and "- " lists as on job pages; nothing when it wrote none. */
export function OrganizationAbout({ organization }: { organization: Pick<OrganizationDetail, 'type' | 'description'> }) {
  const headingId = useId()
  const blocks = jobTextBlocks(organization.description)
  if (!blocks.length) return null
  return (
    <About aria-labelledby={headingId}>
      <h2 id={headingId}>Giới thiệu {organization.type.id === ORGANIZATION_TYPE.household ? 'hộ kinh doanh' : 'công ty'}</h2>
      <TextBlocks blocks={blocks} />
    </About>
  )
}

const Note = styled.section`
  padding: 14px 16px;
  border: 1px solid #f0c36d;
  border-radius: ${radius.md};
  background: #fff8e6;
  color: ${color.text};
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  p {
    margin: 0 0 8px;
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: 14px;
  }
  li + li {
    margin-top: 4px;
  }
`

/** Beside an organisation staff have not verified: what that means, and the job page's safety tips. */
export function UnverifiedNote() {
  const headingId = useId()
  return (
    <Note aria-labelledby={headingId}>
      <h2 id={headingId}>Nhà tuyển dụng chưa xác thực</h2>
      <p>Thông tin trên trang do nhà tuyển dụng tự giới thiệu, chưa được Việc Làm Tốt xác thực. Khi ứng tuyển, hãy lưu ý:</p>
      <ul>
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Note>
  )
}
