// /dashboard/tim-ung-vien (auth required, employer layout): the candidate search.
import { CandidateSearch } from '../../../features/applicants/components/candidate-search'
import { CandidatesNav } from '../../../features/applicants/components/candidates-nav'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from '../wallet/wallet-page-head'

export function Component() {
  return (
    <PageStack>
      <WalletPageHead
        title="Tìm ứng viên"
        intro="Hồ sơ đã duyệt của những ứng viên cho phép nhà tuyển dụng tìm. Số điện thoại và email được che cho tới khi bạn mở khóa."
      >
        <CandidatesNav />
      </WalletPageHead>
      <Panel aria-label="Kết quả tìm ứng viên">
        <CandidateSearch />
      </Panel>
    </PageStack>
  )
}
