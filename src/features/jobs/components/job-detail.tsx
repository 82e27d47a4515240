// The job page body: summary, apply/contact actions with safety tips, texts, employer, related jobs.
import { replyTimeText } from '../../../domain/applications'
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { JOB_SECTION_TITLES, jobTextBlocks } from '../../../domain/job-json-ld'
import { workplaceText } from '../../../domain/workplace'
import { SAFETY_TIPS, type JobCard, type JobDetail } from '../../../domain/jobs'
import { organizationPath } from '../../../domain/organizations/public'
import { MSG } from '../../../domain/messages'
import { routes } from '../../../lib/paths'
import { sizedImageUrl } from '../../../ui/image-upload/sized-url'
import { ButtonLink } from '../../../ui/button'
import { ExternalSite, FactList, type Fact } from '../../../ui/fact-list'
import { TextBlocks } from '../../../ui/text-blocks'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { color, media, radius, bareList } from '../../../ui/theme'
import { trackView } from '../api/track'
import { Box } from './box'
import { ContactEmployer } from './contact-employer'
import { formatDate, salaryText } from '../format'
import { JobBadges } from './job-badges'
import { JobList } from './job-card'
import { PartnerBadge } from './partner-badge'
import { ReportJobDialog } from './report-job-dialog'

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-bottom: 32px;
`
const Article = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-areas:
      'header side'
      'content side';
    align-items: start;
    gap: 20px 24px;
  }
`
const Header = styled(Box)`
  ${media.desktop} {
    grid-area: header;
  }
  h1 {
    margin: 8px 0 10px;
    font-size: 22px;
    overflow-wrap: anywhere;
    ${media.desktop} {
      font-size: 28px;
    }
  }
`
const Employer = styled.p`
  --logo-size: 40px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 14px;
  font-weight: 600;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    overflow-wrap: anywhere;
  }
`
const Facts = styled(FactList)`
  [data-kind='salary'] dd {
    color: ${color.brand};
  }
`
const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 14px 0 0;
  padding-top: 12px;
  border-top: 1px solid ${color.line};
  color: ${color.muted};
  font-size: 14px;
  strong {
    color: ${color.text};
  }
`
const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${media.desktop} {
    grid-area: side;
    position: sticky;
    top: 96px;
  }
`
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`
/**
 * The apply action: on a phone it stays in reach at the bottom of the screen while the description
 * scrolls (the same element, pinned; the page keeps room for it at its end).
 */
const ApplySlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${media.mobile} {
    /* apply and save side by side, always in reach */
    flex-direction: row;
    > :first-child {
      flex: 1 1 auto;
      min-width: 0;
    }
    > :not(:first-child) {
      flex: 0 0 auto;
      width: auto;
    }
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 40;
    padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
    background: ${color.white};
    border-top: 1px solid ${color.line};
    box-shadow: 0 -4px 16px rgba(16, 24, 32, 0.08);
  }
`
/** The apply card: on a phone its content is the bar pinned at the bottom, so no empty card stays behind. */
const ApplyBox = styled(Box)`
  ${media.mobile} {
    &:has([data-apply-bar]) {
      padding: 0;
      border: 0;
      margin: 0;
      background: none;
      box-shadow: none;
    }
  }
`
const ApplyRoom = styled.div`
  ${media.mobile} {
    height: 72px;
  }
`
const ApplyLink = styled(ButtonLink)`
  min-height: 48px;
  font-weight: 700;
`
const Ended = styled.p`
  margin: 0;
  padding: 12px 14px;
  border: 1px solid ${color.red};
  border-left-width: 4px;
  border-radius: ${radius.sm};
  background: #fdecea;
  color: #8e1b1b;
  font-weight: 600;
`
const Tips = styled.section`
  padding: 14px 16px;
  border: 1px solid #f0c36d;
  border-radius: ${radius.md};
  background: #fff8e6;
  color: ${color.text};
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
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
const ReportButton = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${color.red};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${media.desktop} {
    grid-area: content;
  }
`
const Text = styled.div`
  overflow-wrap: anywhere;
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0 0 8px;
    padding-left: 22px;
  }
  li + li {
    margin-top: 4px;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`
