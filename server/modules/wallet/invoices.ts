// VAT e-invoices of deposits (docs/decisions/0015-wallet.md, Invoices): one per paid deposit, issued
// in the crediting transaction, with the rate of the day from vat_rates and the next number of the
// year's symbol. Promotion money is never invoiced: only the money paid in through the gateway.
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { formatVietnamDate, vietnamDay } from '../../../src/domain/manage-listing'
import { formatMoney } from '../../../src/domain/money'
import { moneyInFullWords } from '../../../src/domain/vietnamese-number'
import type { Queryable } from '../../db/client'
import type { Invoice, InvoiceOrganization, InvoicePage } from '../../../src/domain/contract/wallet'
import { ORG_ROLE_LABEL, type OrgRole } from '../../../src/domain/organizations/statuses'
import type { InvoicesRow } from '../../db/rows'
import { forbidden, notFound } from '../../lib/errors'

export const INVOICE_ITEM = 'Dịch vụ đăng tin và quảng bá tuyển dụng trả trước (nạp tiền tài khoản)'
export const INVOICE_MSG = { notFound: 'Không tìm thấy hóa đơn.' } as const

/** VAT included in a total: the amount before tax rounds to the đồng, the tax is the rest. */
export const splitVat = (total: number, rate: number) => {
  const before = Math.round((total * 100) / (100 + rate))
  return { before, vat: total - before }
}

