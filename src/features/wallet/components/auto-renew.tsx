// "Tự động gia hạn" of one job (SPEC 7.9 jobservices settings; docs/decisions/0027-job-service-settings.md):
// a switch for each running day-service and the monthly spending cap of the renewals. Saving makes
// the saving member's wallet the one that pays them.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { useField, useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { formatMoney } from '../../../domain/money'
import type { JobServiceSettings } from '../../../domain/contract/wallet'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { CAP_RULE, JOB_SERVICES } from '../../../domain/wallet'
import { errorMessage } from '../../../lib/http'
import { Button } from '../../../ui/button'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { SwitchField } from '../../../ui/form/switch-field'
import { TextField } from '../../../ui/form/text-field'
import { Panel } from '../../../ui/panel'
import { color } from '../../../ui/theme'
import { saveJobServiceSettings, useJobServiceSettings } from '../api/job-services'

const Muted = styled.p`
  margin: 0;
  color: ${color.muted};
`

const Error = styled.p`
  margin: 0;
  color: ${color.red};
  font-weight: 600;
`

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9)
const withDots = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

interface SettingsValues {
  on: number[]
  cap: string
}

const validateSettings = formValidator(formStruct({ cap: CAP_RULE }))

function SettingsForm({ classifiedId, settings, onSaved }: { classifiedId: number; settings: JobServiceSettings; onSaved: (next: JobServiceSettings) => void }) {
  const [initialValues] = useState<SettingsValues>(() => ({
    on: settings.services.filter((s) => s.auto_renew).map((s) => s.service_id),
    cap: String(settings.monthly_cap ?? JOB_SERVICES.capDefault),
  }))
  const shown = settings.services.filter((s) => s.ends_at !== null || s.auto_renew)
  if (!shown.length) return <Muted>Tin chưa có dịch vụ theo ngày đang chạy (Top Ads, Hiển thị tin, Đẩy tin tự động).</Muted>
  const save = async ({ on, cap }: SettingsValues) => {
    const body = { auto_renew_service_ids: on, ...(cap ? { monthly_cap: Number(cap) } : {}) }
    const result = await saveJobServiceSettings(classifiedId, body)
    if (!result.success) return { cap: result.error.message }
    toast.success(result.data.message)
    onSaved(result.data)
  }
  return (
    <FinalForm<SettingsValues> onSubmit={save} validate={validateSettings} initialValues={initialValues}>
      {shown.map((s) => (
        <ServiceSwitch
          key={s.service_id}
          serviceId={s.service_id}
          label={`Tự động gia hạn ${s.service_name}`}
          hint={[s.renew_price ? `Gia hạn ${s.renew_price.name} - ${s.renew_price.price_text}` : null, s.end_date ? `khi hết hạn ngày ${s.end_date}` : 'dịch vụ đã hết hạn'].filter(Boolean).join(', ')}
        />
      ))}
      <CapField spent={settings.spent_this_month} />
      {settings.payer_name && !settings.is_payer && (
        <Muted>Tiền gia hạn đang trừ vào tài khoản của {settings.payer_name}; khi bạn lưu, tài khoản của bạn sẽ trả.</Muted>
      )}
      <SaveButton />
    </FinalForm>
  )
}

function ServiceSwitch({ serviceId, label, hint }: { serviceId: number; label: string; hint: string }) {
  const { input } = useField<number[]>('on', { subscription: { value: true } })
  const on = input.value || []
  return (
    <SwitchField
      label={label}
      checked={on.includes(serviceId)}
      onChange={(checked) => input.onChange(checked ? [...on, serviceId] : on.filter((id) => id !== serviceId))}
      hint={hint}
    />
  )
}

function CapField({ spent }: { spent: number }) {
  const field = useFormField('cap')
  return (
    <TextField
      {...field}
      label="Hạn mức chi tiêu mỗi tháng (đồng)"
      inputMode="numeric"
      autoComplete="off"
      value={withDots(field.value)}
      parse={digitsOnly}
      onChange={(value) => field.onChange(digitsOnly(value))}
      hint={`Đã gia hạn tháng này: ${formatMoney(spent)}. Từ ${formatMoney(JOB_SERVICES.capMin)} đến ${formatMoney(JOB_SERVICES.capMax)}.`}
    />
  )
}

function SaveButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <div>
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Đang lưu...' : 'Lưu cài đặt gia hạn'}
      </Button>
    </div>
  )
}

export function AutoRenewSettings({ classifiedId }: { classifiedId: number }) {
  const settings = useJobServiceSettings(classifiedId)
  return (
    <Panel aria-labelledby="auto-renew-title" data-auto-renew>
      <h2 id="auto-renew-title">Tự động gia hạn</h2>
      <Muted>
        Khi dịch vụ theo ngày hết hạn, hệ thống tự mua thêm đúng gói đó (trừ tiền khuyến mãi trước), trong hạn mức chi tiêu mỗi tháng của tin. Khi số dư hoặc hạn mức không đủ,
        tự động gia hạn tắt và bạn nhận thông báo.
      </Muted>
      {settings.error && <Error role="alert">{errorMessage(settings.error)}</Error>}
      {!settings.data && !settings.error && <p aria-busy="true">Đang tải cài đặt...</p>}
      {settings.data && (
        // a new answer (a purchase, a save) starts the form again from what is stored
        <SettingsForm
          key={JSON.stringify(settings.data)}
          classifiedId={classifiedId}
          settings={settings.data}
          onSaved={(next) => void settings.mutate(next, { revalidate: false })}
        />
      )}
    </Panel>
  )
}