const About = styled.div`
  margin-top: 12px;
`
const Related = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-top: 4px;
    font-weight: 600;
  }
`

function JobText({ text }: { text: string }) {
  return (
    <Text>
      <TextBlocks blocks={jobTextBlocks(text)} />
    </Text>
  )
}

function TextSection({ title, text }: { title: string; text: string }) {
  const headingId = useId()
  if (!text.trim()) return null
  return (
    <Box as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <JobText text={text} />
    </Box>
  )
}

function RelatedJobs({
  title,
  jobs,
  renderFavorite,
  more,
  showOrganization,
}: {
  title: string
  jobs: JobCard[] | null
  renderFavorite?: (job: JobCard) => ReactNode
  /** A link under the list (to the organisation's page and all its jobs). */
  more?: ReactNode
  /** False for the organisation's own other jobs: each card would repeat its name. */
  showOrganization?: boolean
}) {
  const headingId = useId()
  if (!jobs?.length) return null
  return (
    <Related aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <JobList jobs={jobs} headingLevel={3} renderFavorite={renderFavorite} showOrganization={showOrganization} />
      {more}
    </Related>
  )
}

/**
 * Sends tracking-view once per job shown (not again on re-render or a Strict Mode replay), in the
 * background once the page is loaded and idle (lib/beacon); the server counts a visitor once a day.
 */
function useTrackView(id: number, off: boolean) {
  const tracked = useRef<number | null>(null)
  useEffect(() => {
    if (off || tracked.current === id) return
    tracked.current = id
    void trackView(id)
  }, [id, off])
}

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  ${bareList}
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.sm};
    display: block;
  }
`

/** The workplace's images and video link, when the post has them. */
function JobMedia({ job, headingId }: { job: Pick<JobDetail, 'images' | 'video_url' | 'title'>; headingId: string }) {
  if (!job.images?.length && !job.video_url) return null
  return (
    <Box as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Hình ảnh nơi làm việc</h2>
      {job.images?.length > 0 && (
        <Gallery>
          {job.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener">
                <img src={sizedImageUrl(url, 384)} alt={`${job.title}: ảnh ${index + 1}`} loading="lazy" width={384} height={288} />
              </a>
            </li>
          ))}
        </Gallery>
      )}
      {job.video_url && (
        <p>
          <a href={job.video_url} target="_blank" rel="nofollow noopener noreferrer">
            Xem video giới thiệu<span className="visually-hidden"> (mở trong tab mới)</span>
          </a>
        </p>
      )}
    </Box>
  )
}

