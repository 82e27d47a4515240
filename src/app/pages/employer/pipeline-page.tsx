// /dashboard/quy-trinh-tuyen-dung?job= (auth required, employer layout): one job's pipeline.
import { PipelineBoard } from '../../../features/received-applications/components/pipeline-board'
import { HiringShell } from './hiring-shell'

export function Component() {
  return (
    <HiringShell
      title="Quy trình tuyển dụng"
      intro="Hồ sơ của một tin theo từng bước. Kéo thẻ sang cột khác hoặc chọn “Chuyển sang” để đổi trạng thái; ứng viên nhận được lời nhắn của bạn."
      label="Hồ sơ theo bước tuyển dụng"
    >
      <PipelineBoard />
    </HiringShell>
  )
}
