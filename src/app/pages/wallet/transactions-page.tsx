// /dashboard/transactions (auth required, employer layout): the wallet's ledger with running balances.
import { useSearchParams } from 'react-router-dom'
import { TransactionsList } from '../../../features/wallet/components/transactions-list'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  const [params] = useSearchParams()
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  return (
    <PageStack>
      <WalletPageHead title="Lịch sử giao dịch" intro="Nạp tiền, khuyến mãi và mua dịch vụ của tài khoản, mới nhất ở trên." />
      <Panel aria-label="Giao dịch">
        <TransactionsList page={page} />
      </Panel>
    </PageStack>
  )
}