export function JobDetailView({
  job,
  similar,
  organizationJobs,
  favorite,
  apply,
  renderFavorite,
  chat,
  preview = false,
}: {
  job: JobDetail
  similar: JobCard[] | null
  organizationJobs: JobCard[] | null
  /** Slot for the apply action (composed by the app); without it, a link to sign in first. */
  apply?: ReactNode
  /** Slot for this job's save toggle (composed by the app), also shown for an ended job. */
  favorite?: ReactNode
  /** The save toggle of each related job's card. */
  renderFavorite?: (job: JobCard) => ReactNode
  /** Slot for the chat entry of the contact box (composed by the app once chat exists). */
  chat?: ReactNode
  /** The posting form's preview: nothing is counted, reported or revealed. */
  preview?: boolean
}) {
  const ids = useId()
  const titleId = `${ids}-title`
  const [reportOpen, setReportOpen] = useState(false)
  useTrackView(job.id, preview)
  const { organization } = job
  // the organisation's page exists while it is verified or has an open job: this one, or another
  // (docs/decisions/0020-organisation-pages.md); a posting preview links nowhere
  const organizationPage =
    !preview && (organization.is_partner || !job.is_expired || (organizationJobs?.length ?? 0) > 0) ? organizationPath(organization) : null
  const organizationName = organizationPage ? <Link to={organizationPage}>{organization.name}</Link> : <span>{organization.name}</span>

  const facts: Fact[] = [
    { label: 'Mức lương', value: salaryText(job.salary_min, job.salary_max), kind: 'salary', wide: true },
    { label: 'Địa điểm làm việc', value: workplaceText(job), wide: true },
    { label: 'Hình thức làm việc', value: job.employment_type.name },
    { label: 'Ngành nghề', value: job.job_type.name },
    ...(job.experience ? [{ label: 'Kinh nghiệm', value: job.experience.name }] : []),
    ...(job.education ? [{ label: 'Học vấn', value: job.education.name }] : []),
    ...(job.gender ? [{ label: 'Giới tính', value: job.gender.name }] : []),
    ...(job.age ? [{ label: 'Độ tuổi', value: job.age.name }] : []),
    { label: 'Số lượng tuyển', value: `${job.quantity} người` },
  ]

  return (
    <Page>
      <Article aria-labelledby={titleId}>
        <Header as="header">
          <JobBadges serviceIds={job.service_ids} />
          <h1 id={titleId}>{job.title}</h1>
          <Employer>
            <OrganizationLogo organization={organization} />
            {organizationName}
            {organization.is_partner && <PartnerBadge />}
          </Employer>
          <Facts facts={facts} />
          <Dates>
            <span>
              Ngày đăng: <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
            </span>
            <strong>
              Hạn nộp hồ sơ: <time dateTime={job.expires_at}>{formatDate(job.expires_at)}</time>
            </strong>
          </Dates>
        </Header>

        <Side>
          <ApplyBox as="section" aria-label="Ứng tuyển">
            <Actions>
              {job.is_expired ? (
                <Ended role="alert">{MSG.jobEnded}</Ended>
              ) : (
                <>
                  <ApplySlot data-apply-bar="" data-bottom-bar="">
                    {apply ?? <ApplyLink to={routes.login(job.url)}>Ứng tuyển ngay</ApplyLink>}
                    {favorite}
                  </ApplySlot>
                </>
              )}
              {job.is_expired && favorite}
            </Actions>
          </ApplyBox>
          {!job.is_expired && !preview && <ContactEmployer job={job} chat={chat} />}
          <Tips aria-labelledby={`${ids}-tips`}>
            <h2 id={`${ids}-tips`}>Lưu ý an toàn</h2>
            <ul>
              {SAFETY_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Tips>
          {!preview && (
          <ReportButton type="button" aria-haspopup="dialog" onClick={() => setReportOpen(true)}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
              <path d="M2 1h1.5v1H14l-2.5 4L14 10H3.5v5H2V1z" />
            </svg>
            Báo cáo tin
          </ReportButton>
          )}
        </Side>

        <Content>
          <TextSection title={JOB_SECTION_TITLES.description} text={job.description} />
          <TextSection title={JOB_SECTION_TITLES.requirements} text={job.requirements} />
          <TextSection title={JOB_SECTION_TITLES.benefits} text={job.benefits} />
          <JobMedia job={job} headingId={`${ids}-media`} />
          <Box as="section" aria-labelledby={`${ids}-employer`}>
            <h2 id={`${ids}-employer`}>Thông tin nhà tuyển dụng</h2>
            <Employer>
              {organizationName}
              {organization.is_partner && <PartnerBadge />}
            </Employer>
            <FactList
              facts={[
                ...(organization.address ? [{ label: 'Địa chỉ', value: organization.address, wide: true }] : []),
                ...(organization.size ? [{ label: 'Quy mô', value: organization.size }] : []),
                ...(typeof organization.reply_hours === 'number' ? [{ label: 'Phản hồi hồ sơ', value: replyTimeText(organization.reply_hours) }] : []),
                ...(organization.website ? [{ label: 'Website', value: <ExternalSite url={organization.website} /> }] : []),
              ]}
            />
            {organization.description.trim() && (
              <About>
                <JobText text={organization.description} />
              </About>
            )}
          </Box>
        </Content>
      </Article>

      <RelatedJobs title="Việc làm tương tự" jobs={similar} renderFavorite={renderFavorite} />
      <RelatedJobs
        title={`Việc làm khác của ${organization.name}`}
        jobs={organizationJobs}
        renderFavorite={renderFavorite}
        showOrganization={false}
        more={organizationPage && <Link to={organizationPage}>Xem trang và tất cả việc làm của {organization.name}</Link>}
      />

      {!preview && <ReportJobDialog jobId={job.id} open={reportOpen} onClose={() => setReportOpen(false)} />}
      {!job.is_expired && <ApplyRoom />}
    </Page>
  )
}
