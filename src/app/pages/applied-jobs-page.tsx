// /viec-lam-da-ung-tuyen (auth required): the seeker's applications with their status. A live
// inbox notice (a recruiter changed a status, auto-apply sent a profile) refreshes the list while
// the page is open. Personal: not indexed.
import { isInboxNotification } from '../../features/inbox/types'
import { AppliedJobs } from '../../features/applications/components/applied-jobs'
import { RetentionChoice } from '../../features/applications/components/retention-choice'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { JobCardItem } from '../../features/jobs/components/job-card'
import { PersonalPage } from '../layouts/personal-page'
import { onRealtimeNotification } from '../realtime-connection'

/** Candidate-part notices concern the seeker's applications; anything else leaves the list alone. */
const subscribeToApplicationNotices = (onUpdate: () => void) =>
  onRealtimeNotification((payload) => {
    if (isInboxNotification(payload) && payload.inbox.part === 'candidate') onUpdate()
  })

export function Component() {
  return (
    <PersonalPage title="Việc làm đã ứng tuyển" headingId="viec-lam-da-ung-tuyen">
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
    </PersonalPage>
  )
}
