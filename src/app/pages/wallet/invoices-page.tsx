// /dashboard/invoices (auth required, employer layout): the account's VAT invoices.
import { useSearchParams } from 'react-router-dom'
import { InvoiceList } from '../../../features/wallet/components/invoices'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  const [params] = useSearchParams()
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  return (
    <PageStack>
      <WalletPageHead title="Hóa đơn" intro="Hóa đơn GTGT điện tử của các lần nạp tiền. Tiền khuyến mãi không xuất hóa đơn." />
      <Panel aria-label="Danh sách hóa đơn">
        <InvoiceList page={page} />
      </Panel>
    </PageStack>
  )
}
