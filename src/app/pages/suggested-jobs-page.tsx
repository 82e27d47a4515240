// /cong-viec-phu-hop (auth required): jobs matching the seeker's profile, selectable for applying
// to several at once. The profile comes from the session (the applications feature does not know
// auth). Personal: not indexed.
import { useSnapshot } from 'valtio'
import type { Jobseeker } from '../../domain/profile/types'
import { SuggestedJobs } from '../../features/applications/components/suggested-jobs'
import { userState } from '../../features/auth/state'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { JobCardItem } from '../../features/jobs/components/job-card'
import { PersonalPage } from '../layouts/personal-page'

export function Component() {
  const { jobseeker, loadingJobseeker } = useSnapshot(userState)
  const profile = loadingJobseeker ? undefined : (jobseeker as Jobseeker | null)
  return (
    <PersonalPage title="Việc làm phù hợp" headingId="cong-viec-phu-hop">
      <SuggestedJobs
        profile={profile}
        renderJob={(job, controls) => (
          <JobCardItem key={job.id} job={job} headingLevel={2} favorite={<FavoriteButton jobId={job.id} />} notice={controls} />
        )}
      />
    </PersonalPage>
  )
}
