// /cong-viec-phu-hop (auth required): jobs matching the seeker's profile, selectable for applying
// to several at once. The profile comes from the session (the applications feature does not know
// auth). Personal: not indexed.
import { styled } from '@linaria/react'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import type { Jobseeker } from '../../domain/profile/types'
import { SuggestedJobs } from '../../features/applications/components/suggested-jobs'
import { userState } from '../../features/auth/state'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { JobCardItem } from '../../features/jobs/components/job-card'
import { Container } from '../../ui/container'
import { media } from '../../ui/theme'

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

export function Component() {
  const { jobseeker, loadingJobseeker } = useSnapshot(userState)
  const profile = loadingJobseeker ? undefined : (jobseeker as Jobseeker | null)
  return (
    <Container>
      <Head>
        <title>Việc làm phù hợp | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Wrap aria-labelledby="cong-viec-phu-hop">
        <h1 id="cong-viec-phu-hop">Việc làm phù hợp</h1>
        <SuggestedJobs
          profile={profile}
          renderJob={(job, controls) => (
            <JobCardItem key={job.id} job={job} headingLevel={2} favorite={<FavoriteButton jobId={job.id} />} notice={controls} />
          )}
        />
      </Wrap>
    </Container>
  )
}
