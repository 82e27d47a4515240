// /dashboard/candidates (auth required, employer layout): the applications to one's jobs.
import { ApplicantList } from '../../../features/applicants/components/applicant-list'
import { CandidatesNav } from '../../../features/applicants/components/candidates-nav'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from '../wallet/wallet-page-head'

export function Component() {
  return (
    <PageStack>
      <WalletPageHead
        title="Hồ sơ ứng tuyển"
        intro="Hồ sơ ứng viên gửi vào tin của bạn. Mở hồ sơ để xem chi tiết; ứng viên được báo khi bạn xem và khi bạn đổi trạng thái."
      >
        <CandidatesNav />
      </WalletPageHead>
      <Panel aria-label="Danh sách hồ sơ ứng tuyển">
        <ApplicantList />
      </Panel>
    </PageStack>
  )
}
