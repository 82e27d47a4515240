// The business information form (/dashboard/thong-tin-doanh-nghiep): the field configs of
// src/domain/organizations/fields.ts rendered by the form engine and validated by the same rules as
// the API. The verification state heads it; members who are not the owner read it, fields disabled.
import { styled } from '@linaria/react'
import { useEffect, useMemo } from 'react'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import { formatVnDate } from '../../../domain/dates'
import { validateFields } from '../../../domain/forms/validate'
import { businessInfoFields, type BusinessInfo, type BusinessInfoValues } from '../../../domain/organizations/fields'
import { VERIFY_STATUS, VERIFY_STATUS_LABELS } from '../../../domain/organizations/statuses'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { toFormErrors } from '../../../ui/form/config-errors'
import { ConfigField, type ConfigFieldContext } from '../../../ui/form/config-field'
import { FinalForm, FORM_ERROR, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { color, radius } from '../../../ui/theme'
import { saveBusinessInfo } from '../api/business-info'
import { FormNote } from '../../../ui/form/form-note'

export const BUSINESS_INFO_TEXT = {
  save: 'Lưu thông tin',
  requiredNote: 'Các mục có dấu * là bắt buộc.',
  state: 'Trạng thái xác thực',
  partner: 'Đối tác',
  verifiedHint: 'Doanh nghiệp đã được xác thực. Đổi loại hình, tên hoặc mã số thuế thì cần xác thực lại.',
  unverifiedHint: 'Thông tin đầy đủ, đúng tên và mã số thuế như trên giấy chứng nhận đăng ký là điều kiện để doanh nghiệp được xác thực.',
  readOnly: (role: string) => `Chỉ chủ tài khoản doanh nghiệp sửa được thông tin này. Bạn đang xem với vai trò ${role}.`,
  updated: (date: string, name: string | null) => `Cập nhật lần cuối ngày ${date}${name ? ` bởi ${name}` : ''}.`,
} as const

const State = styled.section`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.line};
  background: ${color.bg};
  &[data-verified='true'] {
    border-color: #b9e0cf;
    background: ${color.brandSoft};
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`

const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: ${color.brand};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
`

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

const verifiedStates: number[] = [VERIFY_STATUS.verified, VERIFY_STATUS.approved]

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
  const verified = verifiedStates.includes(info.verify_status)
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
      <State data-verified={verified} aria-labelledby="business-state-title">
        <h2 id="business-state-title">
          {BUSINESS_INFO_TEXT.state}: {VERIFY_STATUS_LABELS[info.verify_status] ?? VERIFY_STATUS_LABELS[VERIFY_STATUS.waitingVerify]}
          {info.is_partner && <Badge>{BUSINESS_INFO_TEXT.partner}</Badge>}
        </h2>
        <p>{verified ? BUSINESS_INFO_TEXT.verifiedHint : BUSINESS_INFO_TEXT.unverifiedHint}</p>
        {info.updated_at && <p>{BUSINESS_INFO_TEXT.updated(formatVnDate(info.updated_at), info.updated_by)}</p>}
      </State>
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
