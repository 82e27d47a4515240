// /dashboard/deposit/ket-qua (auth required): where the gateway sends the browser back. It shows the
// deposit's state and refreshes the balances once it is paid; it never credits anything itself.
import { useLocation } from 'react-router-dom'
import { loadAccountAndLoyalty, userState } from '../../../features/auth/state'
import { DepositResult, returnedRef } from '../../../features/wallet/components/deposit-result'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  const { search } = useLocation()
  return (
    <PageStack>
      <WalletPageHead title="Kết quả nạp tiền" intro="Trạng thái giao dịch do cổng thanh toán xác nhận." />
      <Panel aria-label="Giao dịch nạp tiền">
        <DepositResult
          txnRef={returnedRef(search)}
          onPaid={(deposit) => {
            // the reward used the offer up: the "Tặng 20%" badge goes
            if (deposit.reward > 0 && userState.self) userState.self.has_deposit_reward = false
            void loadAccountAndLoyalty()
          }}
        />
      </Panel>
    </PageStack>
  )
}
