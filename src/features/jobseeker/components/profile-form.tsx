// The job-seeker profile form (create and edit), rendered from the field configs the API serves
// (GET /job/v1/jobseekers/fields): each config becomes its field component (profile-field.tsx),
// validation is the shared domain rules, and the body goes to POST or PUT. Loads final-form, the
// cropper and the dropzone: only the profile pages import it (both are lazy routes).
import { styled } from '@linaria/react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import type { FieldConfig } from '../../../domain/forms/field-config'
import type { Jobseeker, PhoneOwner } from '../../../domain/profile/types'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { GhostButton } from '../../../ui/button'
import { FinalForm, FORM_ERROR, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { createProfile } from '../api/create-profile'
import { useProfileFields } from '../api/get-profile-fields'
import { updateProfile } from '../api/update-profile'
import { initialFormValues, samePhone, toPayload, validateForm, type FormMode, type ProfileFormValues } from '../form-values'
import type { MultiSelectOption } from '../../../ui/form/multi-select-field'
import { ConfigField, type ConfigFieldContext } from '../../../ui/form/config-field'
import { DELETED_JOB_TYPES, PROFILE_WIDGETS, ProfileFormExtras } from './profile-field'
import { FormNote } from '../../../ui/form/form-note'

export const PROFILE_FORM_TEXT = {
  create: 'Tạo hồ sơ',
  save: 'Lưu thay đổi',
  cancel: 'Hủy',
  loading: 'Đang tải biểu mẫu hồ sơ...',
  loadFailed: 'Không tải được biểu mẫu hồ sơ, vui lòng tải lại trang.',
  retry: 'Thử lại',
  requiredNote: 'Các mục có dấu * là bắt buộc.',
} as const

const Footer = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 8px;
`

export interface ProfileFormProps {
  mode: FormMode
  /** The saved profile (edit), else null. */
  profile: Jobseeker | null
  /** Initial values (the page builds them once: a saved profile, or the teaser and own phone). */
  initialValues: ProfileFormValues
  /** Numbers that count as verified without an OTP. */
  trustedPhones: string[]
  /** Called with the saved profile after a successful create or update. */
  onSaved: (profile: Jobseeker) => void | Promise<void>
  onCancel?: () => void
  /** Accessible name of the form. */
  label: string
  /** Tests pass the configs directly; pages load them from the API. */
  fields?: FieldConfig[]
}

export function ProfileForm(props: ProfileFormProps) {
  const loaded = useProfileFields()
  const fields = props.fields ?? loaded.data?.fields
  const common = useSnapshot(commonState)
  useEffect(() => {
    void ensureCommonData('jobConfig')
    void ensureCommonData('cities')
  }, [])
  if (!fields) {
    if (loaded.error) {
      return (
        <div role="alert">
          <p>{PROFILE_FORM_TEXT.loadFailed}</p>
          <GhostButton type="button" onClick={() => void loaded.mutate()}>
            {PROFILE_FORM_TEXT.retry}
          </GhostButton>
        </div>
      )
    }
    return <p role="status">{PROFILE_FORM_TEXT.loading}</p>
  }
  return (
    <ProfileFormBody
      {...props}
      fields={fields}
      sources={{ jobConfig: common.commonData.jobConfig as never, cities: common.commonData.cities as never }}
    />
  )
}

function ProfileFormBody({
  mode,
  profile,
  initialValues,
  trustedPhones,
  onSaved,
  onCancel,
  label,
  fields,
  sources,
}: ProfileFormProps & { fields: FieldConfig[]; sources: ConfigFieldContext['sources'] }) {
  const [owner, setOwner] = useState<PhoneOwner | null>(null)
  // the configs' defaults under what the page gave (kept once: final-form must not reinitialise)
  const [startValues] = useState<ProfileFormValues>(() => ({ ...initialFormValues(fields, {}), ...initialValues }))
  const deletedJobTypes = useMemo<MultiSelectOption[]>(
    () => (profile?.job_types ?? []).filter((type) => type.is_deleted).map(({ id, name }) => ({ id, name, deleted: true })),
    [profile],
  )
  const ctx: ConfigFieldContext = {
    mode,
    fields,
    sources,
    retired: { options: { job_types: deletedJobTypes }, hint: DELETED_JOB_TYPES },
    widgets: PROFILE_WIDGETS,
  }

  const submit = async (values: ProfileFormValues) => {
    const takeOverPhone = !!owner && owner.has_profile && !owner.is_own && samePhone(owner.phone, values.phone)
    const body = toPayload(fields, values, mode, { trustedPhones, takeOverPhone })
    const result = mode === 'create' || !profile ? await createProfile(body) : await updateProfile(profile.user_id, body)
    if (!result.success) {
      const { code, message } = result.error
      toast.error(message)
      if (code === 'phone_has_profile') {
        setOwner({ phone: values.phone ?? '', has_profile: true, is_own: false })
        return { phone: message }
      }
      if (code === 'phone_not_verified' || code === 'verify_token_invalid') return { phone: message }
      if (code === 'consent_required') return { consent: message }
      return { [FORM_ERROR]: message }
    }
    await onSaved(result.data)
  }

  return (
    <FinalForm<ProfileFormValues>
      aria-label={label}
      initialValues={startValues}
      validate={(values) => validateForm(fields, values, mode, { trustedPhones })}
      onSubmit={submit}
    >
      <FormNote>{PROFILE_FORM_TEXT.requiredNote}</FormNote>
      <ProfileFormExtras.Provider value={{ trustedPhones, phoneOwner: { owner, setOwner } }}>
        {fields.map((field) => (
          <ConfigField key={field.name} field={field} ctx={ctx} />
        ))}
      </ProfileFormExtras.Provider>
      <Footer>
        <FormSubmitError />
        <FormSubmit>{mode === 'create' ? PROFILE_FORM_TEXT.create : PROFILE_FORM_TEXT.save}</FormSubmit>
        {onCancel && (
          <GhostButton type="button" onClick={onCancel}>
            {PROFILE_FORM_TEXT.cancel}
          </GhostButton>
        )}
      </Footer>
    </FinalForm>
  )
}
