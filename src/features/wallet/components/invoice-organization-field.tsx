// The deposit form's "Xuất hóa đơn GTGT cho": the organisation the VAT invoice is issued to, with the
// name, tax code and address it will print. A choice only for a person in several organisations;
// one is shown as it will print; none: nothing (the invoice names the person). The API checks the
// person belongs to the one sent (docs/decisions/0053-shop.md).
import { styled } from '@linaria/react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { InvoiceOrganization } from '../../../domain/contract/wallet'
import { routes } from '../../../lib/paths'
import { useFormField } from '../../../ui/form/final-form'
import { color, lineBox, radius } from '../../../ui/theme'

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin: 0 0 8px;
    padding: 0;
    font-weight: 600;
  }
  label {
    position: relative;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    min-height: 44px;
    padding: 12px;
    ${lineBox}
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    box-shadow: inset 0 0 0 1px ${color.brand};
  }
  > small {
    grid-column: 1 / -1;
    color: ${color.muted};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${color.brand};
  }
`

const Org = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
`

const Single = styled.section`
  margin: 0 0 16px;
  padding: 12px 14px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  p {
    margin: 0 0 4px;
    font-weight: 600;
  }
`

const Error = styled.p`
  margin: -8px 0 12px;
  color: ${color.red};
  font-weight: 600;
`

/** The organisation shown chosen before the person picks one: the first they own, else the first. */
export const defaultInvoiceOrganization = (organizations: InvoiceOrganization[]): number | undefined =>
  (organizations.find((org) => org.is_default) ?? organizations[0])?.id

/** What the invoice will print for the organisation. */
function OrgLines({ org }: { org: InvoiceOrganization }) {
  return (
    <Org>
      <strong>{org.name}</strong>
      <small>
        {org.tax_code ? `Mã số thuế ${org.tax_code}` : 'Chưa có mã số thuế'} · {org.role_name}
      </small>
      <small>{org.address ?? 'Chưa có địa chỉ'}</small>
    </Org>
  )
}

export function InvoiceOrganizationField({ organizations }: { organizations: InvoiceOrganization[] }) {
  const errorId = useId()
  const field = useFormField('invoice_organization')
  if (organizations.length === 0) return null
  const missing = organizations.some((org) => !org.tax_code || !org.address)
  const note = missing ? (
    <small>
      Mã số thuế và địa chỉ lấy từ <Link to={routes.businessInfo}>Thông tin doanh nghiệp</Link> lúc xuất hóa đơn.
    </small>
  ) : null
  if (organizations.length === 1)
    return (
      <Single aria-label="Xuất hóa đơn GTGT cho">
        <p>Hóa đơn GTGT xuất cho</p>
        <OrgLines org={organizations[0]} />
        {note}
      </Single>
    )
  const chosen = field.value || String(defaultInvoiceOrganization(organizations))
  return (
    <>
      <Choices aria-describedby={field.error ? errorId : undefined}>
        <legend>Xuất hóa đơn GTGT cho</legend>
        {organizations.map((org) => (
          <label key={org.id} data-invoice-organization={org.id}>
            <input
              type="radio"
              name="invoice_organization"
              value={org.id}
              checked={chosen === String(org.id)}
              onChange={() => field.onChange(String(org.id))}
              aria-invalid={field.error && chosen === String(org.id) ? true : undefined}
            />
            <OrgLines org={org} />
          </label>
        ))}
        {note}
      </Choices>
      {field.error && (
        <Error id={errorId} role="alert">
          {field.error}
        </Error>
      )}
    </>
  )
}
