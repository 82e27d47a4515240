// /dashboard/candidates (auth required, employer layout): the applications to one's jobs.
import { ApplicationList } from '../../../features/received-applications/components/application-list'
import { HiringShell } from './hiring-shell'

export function Component() {
  return (
    <HiringShell
      title="Hồ sơ ứng tuyển"
      intro="Hồ sơ ứng viên gửi vào tin của bạn. Mở hồ sơ để xem chi tiết; ứng viên được báo khi bạn xem và khi bạn đổi trạng thái."
      label="Danh sách hồ sơ ứng tuyển"
    >
      <ApplicationList />
    </HiringShell>
  )
}
