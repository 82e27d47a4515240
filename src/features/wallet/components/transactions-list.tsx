// The transactions page (/dashboard/transactions): deposits, rewards, purchases and refunds, newest
// first, with the change of each balance and both balances after it. A table on a desktop; on a
// phone each row reads as a card (the cells carry their column name).
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { PAGINATION } from '../../../domain/constants'
import { formatMoney } from '../../../domain/money'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { color, media, rowsOnPhone } from '../../../ui/theme'
import { useTransactions } from '../api/get-transactions'
import { Skeleton } from '../../../ui/skeleton'

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${color.line};
  }
  th {
    color: ${color.muted};
    font-size: 14px;
    font-weight: 600;
  }
  td[data-money],
  th[data-money] {
    text-align: right;
    white-space: nowrap;
  }
  [data-sign='+'] {
    color: ${color.green};
  }
  [data-sign='-'] {
    color: ${color.red};
  }
  td small {
    display: block;
    color: ${color.muted};
  }
  ${rowsOnPhone}
  ${media.mobile} {
    td:first-child,
    td:nth-child(2) {
      grid-column: 1 / -1;
    }
  }
`

const signed = (amount: number) => (amount === 0 ? '—' : `${amount > 0 ? '+' : '-'}${formatMoney(Math.abs(amount))}`)
const sign = (amount: number) => (amount > 0 ? '+' : amount < 0 ? '-' : undefined)

export function TransactionsList({ page }: { page: number }) {
  const limit = PAGINATION.limit
  const { data, error, isLoading } = useTransactions((page - 1) * limit, limit)
  if (error) return <p role="alert">{errorMessage(error)}</p>
  if (isLoading || !data) return <Skeleton label="Đang tải lịch sử giao dịch..." rows={6} />
  if (data.total === 0) {
    return (
      <EmptyBox>
        <p>Bạn chưa có giao dịch nào.</p>
        <Link to={routes.deposit}>Nạp tiền vào tài khoản</Link>
      </EmptyBox>
    )
  }
  return (
    <>
      <Table>
        <caption className="visually-hidden">Giao dịch của ví, mới nhất ở trên</caption>
        <thead>
          <tr>
            <th scope="col">Thời gian</th>
            <th scope="col">Giao dịch</th>
            <th scope="col" data-money>
              Tài khoản chính
            </th>
            <th scope="col" data-money>
              Khuyến mãi
            </th>
            <th scope="col" data-money>
              Số dư sau
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.id} data-transaction={item.kind}>
              <td>
                <time dateTime={item.created_at}>{item.created_text}</time>
              </td>
              <td>
                <strong>{item.kind_name}</strong>
                <small>{item.description}</small>
              </td>
              <td data-money data-label="Tài khoản chính" data-sign={sign(item.main)}>
                {signed(item.main)}
              </td>
              <td data-money data-label="Khuyến mãi" data-sign={sign(item.bonus)}>
                {signed(item.bonus)}
              </td>
              <td data-money data-label="Số dư sau">
                {formatMoney(item.main_after)}
                <small>Khuyến mãi {formatMoney(item.bonus_after)}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <PageLinks page={page} pages={Math.ceil(data.total / limit)} href={(n) => (n === 1 ? routes.transactions : `${routes.transactions}?page=${n}`)} />
    </>
  )
}
