// The profile form's own widgets on top of the form engine's registry (src/ui/form/config-field.tsx):
// the phone with its OTP check, the work history group, and the "Gợi ý" button of auto_ai textareas.
import { createContext, useContext, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useForm } from 'react-final-form'
import { GhostButton } from '../../../ui/button'
import { TextareaConfigField, type ConfigFieldContext, type Widget } from '../../../ui/form/config-field'
import { useFieldState } from '../../../ui/form/final-form'
import { suggestSelfDescription } from '../api/suggest-self-description'
import { toPayload, type FormMode, type ProfileFormValues } from '../form-values'
import { PhoneVerificationField, type PhoneOwnerState } from './phone-verification-field'
import { WorkHistoryField } from './work-history-field'

export const SUGGEST_TEXT = {
  button: 'Gợi ý',
  pending: 'Đang viết gợi ý...',
  done: 'Đã điền phần giới thiệu gợi ý, bạn có thể chỉnh sửa lại.',
} as const

/** What the profile's widgets need beyond their config: numbers already trusted, the phone's owner check. */
export const ProfileFormExtras = createContext<{ trustedPhones: string[]; phoneOwner: PhoneOwnerState }>({
  trustedPhones: [],
  phoneOwner: { owner: null, setOwner: () => undefined },
})

function SuggestButton({ ctx, onText }: { ctx: ConfigFieldContext; onText: (text: string) => void }) {
  const { trustedPhones } = useContext(ProfileFormExtras)
  const form = useForm<ProfileFormValues>()
  const [pending, setPending] = useState(false)
  const suggest = async () => {
    if (pending) return
    setPending(true)
    const { consent: _consent, verify_token: _token, take_over_phone: _take, ...values } = toPayload(
      ctx.fields,
      form.getState().values,
      ctx.mode as FormMode,
      { trustedPhones },
    )
    const result = await suggestSelfDescription(values)
    setPending(false)
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    onText(result.data.text)
    toast.success(SUGGEST_TEXT.done)
  }
  return (
    <GhostButton type="button" onClick={suggest} aria-disabled={pending || undefined}>
      {pending ? SUGGEST_TEXT.pending : SUGGEST_TEXT.button}
    </GhostButton>
  )
}

const SuggestingTextarea: Widget = ({ field, ctx }) => {
  const { input } = useFieldState<string | null>(field.name)
  const action = field.auto_ai ? (
    <SuggestButton
      ctx={ctx}
      onText={(text) => {
        input.onChange(text)
        input.onBlur()
      }}
    />
  ) : undefined
  return <TextareaConfigField field={field} ctx={ctx} action={action} />
}

export const DELETED_JOB_TYPES = 'Một số ngành nghề bạn chọn đã ngừng sử dụng, vui lòng bỏ chọn và chọn ngành nghề khác.'

const PhoneWidget: Widget = ({ field }) => {
  const { trustedPhones, phoneOwner } = useContext(ProfileFormExtras)
  return <PhoneVerificationField field={field} trustedPhones={trustedPhones} owner={phoneOwner} />
}

/** The widgets the profile form adds to the registry (stable components: they keep their state). */
export const PROFILE_WIDGETS: ConfigFieldContext['widgets'] = {
  byType: {
    phone: PhoneWidget,
    textarea: SuggestingTextarea,
    work_history: ({ field }) => <WorkHistoryField field={field} />,
  },
}
