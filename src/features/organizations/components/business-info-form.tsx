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
import { saveBusinessInfo } from '../api/business-info'
import { FormNote } from '../../../ui/form/form-note'
import { LogoSection } from './logo-section'
import { VerificationState } from './verification-state'

export const BUSINESS_INFO_TEXT = {
  save: 'Lưu thông tin',
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

export function BusinessInfoForm({ info, roleName }: { info: BusinessInfo; roleName: string }) {
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
    const saved = await saveBusinessInfo(info.organization_id, body)
    if (!saved.success) return { [FORM_ERROR]: saved.error.message }
    toast.success(saved.data.message)
  }

  return (
    <>
      <VerificationState info={info} />
      <LogoSection info={info} />
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
            <FormSubmit>{BUSINESS_INFO_TEXT.save}</FormSubmit>
          </Footer>
        )}
      </FinalForm>
    </>
  )
}
