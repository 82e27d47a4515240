// /mua-dich-vu (SPEC 2.1, employer layout): the price list for everyone, prerendered; signed in, the
// employer buys for one of their jobs (?classified_id=...&is_buy_service=true, the manager's
// `service` and `up_buy` actions) or picks one. Balances come from the session.
import { useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { loadAccountAndLoyalty, userState } from '../../../features/auth/state'
import { BuyService } from '../../../features/wallet/components/buy-service'
import { PageStack } from '../../../ui/panel'
import { WalletPageHead } from './wallet-page-head'

export function Component() {
  const [params] = useSearchParams()
  const { authorized, account } = useSnapshot(userState)
  const raw = params.get('classified_id')
  const classifiedId = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null
  return (
    <PageStack>
      <WalletPageHead
        indexed
        title="Mua dịch vụ"
        intro="Đưa tin tuyển dụng đến nhiều ứng viên hơn: Top Ads, Tuyển gấp, đẩy tin và lượt xem liên hệ ứng viên. Dịch vụ có hiệu lực ngay khi thanh toán."
      />
      <BuyService
        classifiedId={classifiedId}
        signedIn={authorized}
        balances={account ? { account_amount: account.account_amount, account_bonus: account.account_bonus } : null}
        onBought={() => void loadAccountAndLoyalty()}
      />
    </PageStack>
  )
}
