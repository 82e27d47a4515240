// The invoices of the wallet: /dashboard/invoices (one per paid deposit) and /dashboard/invoices/{id},
// the VAT e-invoice laid out as printed (the print style leaves the site's chrome out, so the
// browser's "In" or "Lưu dưới dạng PDF" gives a clean page).
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PAGINATION } from '../../../domain/constants'
import { formatMoney } from '../../../domain/money'
import { invoicePdfName } from '../../../domain/wallet'
import { errorMessage } from '../../../lib/http'
import { saveBlob } from '../../../lib/save-file'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { CardList, EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { Panel } from '../../../ui/panel'
import { RecordRefused } from '../../../ui/refused'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { Skeleton } from '../../../ui/skeleton'
import { color, media, radius, rowsOnPhone } from '../../../ui/theme'
import { getInvoicePdf, useInvoice, useInvoices } from '../api/invoices'
import type { Invoice } from '../../../domain/contract/wallet'

const Row = styled.li`
  a {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    padding: 12px 14px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.brand};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${color.muted};
  }
`

export function InvoiceList({ page }: { page: number }) {
  const limit = PAGINATION.limit
  const { data, error } = useInvoices((page - 1) * limit, limit)
  if (error) return <p role="alert">{errorMessage(error)}</p>
  if (!data) return <Skeleton label="Đang tải hóa đơn..." />
  if (data.total === 0) {
    return (
      <EmptyBox>
        <p>Chưa có hóa đơn. Mỗi lần nạp tiền thành công, hóa đơn GTGT được lập tự động.</p>
        <Link to={routes.deposit}>Nạp tiền</Link>
      </EmptyBox>
    )
  }
  return (
    <>
      <CardList aria-label="Hóa đơn">
        {data.items.map((invoice) => (
          <Row key={invoice.id}>
            <Link to={routes.invoice(invoice.id)} aria-label={`Hóa đơn ${invoice.symbol} số ${invoice.number}, ${invoice.total_text}`}>
              <strong>
                {invoice.symbol} - {invoice.number}
              </strong>
              <strong>{invoice.total_text}</strong>
              <span>Ngày {invoice.issued_date}</span>
              <span>Thuế GTGT {invoice.vat_rate}%</span>
            </Link>
          </Row>
        ))}
      </CardList>
      <PageLinks page={page} pages={Math.ceil(data.total / limit)} href={(n) => (n === 1 ? routes.invoices : `${routes.invoices}?page=${n}`)} />
    </>
  )
}

const Sheet = styled.article`
  display: grid;
  gap: 16px;
  font-size: 15px;
  header {
    display: grid;
    gap: 4px;
    text-align: center;
  }
  h2 {
    margin: 0;
    font-size: 22px;
    text-transform: uppercase;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(120px, auto) 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd[data-organization] {
    --logo-size: 32px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 8px 6px;
    border: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  td[data-money],
  th[data-money] {
    text-align: right;
    white-space: nowrap;
  }
  table {
    ${rowsOnPhone}
    ${media.mobile} {
      /* one line per figure, the service's name first in bold */
      tr {
        grid-template-columns: 1fr;
      }
      td:first-child {
        display: none;
      }
      td:nth-child(2) {
        font-weight: 600;
      }
    }
  }
  ${media.mobile} {
    font-size: 14px;
  }
  footer {
    color: ${color.muted};
    font-size: 13px;
  }
  @media print {
    font-size: 12pt;
  }
`

const Totals = styled.dl`
  justify-self: end;
  min-width: min(100%, 360px);
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dd[data-total] {
    font-weight: 700;
    font-size: 17px;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  @media print {
    display: none;
  }
`

/** "Tải hóa đơn PDF": the file the API makes (A4, the same fields), saved under its own name. */
function PdfDownload({ invoice }: { invoice: Invoice }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    const blob = await getInvoicePdf(invoice.id)
    if (blob) saveBlob(blob, invoicePdfName(invoice))
    setState(blob ? 'idle' : 'failed')
  }
  return (
    <>
      <GhostButton type="button" onClick={() => void download()} aria-busy={state === 'busy' || undefined} disabled={state === 'busy'}>
        {state === 'busy' ? 'Đang tải PDF...' : 'Tải hóa đơn PDF'}
      </GhostButton>
      {state === 'failed' && <p role="alert">Không tải được tệp PDF. Vui lòng thử lại.</p>}
    </>
  )
}

