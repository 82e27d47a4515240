// The business information form (/dashboard/thong-tin-doanh-nghiep): the field configs of
// src/domain/organizations/fields.ts rendered by the form engine and validated by the same rules as
// the API. The verification state heads it (VerificationState); members who are not the owner read it, fields disabled.
import { styled } from '@linaria/react'
import { useEffect, useMemo } from 'react'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import { validateFields } from '../../../domain/forms/validate'
import { businessInfoFields } from '../../../domain/organizations/fields'
import type { BusinessInfo, BusinessInfoValues } from '../../../domain/contract/organizations'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { toFormErrors } from '../../../ui/form/config-errors'
import { ConfigField, type ConfigFieldContext } from '../../../ui/form/config-field'
import { FinalForm, FORM_ERROR, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { createOrganization, saveBusinessInfo } from '../api/business-info'
import { FormNote } from '../../../ui/form/form-note'
import { LogoSection } from './logo-section'
import { VerificationState } from './verification-state'

export const BUSINESS_INFO_TEXT = {
  save: 'Lưu thông tin',
  create: 'Lưu và tạo doanh nghiệp',
  requiredNote: 'Các mục có dấu * là bắt buộc.',
  readOnly: (role: string) => `Chỉ chủ tài khoản doanh nghiệp sửa được thông tin này. Bạn đang xem với vai trò ${role}.`,
} as const

const Fields = styled.div`
  display: grid;
  gap: 4px;
`

const Footer = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  @media (min-width: 576px) {
    grid-template-columns: minmax(0, 240px);
    justify-content: end;
  }
`

/** What a new organisation's form starts from: a company, nothing filled in. */
export const BLANK_BUSINESS_INFO: BusinessInfo = {
  organization_id: 0,
  values: { organization_type: 1, name: '', tax_code: '', city_id: null, district_id: null, street: '', size_id: null, industry_id: null, website: null, description: '' },
  verify_status: 3,
  is_partner: false,
  can_edit: true,
  updated_at: null,
  updated_by: null,
  logo_url: null,
  initials: '',
}

/**
 * The form of an organisation (`info`), or with `create` that of the account's first one, made by
 * saving it (the company first, before any post; the page then shows it as any other).
 */
export function BusinessInfoForm({ info, roleName, create = false }: { info: BusinessInfo; roleName: string; create?: boolean }) {
  const common = useSnapshot(commonState)
  useEffect(() => {
    void ensureCommonData('jobConfig')
    void ensureCommonData('cities')
  }, [])
  const fields = useMemo(() => businessInfoFields().map((field) => (info.can_edit ? field : { ...field, disabled: true })), [info.can_edit])
  const sources = useMemo(
    () => ({ jobConfig: common.commonData.jobConfig as never, cities: common.commonData.cities as never }),
    [common.commonData.jobConfig, common.commonData.cities],
  )
  const ctx: ConfigFieldContext = { mode: 'update', fields, sources }
  const initialValues = useMemo(() => ({ ...info.values }), [info.values])

  const validate = (values: BusinessInfoValues) => toFormErrors(fields, validateFields(fields, values as never, { mode: 'update' }))
  const submit = async (values: BusinessInfoValues) => {
    const body = Object.fromEntries(fields.map((field) => [field.name, (values as never as Record<string, unknown>)[field.name] ?? null]))
    const saved = create ? await createOrganization(body) : await saveBusinessInfo(info.organization_id, body)
    if (!saved.success) return { [FORM_ERROR]: saved.error.message }
    toast.success(saved.data.message)
  }

  return (
    <>
      {!create && (
        <>
          <VerificationState info={info} />
          {/* the logo belongs to an organisation: it is added once the company is saved */}
          <LogoSection info={info} />
        </>
      )}
      <FinalForm<BusinessInfoValues> aria-label="Thông tin doanh nghiệp" initialValues={initialValues} validate={validate} onSubmit={submit}>
        <FormNote>{info.can_edit ? BUSINESS_INFO_TEXT.requiredNote : BUSINESS_INFO_TEXT.readOnly(roleName)}</FormNote>
        <Fields>
          {fields.map((field) => (
            <ConfigField key={field.name} field={field} ctx={ctx} />
          ))}
        </Fields>
        {info.can_edit && (
          <Footer>
            <FormSubmitError />
            <FormSubmit>{create ? BUSINESS_INFO_TEXT.create : BUSINESS_INFO_TEXT.save}</FormSubmit>
          </Footer>
        )}
      </FinalForm>
    </>
  )
}
