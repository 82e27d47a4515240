// The parts of the public pages that show the person's state (signed in or not, the job-seeker
// profile) read it themselves (this box here, the others beside their page): when the sign-in
// settles after hydration, React re-renders these alone, not the page with its lists and search
// form (a store's update is rendered synchronously, in one task: docs/decisions/0056-main-thread.md).
import { useSnapshot } from 'valtio'
import { loadJobseeker, userState } from '../../features/auth/state'
import { JobseekerBox, type JobseekerBoxProps } from '../../features/jobseeker-box/components/jobseeker-box'

/** The job-seeker box (SPEC 2.5 / 4.2) with the person's profile. */
export function PersonJobseekerBox(props: Omit<JobseekerBoxProps, 'authorized' | 'jobseeker' | 'loading' | 'loadError' | 'onProfileChanged'>) {
  const user = useSnapshot(userState)
  return (
    <JobseekerBox
      {...props}
      authorized={user.authorized}
      jobseeker={user.jobseeker}
      loading={user.loadingAuthorized || user.loadingJobseeker}
      loadError={user.loadJobseekerError}
      onProfileChanged={loadJobseeker}
    />
  )
}
