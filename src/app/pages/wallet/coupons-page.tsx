// /dashboard/coupons (auth required, employer layout): my coupons (SPEC 7.9 my-coupons).
import { MyCoupons } from '../../../features/wallet/components/my-coupons'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  return (
    <PageStack>
      <WalletPageHead title="Mã giảm giá" intro="Mã giảm giá của bạn và các mã đang áp dụng cho mọi nhà tuyển dụng." />
      <Panel aria-label="Danh sách mã giảm giá">
        <MyCoupons />
      </Panel>
    </PageStack>
  )
}
