// /dashboard/quy-trinh-tuyen-dung?job= (auth required, employer layout): one job's pipeline.
import { ApplicantBoard } from '../../../features/applicants/components/applicant-board'
import { CandidatesShell } from './candidates-shell'

export function Component() {
  return (
    <CandidatesShell
      title="Quy trình tuyển dụng"
      intro="Hồ sơ của một tin theo từng bước. Kéo thẻ sang cột khác hoặc chọn “Chuyển sang” để đổi trạng thái; ứng viên nhận được lời nhắn của bạn."
      label="Hồ sơ theo bước tuyển dụng"
    >
      <ApplicantBoard />
    </CandidatesShell>
  )
}