export function InvoiceDetail({ id }: { id: number | null }) {
  const { data, error } = useInvoice(id)
  if (id === null || error) {
    const message = id === null ? 'Không tìm thấy hóa đơn.' : errorMessage(error)
    return <RecordRefused title="Không mở được hóa đơn" message={message} back={{ to: routes.invoices, label: 'Về danh sách hóa đơn' }} />
  }
  if (!data)
    return (
      <Panel aria-label="Hóa đơn">
        <Skeleton label="Đang tải hóa đơn..." shape="detail" />
      </Panel>
    )
  return (
    <Panel aria-label="Hóa đơn">
      <Sheet aria-labelledby="invoice-title" data-invoice={data.id}>
        <header>
          <h2 id="invoice-title">Hóa đơn giá trị gia tăng</h2>
          <span>(Hóa đơn điện tử)</span>
          <span>
            Ký hiệu: <strong>{data.symbol}</strong> · Số: <strong>{data.number}</strong> · Ngày {data.issued_date}
          </span>
        </header>
        <section aria-label="Người bán">
          <h3>Người bán</h3>
          <dl>
            <dt>Tên đơn vị</dt>
            <dd>{data.seller.name}</dd>
            <dt>Mã số thuế</dt>
            <dd>{data.seller.tax_code}</dd>
            <dt>Địa chỉ</dt>
            <dd>{data.seller.address}</dd>
          </dl>
        </section>
        <section aria-label="Người mua">
          <h3>Người mua</h3>
          <dl>
            <dt>Họ tên người mua</dt>
            <dd>{data.buyer.name}</dd>
            <dt>Tên đơn vị</dt>
            <dd data-organization>
              {data.buyer.logo && <OrganizationLogo organization={data.buyer.logo} />}
              {data.buyer.organization ?? '—'}
            </dd>
            <dt>Mã số thuế</dt>
            <dd>{data.buyer.tax_code ?? '—'}</dd>
            <dt>Địa chỉ</dt>
            <dd>{data.buyer.address ?? '—'}</dd>
            <dt>Hình thức thanh toán</dt>
            <dd>Chuyển khoản qua cổng thanh toán (mã {data.buyer.reference})</dd>
          </dl>
        </section>
        <table>
          <caption className="visually-hidden">Hàng hóa, dịch vụ</caption>
          <thead>
            <tr>
              <th scope="col">STT</th>
              <th scope="col">Tên hàng hóa, dịch vụ</th>
              <th scope="col">Đơn vị tính</th>
              <th scope="col" data-money>
                Số lượng
              </th>
              <th scope="col" data-money>
                Đơn giá
              </th>
              <th scope="col" data-money>
                Thành tiền
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{item.name}</td>
                <td data-label="Đơn vị tính">{item.unit}</td>
                <td data-money data-label="Số lượng">
                  {item.quantity}
                </td>
                <td data-money data-label="Đơn giá">
                  {formatMoney(item.unit_price)}
                </td>
                <td data-money data-label="Thành tiền">
                  {formatMoney(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Totals>
          <dt>Cộng tiền hàng</dt>
          <dd>{formatMoney(data.amount_before_tax)}</dd>
          <dt>Thuế suất GTGT</dt>
          <dd>{data.vat_rate}%</dd>
          <dt>Tiền thuế GTGT</dt>
          <dd>{formatMoney(data.vat_amount)}</dd>
          <dt>Tổng tiền thanh toán</dt>
          <dd data-total>{data.total_text}</dd>
        </Totals>
        <p>
          Số tiền viết bằng chữ: <strong>{data.total_words}</strong>
        </p>
        <footer>Căn cứ thuế suất: {data.legal_basis}</footer>
      </Sheet>
      <Actions>
        <Button type="button" onClick={() => window.print()}>
          In hoặc lưu PDF
        </Button>
        <PdfDownload invoice={data} />
        <Link to={routes.invoices}>Tất cả hóa đơn</Link>
      </Actions>
    </Panel>
  )
}
