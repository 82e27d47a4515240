// /dashboard/deposit (auth required, employer layout): top up the main balance through the payment
// gateway; the hash param #amount=... presets the amount (docs/decisions/0015-wallet.md).
import { useSnapshot } from 'valtio'
import { userState } from '../../../features/auth/state'
import { DepositForm } from '../../../features/wallet/components/deposit-form'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  const { self } = useSnapshot(userState)
  return (
    <PageStack>
      <WalletPageHead title="Nạp tiền vào tài khoản" intro="Thanh toán qua VNPay bằng thẻ ATM, thẻ quốc tế hoặc ứng dụng ngân hàng. Số dư được cộng ngay khi cổng thanh toán xác nhận." />
      <Panel aria-label="Số tiền nạp">
        <DepositForm hasReward={Boolean(self?.has_deposit_reward)} />
      </Panel>
    </PageStack>
  )
}
