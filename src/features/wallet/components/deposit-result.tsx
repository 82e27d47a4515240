// The gateway's return page (/dashboard/deposit/ket-qua?vnp_TxnRef=...): it only shows the deposit's
// state, polling while the gateway's notification has not arrived; it never credits anything.
import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { formatMoney } from '../../../domain/money'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { GhostLink } from '../../../ui/panel'
import { color, radius } from '../../../ui/theme'
import { useDeposit } from '../api/deposits'
import type { Deposit } from '../../../domain/contract/wallet'
import { SummaryList } from '../../../ui/summary-list'

const Status = styled.div`
  padding: 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.line};
  background: ${color.bg};
  &[data-status='paid'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
  }
  &[data-status='failed'],
  &[data-status='cancelled'] {
    border-color: ${color.red};
    background: #fdecea;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  dl {
    gap: 4px 16px;
    margin: 12px 0 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
`

/** The reference the gateway sends back (vnp_TxnRef), or null. */
export const returnedRef = (search: string): string | null => {
  const ref = new URLSearchParams(search).get('vnp_TxnRef')
  return ref && /^[A-Za-z0-9]{1,34}$/.test(ref) ? ref : null
}

export function DepositResult({ txnRef, onPaid }: { txnRef: string | null; onPaid: (deposit: Deposit) => void }) {
  const { data, error } = useDeposit(txnRef)
  const paid = data?.status === 'paid'
  useEffect(() => {
    if (paid && data) onPaid(data)
    // once per paid deposit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, data?.txn_ref])

  if (!txnRef) return <p role="alert">Không tìm thấy mã giao dịch nạp tiền trong đường dẫn.</p>
  if (error) return <p role="alert">{errorMessage(error)}</p>
  if (!data) return <p aria-busy="true">Đang kiểm tra giao dịch...</p>
  return (
    <div>
      <Status data-status={data.status} role="status" aria-live="polite">
        <h2>{data.status_name}</h2>
        <p>{data.message}</p>
        <SummaryList>
          <dt>Số tiền</dt>
          <dd>{data.amount_text}</dd>
          {data.reward > 0 && (
            <>
              <dt>Khuyến mãi</dt>
              <dd>+{formatMoney(data.reward)} vào tài khoản khuyến mãi</dd>
            </>
          )}
          <dt>Mã giao dịch</dt>
          <dd>{data.txn_ref}</dd>
        </SummaryList>
      </Status>
      <Actions>
        {paid ? <ButtonLink to={routes.buyService}>Mua dịch vụ</ButtonLink> : <ButtonLink to={routes.deposit}>Nạp tiền lại</ButtonLink>}
        <GhostLink to={routes.transactions}>Lịch sử giao dịch</GhostLink>
      </Actions>
    </div>
  )
}