/** Issues the invoice of a paid deposit (inside the crediting transaction). */
export async function issueInvoice(
  tx: Queryable,
  payment: { id: number; user_id: number; amount: number; txn_ref: string; invoice_organization_id?: number | null },
  now = new Date(),
) {
  const day = vietnamDay(now)
  const [rate] = await tx.query<{ rate: number; legal_basis: string }>(
    `SELECT rate, legal_basis FROM vat_rates WHERE valid_from <= $1::date AND (valid_to IS NULL OR valid_to >= $1::date) ORDER BY valid_from DESC, id DESC LIMIT 1`,
    [day],
  )
  const [seller] = await tx.query<{ name: string; tax_code: string; address: string; series: string }>('SELECT name, tax_code, address, series FROM invoice_seller WHERE id = 1')
  const symbol = `C${day.slice(2, 4)}T${seller.series}`
  const [{ number }] = await tx.query<{ number: number }>(
    `INSERT INTO invoice_counters (symbol, last_number) VALUES ($1, 1)
     ON CONFLICT (symbol) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number AS number`,
    [symbol],
  )
  // the buyer's organisation with the tax code and address of its business information
  // (docs/decisions/0018), which a VAT invoice carries: the one chosen for the deposit while the
  // payer still belongs to it, else the first they own (docs/decisions/0053-shop.md); its id shows
  // its current logo on the invoice (docs/decisions/0050-organization-logos.md)
  const [buyer] = await tx.query<{
    full_name: string | null
    phone: string
    email: string | null
    organization_id: number | null
    organization: string | null
    tax_code: string | null
    address: string | null
  }>(
    `SELECT u.full_name, u.phone, u.email, o.id::int AS organization_id, o.name AS organization, nullif(o.tax_code, '') AS tax_code, nullif(o.address, '') AS address
       FROM users u LEFT JOIN LATERAL (
         SELECT o.id, o.name, o.tax_code, o.address FROM organization_members m JOIN organizations o ON o.id = m.organization_id
          WHERE m.user_id = u.id AND (m.organization_id = $2 OR m.role = 'owner')
          ORDER BY m.organization_id = $2 DESC NULLS LAST, m.created_at LIMIT 1) o ON true
      WHERE u.id = $1`,
    [payment.user_id, payment.invoice_organization_id ?? null],
  )
  const total = Number(payment.amount)
  const { before, vat } = splitVat(total, rate.rate)
  const items = [{ name: INVOICE_ITEM, unit: 'Gói', quantity: 1, unit_price: before, amount: before }]
  await tx.query(
    `INSERT INTO invoices (user_id, payment_id, symbol, number, issued_at, seller, buyer, items, amount_before_tax, vat_rate, vat_amount, total, total_words, legal_basis)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      payment.user_id,
      payment.id,
      symbol,
      number,
      now,
      JSON.stringify({ name: seller.name, tax_code: seller.tax_code, address: seller.address }),
      JSON.stringify({
        name: buyer.full_name ?? buyer.phone,
        organization: buyer.organization,
        organization_id: buyer.organization_id,
        tax_code: buyer.tax_code,
        address: buyer.address,
        email: buyer.email,
        reference: payment.txn_ref,
      }),
      JSON.stringify(items),
      before,
      rate.rate,
      vat,
      total,
      moneyInFullWords(total),
      rate.legal_basis,
    ],
  )
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

/** An invoice's row with the current logo of the organisation it was issued to (decision 0050). */
type InvoiceRead = InvoicesRow & { buyer_logo: string | null }
const INVOICE_SELECT = `SELECT i.*, org.logo_url AS buyer_logo FROM invoices i
  LEFT JOIN organizations org ON org.id = nullif(i.buyer->>'organization_id', '')::bigint`

/** The buyer as stored (the organisation's id since issue 39; older invoices have none) and its logo tile. */
function buyerOf(row: InvoiceRead): Invoice['buyer'] {
  const { organization_id: organizationId, ...stored } = json<Omit<Invoice['buyer'], 'logo'> & { organization_id?: number | null }>(row.buyer)
  return {
    ...stored,
    logo:
      organizationId && stored.organization
        ? { id: organizationId, logo_url: row.buyer_logo, initials: organizationInitials(stored.organization) }
        : null,
  }
}

const toInvoice = (row: InvoiceRead): Invoice => ({
  id: Number(row.id),
  symbol: row.symbol,
  number: String(row.number).padStart(8, '0'),
  issued_at: new Date(row.issued_at).toISOString(),
  issued_date: formatVietnamDate(new Date(row.issued_at)),
  seller: json<Invoice['seller']>(row.seller),
  buyer: buyerOf(row),
  items: json<Invoice['items']>(row.items),
  amount_before_tax: Number(row.amount_before_tax),
  vat_rate: row.vat_rate,
  vat_amount: Number(row.vat_amount),
  total: Number(row.total),
  total_text: formatMoney(Number(row.total)),
  total_words: row.total_words,
  legal_basis: row.legal_basis,
})

export async function listInvoices(db: Queryable, userId: number, offset: number, limit: number): Promise<InvoicePage> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<InvoiceRead>(`${INVOICE_SELECT} WHERE i.user_id = $1 ORDER BY i.id DESC OFFSET $2 LIMIT $3`, [userId, offset, limit]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM invoices WHERE user_id = $1', [userId]),
  ])
  return { items: rows.map(toInvoice), total: Number(total), offset, limit }
}

/**
 * The organisations a deposit's invoice may be issued to: those the caller belongs to, owned first,
 * with the name, tax code and address the invoice would print.
 */
export async function invoiceOrganizations(db: Queryable, userId: number): Promise<InvoiceOrganization[]> {
  const rows = await db.query<{ id: number; name: string; tax_code: string | null; address: string | null; role: OrgRole }>(
    `SELECT o.id, o.name, nullif(o.tax_code, '') AS tax_code, nullif(o.address, '') AS address, m.role
       FROM organization_members m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 ORDER BY m.role = 'owner' DESC, m.created_at, o.id`,
    [userId],
  )
  const defaultId = rows.find((row) => row.role === 'owner')?.id
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    tax_code: row.tax_code,
    address: row.address,
    role_name: ORG_ROLE_LABEL[row.role],
    is_default: row.id === defaultId,
  }))
}

/** One invoice, to its account only (another account: 403). */
export async function invoiceDetail(db: Queryable, userId: number, id: number): Promise<Invoice> {
  const [row] = await db.query<InvoiceRead>(`${INVOICE_SELECT} WHERE i.id = $1`, [id])
  if (!row) throw notFound(INVOICE_MSG.notFound)
  if (Number(row.user_id) !== userId) throw forbidden()
  return toInvoice(row)
}
