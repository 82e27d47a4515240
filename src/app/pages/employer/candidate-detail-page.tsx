// /chi-tiet-ung-vien/{id} (auth required, employer layout, not prerendered: the app shell serves
// it): one found candidate, the contact unlocked on request.
import { useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { CandidateDetailView } from '../../../features/candidates/components/candidate-detail'
import { CandidateFavoriteButton } from '../../../features/favorites/components/favorite-button'

export function Component() {
  const { id } = useParams()
  const jobseekerId = id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
  return (
    <>
      <Head>
        <title>Chi tiết ứng viên | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <CandidateDetailView id={jobseekerId} action={jobseekerId !== null && <CandidateFavoriteButton candidateId={jobseekerId} variant="labelled" />} />
    </>
  )
}
