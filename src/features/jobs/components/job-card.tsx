// A job in a list (search results, similar jobs, an organization's jobs) and the list itself.
import { styled } from '@linaria/react'
import { memo, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { JobCard } from '../../../domain/jobs'
import { organizationPath } from '../../../domain/organizations/public'
import { salaryLabel } from '../../../domain/money'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { color, media, radius, wholeCardLink, bareList, cardBox } from '../../../ui/theme'
import { trackImpressions } from '../api/track'
import { formatDate, placeLabel } from '../format'
import { ImpressionQueue } from '../impression-queue'
import { JobBadges } from './job-badges'
import { PartnerBadge } from './partner-badge'

const Card = styled.article`
  --logo-size: 56px;
  position: relative;
  display: flex;
  gap: 12px;
  padding: 14px;
  ${cardBox}
  transition: border-color 0.15s;
  &:hover,
  &:focus-within {
    border-color: ${color.brand};
  }
  ${media.desktop} {
    gap: 16px;
    padding: 16px;
  }
`
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  /* room for the action in the corner, reserved even before it renders (no layout shift) */
  &[data-with-action] {
    padding-right: 40px;
  }
`
/** An action composed in by the app (e.g. the save toggle), above the card's link overlay. */
const Action = styled.div`
  position: absolute;
  top: 6px;
  right: 6px;
  z-index: 1;
`
const Title = styled.div`
  h2,
  h3 {
    margin: 0;
    font-size: 17px;
    line-height: 1.35;
  }
  a {
    /* at least 24 px tall (WCAG 2.2 target size): a one-line title sits just above the organisation's link */
    display: inline-block;
    min-height: 24px;
    color: ${color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  /* the whole card is the link's click target */
  ${wholeCardLink('a')}
  a:hover {
    color: ${color.brand};
    text-decoration: underline;
  }
`
const Organization = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  color: ${color.muted};
  font-size: 14px;
  overflow-wrap: anywhere;
  /* the organisation's page, above the card's own link */
  a {
    position: relative;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${color.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${color.brand};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
`
const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
  color: ${color.muted};
  font-size: 14px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  svg {
    flex: none;
  }
  li[data-kind='salary'] {
    color: ${color.brand};
    font-weight: 700;
  }
`
const Badges = styled.div`
  margin-top: 4px;
  &:empty {
    display: none;
  }
`
// Cards after the first four are laid out and painted only as they near the screen (the browser
// keeps each one's last size): a list of twenty was most of a listing page's first layout, 50-100 ms
// of main thread at Lighthouse's 4x slowdown (docs/decisions/0056-main-thread.md).
const List = styled.ul`
  display: grid;
  gap: 10px;
  ${bareList}
  /* (its paint is clipped to the item: 6 px of padding, taken back by the margin, keep the card's
     focus ring, 5 px outside it, drawn) */
  > li:nth-child(n + 5) {
    content-visibility: auto;
    contain-intrinsic-size: auto 162px;
    padding: 6px;
    margin: -6px;
  }
`
const Empty = styled.p`
  margin: 0;
  padding: 16px;
  color: ${color.muted};
  background: ${color.white};
  border: 1px dashed ${color.line};
  border-radius: ${radius.md};
`

const ICONS = {
  salary: 'M8 1a7 7 0 100 14A7 7 0 008 1zm.7 10.9V13H7.3v-1.1c-1-.2-1.9-.8-2-2h1.4c.1.6.6 1 1.6 1 1.1 0 1.3-.5 1.3-.9 0-.5-.3-.9-1.5-1.2-1.4-.3-2.5-.9-2.5-2.1 0-1 .8-1.7 1.7-1.9V3.7h1.4v1.1c1 .2 1.5 1 1.6 1.8H8.9c0-.6-.4-1-1.2-1-.8 0-1.2.4-1.2.9 0 .4.3.7 1.5 1 1.2.3 2.5.8 2.5 2.2 0 1.1-.8 1.8-1.8 2.2z',
  place: 'M8 0a5.5 5.5 0 00-5.5 5.5C2.5 10 8 16 8 16s5.5-6 5.5-10.5A5.5 5.5 0 008 0zm0 7.5a2 2 0 110-4 2 2 0 010 4z',
  type: 'M6 1h4a1 1 0 011 1v1h3a1 1 0 011 1v9a1 1 0 01-1 1H2a1 1 0 01-1-1V4a1 1 0 011-1h3V2a1 1 0 011-1zm0 2h4V2.5H6V3z',
  date: 'M4 0h1.5v2h5V0H12v2h2a1 1 0 011 1v12a1 1 0 01-1 1H2a1 1 0 01-1-1V3a1 1 0 011-1h2V0zM2.5 6v8.5h11V6h-11z',
} as const

function MetaIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  )
}

export function JobCardItem({
  job,
  headingLevel = 3,
  favorite,
  notice,
  organizationLink = true,
  showOrganization = true,
}: {
  job: JobCard
  headingLevel?: 2 | 3
  /**
   * Whether the organisation's name links to its page. An open job's organisation always has one
   * (docs/decisions/0020-organisation-pages.md); a list that shows ended jobs says false for those
   * whose organisation is not a verified partner.
   */
  organizationLink?: boolean
  /** False on the organisation's own page, where every card would repeat its name. */
  showOrganization?: boolean
  /** Slot for the save toggle (the app composes it; this feature does not know favourites). */
  favorite?: ReactNode
  /** Slot for a line under the badges, e.g. "Tin đã hết hạn" on the saved-jobs page. */
  notice?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = useId()
  const { organization } = job
  return (
    <li data-job-id={job.id}>
      <Card aria-labelledby={titleId}>
        <OrganizationLogo organization={organization} />
        <Body data-with-action={favorite ? '' : undefined}>
          <Title>
            <Heading id={titleId}>
              <Link to={job.url}>{job.title}</Link>
            </Heading>
          </Title>
          {showOrganization && (
            <Organization>
              {organizationLink ? <Link to={organizationPath(organization)}>{organization.name}</Link> : <span>{organization.name}</span>}
              {organization.is_partner && <PartnerBadge />}
            </Organization>
          )}
          <Meta>
            <li data-kind="salary">
              <MetaIcon name="salary" />
              <span className="visually-hidden">Mức lương: </span>
              <span>{salaryLabel(job.salary_min, job.salary_max)}</span>
            </li>
            <li>
              <MetaIcon name="place" />
              <span className="visually-hidden">Địa điểm: </span>
              <span>{placeLabel(job)}</span>
            </li>
            <li>
              <MetaIcon name="type" />
              <span className="visually-hidden">Ngành nghề: </span>
              <span>{job.job_type.name}</span>
            </li>
            <li>
              <MetaIcon name="date" />
              <span className="visually-hidden">Ngày đăng: </span>
              <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
            </li>
          </Meta>
          <Badges>
            <JobBadges serviceIds={job.service_ids} />
          </Badges>
          {notice}
        </Body>
        {favorite && <Action>{favorite}</Action>}
      </Card>
    </li>
  )
}

// One queue for the whole app, so two lists on one page share "already sent in this page view".
const impressionQueue = new ImpressionQueue({ send: (ids, options) => trackImpressions(ids, options) })
let flushOnHide = false

/** A card counts as seen when half of it has been on screen. */
const SEEN_RATIO = 0.5

/**
 * Reports the cards of a list as seen once they have been on screen (IntersectionObserver; all at
 * once where it is missing): ids not yet sent in this page view (one history entry) are queued and
 * sent in the background, at most 10 per call and one flush every 10 s, and at once when the page
 * is hidden or left.
 */
function useSeenCards(list: RefObject<HTMLElement | null>, key: string): void {
  const pageView = useLocation().key
  useEffect(() => {
    const element = list.current
    if (!element || !key) return
    if (!flushOnHide) {
      flushOnHide = true
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') impressionQueue.flushNow()
      })
    }
    const seen = (card: Element) => impressionQueue.add([Number((card as HTMLElement).dataset.jobId)], pageView)
    const cards = [...element.querySelectorAll('[data-job-id]')]
    if (typeof IntersectionObserver === 'undefined') {
      cards.forEach(seen)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // the first report comes on observing, at any ratio; 0.01 absorbs rounding at the threshold
          if (!entry.isIntersecting || entry.intersectionRatio < SEEN_RATIO - 0.01) continue
          observer.unobserve(entry.target)
          seen(entry.target)
        }
      },
      { threshold: SEEN_RATIO },
    )
    cards.forEach((card) => observer.observe(card))
    return () => observer.disconnect()
  }, [list, key, pageView])
}

/**
 * Memoised: a page re-renders when the person's state arrives after hydration (signed in or not,
 * favourites, the inbox) and its lists of twenty cards do not change with it.
 */
export const JobList = memo(function JobList({
  jobs,
  emptyText,
  headingLevel = 3,
  className,
  renderFavorite,
  showOrganization,
}: {
  jobs: JobCard[]
  emptyText?: string
  headingLevel?: 2 | 3
  className?: string
  /** False when the list is one organisation's jobs, on its own page. */
  showOrganization?: boolean
  /** The save toggle of each card, composed by the app. */
  renderFavorite?: (job: JobCard) => ReactNode
}) {
  const list = useRef<HTMLUListElement>(null)
  useSeenCards(list, jobs.map((job) => job.id).join(','))
  if (!jobs.length) return emptyText ? <Empty className={className}>{emptyText}</Empty> : null
  return (
    <List className={className} ref={list}>
      {jobs.map((job) => (
        <JobCardItem key={job.id} job={job} headingLevel={headingLevel} favorite={renderFavorite?.(job)} showOrganization={showOrganization} />
      ))}
    </List>
  )
})
