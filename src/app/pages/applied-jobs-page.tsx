// /viec-lam-da-ung-tuyen (auth required): the seeker's applications with their status. A live
// inbox notice (a recruiter changed a status, auto-apply sent a profile) refreshes the list while
// the page is open. Personal: not indexed.
import { styled } from '@linaria/react'
import { Head } from 'vite-react-ssg'
import { isInboxNotification } from '../../features/inbox/types'
import { AppliedJobs } from '../../features/applications/components/applied-jobs'
import { RetentionChoice } from '../../features/applications/components/retention-choice'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { JobCardItem } from '../../features/jobs/components/job-card'
import { Container } from '../../ui/container'
import { media } from '../../ui/theme'
import { onRealtimeNotification } from '../realtime-connection'

const Wrap = styled.section`
  max-width: 860px;
  margin: 24px auto 40px;
  ${media.mobile} {
    margin: 16px auto 32px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
`

/** Candidate-part notices concern the seeker's applications; anything else leaves the list alone. */
const subscribeToApplicationNotices = (onUpdate: () => void) =>
  onRealtimeNotification((payload) => {
    if (isInboxNotification(payload) && payload.inbox.part === 'candidate') onUpdate()
  })

export function Component() {
  return (
    <Container>
      <Head>
        <title>Việc làm đã ứng tuyển | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Wrap aria-labelledby="viec-lam-da-ung-tuyen">
        <h1 id="viec-lam-da-ung-tuyen">Việc làm đã ứng tuyển</h1>
        <AppliedJobs
          subscribeToUpdates={subscribeToApplicationNotices}
          renderJob={(item, status) => (
            <JobCardItem
              key={item.application.id}
              job={item.job}
              headingLevel={2}
              favorite={<FavoriteButton jobId={item.job.id} />}
              notice={status}
              organizationLink={item.is_active || item.job.organization.is_partner}
            />
          )}
        />
        <RetentionChoice />
      </Wrap>
    </Container>
  )
}
