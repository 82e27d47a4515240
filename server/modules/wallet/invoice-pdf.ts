// The VAT invoice as a PDF file (issue 19: "printable as a clean page and downloadable as PDF"):
// the same fields, labels and order as the invoice page (src/features/wallet/components/invoices.tsx)
// on one A4 page, in Noto Sans (server/assets/fonts, SIL Open Font License) so Vietnamese prints
// with its diacritics wherever the API runs. Made on request from the stored invoice: nothing is
// kept, and the figures are exactly the stored ones.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import { formatMoney } from '../../../src/domain/money'
import type { Invoice } from '../../../src/domain/contract/wallet'

const FONTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts')
const REGULAR = path.join(FONTS, 'NotoSans-Regular.ttf')
const BOLD = path.join(FONTS, 'NotoSans-Bold.ttf')

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Hóa đơn GTGT ${invoice.symbol} số ${invoice.number}`, Author: invoice.seller.name, Subject: invoice.total_words },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', REGULAR)
  doc.registerFont('bold', BOLD)
  const left = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right

  // title block
  doc.font('bold').fontSize(16).text('HÓA ĐƠN GIÁ TRỊ GIA TĂNG', { align: 'center' })
  doc.font('regular').fontSize(10).text('(Hóa đơn điện tử)', { align: 'center' })
  doc.moveDown(0.3)
  doc.text(`Ký hiệu: ${invoice.symbol}   Số: ${invoice.number}   Ngày ${invoice.issued_date}`, { align: 'center' })
  doc.moveDown()

  const facts = (heading: string, rows: Array<[string, string]>) => {
    doc.font('bold').fontSize(11).text(heading, left)
    doc.fontSize(10)
    for (const [label, value] of rows) {
      doc.font('regular').text(`${label}: `, left, doc.y, { continued: true, width }).font('bold').text(value)
    }
    doc.moveDown(0.6)
  }
  facts('Người bán', [
    ['Tên đơn vị', invoice.seller.name],
    ['Mã số thuế', invoice.seller.tax_code],
    ['Địa chỉ', invoice.seller.address],
  ])
  facts('Người mua', [
    ['Họ tên người mua', invoice.buyer.name],
    ['Tên đơn vị', invoice.buyer.organization ?? '—'],
    ['Mã số thuế', invoice.buyer.tax_code ?? '—'],
    ['Địa chỉ', invoice.buyer.address ?? '—'],
    ['Hình thức thanh toán', `Chuyển khoản qua cổng thanh toán (mã ${invoice.buyer.reference})`],
  ])

  // items: STT, name, unit, quantity, unit price, amount
  const columns = [
    { title: 'STT', width: 32, align: 'center' as const },
    { title: 'Tên hàng hóa, dịch vụ', width: width - 32 - 64 - 56 - 90 - 92, align: 'left' as const },
    { title: 'Đơn vị tính', width: 64, align: 'center' as const },
    { title: 'Số lượng', width: 56, align: 'right' as const },
    { title: 'Đơn giá', width: 90, align: 'right' as const },
    { title: 'Thành tiền', width: 92, align: 'right' as const },
  ]
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9.5)
    const top = doc.y
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 8 }))
    const height = Math.max(...heights) + 8
    let x = left
    cells.forEach((cell, i) => {
      doc.rect(x, top, columns[i].width, height).stroke('#9ca3af')
      doc.fillColor('#111827').text(cell, x + 4, top + 4, { width: columns[i].width - 8, align: columns[i].align })
      x += columns[i].width
    })
    doc.y = top + height
  }
  row(columns.map((c) => c.title), 'bold')
  invoice.items.forEach((item, index) =>
    row([String(index + 1), item.name, item.unit, String(item.quantity), formatMoney(item.unit_price), formatMoney(item.amount)], 'regular'),
  )
  doc.moveDown()

  const total = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
    const top = doc.y
    doc.font('regular').fontSize(10).text(label, left + width / 2, top, { width: width / 4 })
    doc.font(font).text(value, left + (width * 3) / 4, top, { width: width / 4, align: 'right' })
    doc.y = Math.max(doc.y, top + 14)
  }
  total('Cộng tiền hàng', formatMoney(invoice.amount_before_tax))
  total('Thuế suất GTGT', `${invoice.vat_rate}%`)
  total('Tiền thuế GTGT', formatMoney(invoice.vat_amount))
  total('Tổng tiền thanh toán', invoice.total_text, 'bold')
  doc.moveDown()
  doc.font('regular').fontSize(10).text('Số tiền viết bằng chữ: ', left, doc.y, { continued: true, width }).font('bold').text(invoice.total_words)
  doc.moveDown()
  doc.font('regular').fontSize(8.5).fillColor('#4b5563').text(`Căn cứ thuế suất: ${invoice.legal_basis}`, left, doc.y, { width })
  doc.end()
  return done
}
