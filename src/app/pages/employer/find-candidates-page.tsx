// /dashboard/tim-ung-vien (auth required, employer layout): the candidate search.
import { CandidateSearch } from '../../../features/candidates/components/candidate-search'
import { CandidateFavoriteButton } from '../../../features/favorites/components/favorite-button'
import { HiringShell } from './hiring-shell'

export function Component() {
  return (
    <HiringShell
      title="Tìm ứng viên"
      intro="Hồ sơ đã duyệt của những ứng viên cho phép nhà tuyển dụng tìm. Số điện thoại và email được che cho tới khi bạn mở khóa."
      label="Kết quả tìm ứng viên"
    >
      <CandidateSearch renderAction={(id) => <CandidateFavoriteButton candidateId={id} />} />
    </HiringShell>
  )
}
