// The partner employers recruiting on the site (/recruiters): each with its "Đối tác" badge, its
// number of open jobs and its newest jobs (prerendered), and a button that shows more of them. The
// name links to the organisation's page (every partner has one).
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { JobCard } from '../../../domain/jobs'
import { organizationPath } from '../../../domain/organizations/public'
import { formatCount, salaryLabel } from '../../../domain/money'
import { errorMessage } from '../../../lib/http'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { color, media, lineBox, bareList } from '../../../ui/theme'
import { GhostButton } from '../../../ui/button'
import type { Enterprise } from '../api/get-enterprises'
import { useNewestOrganizationJobs } from '../api/get-organization-jobs'
import { placeLabel } from '../format'
import { PartnerBadge } from './partner-badge'

/** Jobs prerendered under each partner. */
export const PREVIEW_JOBS = 3
/** The most the organization-recruiting endpoint answers at once. */
export const MORE_JOBS = 20
/** Partners shown before "Xem thêm doanh nghiệp" (a phone would scroll through 30 cards). */
export const FIRST_PARTNERS = 12

/** What the list shown holds: "12 doanh nghiệp Đối tác ... 143 tin tuyển dụng ...". */
export function directorySummary(partners: readonly Enterprise[]): string {
  const jobs = partners.reduce((sum, p) => sum + p.job_count, 0)
  return `${formatCount(partners.length)} doanh nghiệp Đối tác dưới đây đang có ${formatCount(jobs)} tin tuyển dụng còn hạn nộp hồ sơ.`
}

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  ${bareList}
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`

const Card = styled.article`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 14px;
  ${lineBox}
  header {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    column-gap: 12px;
    align-items: center;
  }
  /* the logo beside the name and the badge */
  header > [data-tone] {
    grid-row: span 2;
  }
  header {
    --logo-size: 48px;
  }
  h3 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  h3 a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${color.text};
  }
  h3 a:hover {
    color: ${color.brand};
  }
  header p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    margin: 4px 0 0;
    color: ${color.muted};
    font-size: 14px;
  }
  header strong {
    color: ${color.text};
  }
`


const Jobs = styled.ul`
  display: grid;
  ${bareList}
  border-top: 1px solid ${color.line};
  li {
    padding: 6px 0;
    border-bottom: 1px solid ${color.line};
  }
  a {
    display: block;
    padding: 2px 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${color.muted};
    font-size: 14px;
  }
`

const More = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:disabled {
    color: ${color.muted};
    cursor: progress;
  }
`

const Note = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: 14px;
`

function PartnerCard({ partner, preview }: { partner: Enterprise; preview?: JobCard[] }) {
  const nameId = useId()
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  const limit = expanded ? MORE_JOBS : PREVIEW_JOBS
  const { data, error, isLoading } = useNewestOrganizationJobs(partner.id, limit, expanded ? undefined : preview)
  const jobs = (data ?? []).slice(0, limit)
  const loadingMore = expanded && isLoading
  const more = Math.min(partner.job_count, MORE_JOBS) - PREVIEW_JOBS

  return (
    <li>
      <Card aria-labelledby={nameId} data-partner={partner.id} tabIndex={-1}>
        <header>
          <OrganizationLogo organization={partner} />
          <h3 id={nameId}>
            <Link to={organizationPath(partner)}>{partner.name}</Link>
          </h3>
          <p>
            {partner.is_partner && <PartnerBadge />}
            <span>
              <strong>{formatCount(partner.job_count)}</strong> việc làm đang tuyển
            </span>
          </p>
        </header>
        {jobs.length > 0 && (
          <Jobs id={listId} aria-label={`Việc làm mới nhất của ${partner.name}`}>
            {jobs.map((job) => (
              <li key={job.id}>
                <Link to={job.url}>{job.title}</Link>
                <span>
                  {salaryLabel(job.salary_min, job.salary_max)} · {placeLabel(job)}
                </span>
              </li>
            ))}
          </Jobs>
        )}
        {error && <Note role="alert">{errorMessage(error)}</Note>}
        {expanded && !loadingMore && partner.job_count > MORE_JOBS && (
          <Note>Đang hiện {MORE_JOBS} việc làm mới nhất.</Note>
        )}
        {more > 0 && (
          <More type="button" aria-expanded={expanded} aria-controls={listId} disabled={loadingMore} onClick={() => setExpanded(!expanded)}>
            {loadingMore ? 'Đang tải...' : expanded ? 'Thu gọn' : `Xem thêm ${more} việc làm`}
            <span className="visually-hidden"> của {partner.name}</span>
          </More>
        )}
      </Card>
    </li>
  )
}

const ShowAll = styled(GhostButton)`
  justify-self: center;
`

export function PartnerDirectory({ partners, previews }: { partners: Enterprise[]; previews: Record<number, JobCard[]> }) {
  const [showAll, setShowAll] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const shown = showAll ? partners : partners.slice(0, FIRST_PARTNERS)
  const hidden = partners.length - shown.length
  // the button goes away: focus moves to the first partner it revealed
  useEffect(() => {
    if (showAll) list.current?.querySelectorAll<HTMLElement>('article')[FIRST_PARTNERS]?.focus()
  }, [showAll])
  return (
    <>
      <Cards ref={list}>
        {shown.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} preview={previews[partner.id]} />
        ))}
      </Cards>
      {hidden > 0 && (
        <ShowAll type="button" onClick={() => setShowAll(true)}>
          Xem thêm {hidden} doanh nghiệp
        </ShowAll>
      )}
    </>
  )
}
