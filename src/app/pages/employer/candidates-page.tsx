// /dashboard/candidates (auth required, employer layout): the applications to one's jobs.
import { ApplicantList } from '../../../features/applicants/components/applicant-list'
import { CandidatesShell } from './candidates-shell'

export function Component() {
  return (
    <CandidatesShell
      title="Hồ sơ ứng tuyển"
      intro="Hồ sơ ứng viên gửi vào tin của bạn. Mở hồ sơ để xem chi tiết; ứng viên được báo khi bạn xem và khi bạn đổi trạng thái."
      label="Danh sách hồ sơ ứng tuyển"
    >
      <ApplicantList />
    </CandidatesShell>
  )
}
