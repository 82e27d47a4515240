// The phone on the profile form (SPEC 4.2): the account's own number (and a profile's verified one)
// counts as verified; any other number needs "Lấy mã xác thực" (enabled for 10 digits starting 0),
// the SMS code, then "Xác thực số điện thoại thành công", the "Đã xác thực" badge and a locked input
// ("Đổi số điện thoại" unlocks it). A verified number another account's profile already holds shows
// the hint to view that profile (by signing in to that account) or carry on with a new one. The code
// is a form of its own inside the profile's (FinalFormGroup, decision 0037): six digits as the API's
// rule says (rules.otpCode) with this page's sentence, the API's refusal the code's message.
import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useForm, useFormState } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { FieldConfig } from '../../../domain/forms/field-config'
import { PROFILE_MSG } from '../../../domain/profile/messages'
import type { PhoneOwner } from '../../../domain/profile/types'
import { rules } from '../../../domain/validation/rules'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { RequiredStar } from '../../../ui/form/field-frame'
import { FinalFormGroup, FormGroupSubmit, FormOtpField, useFieldState } from '../../../ui/form/final-form'
import { PhoneField } from '../../../ui/form/text-field'
import { color, radius } from '../../../ui/theme'
import { getPhoneOwner } from '../api/get-phone-owner'
import { sendPhoneOtp } from '../api/send-phone-otp'
import { verifyPhoneOtp } from '../api/verify-phone-otp'
import { isPhoneTrusted, samePhone, type ProfileFormValues } from '../form-values'

export const PHONE_TEXT = {
  getCode: 'Lấy mã xác thực',
  verified: 'Xác thực số điện thoại thành công',
  badge: 'Đã xác thực',
  change: 'Đổi số điện thoại',
  codeLabel: 'Mã xác thực',
  confirm: 'Xác thực',
  resend: 'Gửi lại mã',
  resendIn: (seconds: number) => `Gửi lại mã sau ${seconds} giây`,
  sent: (phone: string) => `Mã xác thực gồm 6 chữ số đã được gửi tới ${phone}.`,
  codeRequired: 'Vui lòng nhập mã xác thực gồm 6 chữ số',
  hasProfile: 'Số điện thoại này đã có hồ sơ trước đó bạn có thể xem lại hồ sơ cũ',
  hasProfileLink: 'tại đây',
  skip: 'Hoặc có thể bỏ qua để tiếp tục tạo hồ sơ mới',
} as const

const PHONE_PATTERN = /^0\d{9}$/

interface CodeValues {
  code?: string
}

/** The API's six digits (rules.otpCode), said as this page has always said it. */
const validateCode = formValidator(
  formStruct({ code: { ...rules.otpCode, required: PHONE_TEXT.codeRequired, pattern: { ...rules.otpCode.pattern, message: PHONE_TEXT.codeRequired } } }),
)

export interface PhoneOwnerState {
  owner: PhoneOwner | null
  setOwner: (owner: PhoneOwner | null) => void
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  margin-right: 8px;
  padding: 0 10px;
  border-radius: 999px;
  background: ${color.brandSoft};
  color: ${color.green};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: -8px 0 16px;
  p {
    margin: 0;
  }
`

const Success = styled.p`
  margin: 0;
  color: ${color.green};
  font-weight: 600;
`

const OtpBox = styled(FinalFormGroup)`
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.bg};
  > p {
    margin: 0 0 8px;
  }
`

const Notice = styled.div`
  margin: 0 0 16px;
  padding: 12px;
  border-left: 4px solid #d97706;
  border-radius: ${radius.sm};
  background: #fff7e6;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
  }
  a {
    color: ${color.brandDark};
    font-weight: 600;
  }
`

/** Seconds left of `seconds` counted from `since` (ms), ticking every second. */
function useCountdown(since: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (since === null) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [since])
  if (since === null) return 0
  return Math.max(0, seconds - Math.floor((Math.max(now, since) - since) / 1000))
}

export function PhoneVerificationField({
  field,
  trustedPhones,
  owner,
}: {
  field: FieldConfig
  trustedPhones: string[]
  owner: PhoneOwnerState
}) {
  const form = useForm<ProfileFormValues>()
  const { values } = useFormState<ProfileFormValues>({ subscription: { values: true } })
  const { input, meta, error } = useFieldState<string | null>(field.name)
  const phone = input.value ?? ''
  const verified = isPhoneTrusted(phone, values, { trustedPhones })
  const [editing, setEditing] = useState(false)
  const locked = verified && !editing
  const [otp, setOtp] = useState<{ phone: string; sentAt: number; resendAfter: number } | null>(null)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string | undefined>()
  const wait = useCountdown(otp?.sentAt ?? null, otp?.resendAfter ?? 0)
  const inputRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const otpOpen = !!otp && samePhone(otp.phone, phone) && !verified
  // Typing one's own (or an already verified) number back locks the input again.
  const wasVerified = useRef(verified)
  useEffect(() => {
    if (verified && !wasVerified.current) setEditing(false)
    wasVerified.current = verified
  }, [verified])
  // "Not verified yet" is what the buttons below already say: it turns red only after a submit.
  const shownError = typeof error === 'string' && (error !== PROFILE_MSG.phoneNotVerified || meta.submitFailed) ? error : undefined

  const send = async () => {
    if (sending || !PHONE_PATTERN.test(phone)) return
    setSending(true)
    setSendError(undefined)
    const result = await sendPhoneOtp(phone)
    setSending(false)
    if (!result.success) {
      setSendError(result.error.message)
      toast.error(result.error.message)
      return
    }
    // a new code: the code's form starts again (it is keyed by the time it was sent)
    setOtp({ phone, sentAt: Date.now(), resendAfter: result.data.resend_after })
    window.setTimeout(() => codeRef.current?.focus(), 0)
  }

  const verify = async ({ code = '' }: CodeValues) => {
    if (!otp) return
    const result = await verifyPhoneOtp(otp.phone, code)
    if (!result.success) return { code: result.error.message }
    const token = result.data.verify_token
    form.batch(() => {
      form.change('verified_phone', otp.phone)
      form.change('verify_token', token)
    })
    setOtp(null)
    setEditing(false)
    const ownerResult = await getPhoneOwner(otp.phone, token)
    owner.setOwner(ownerResult.success ? ownerResult.data : null)
    inputRef.current?.focus()
  }

  const otherProfile = owner.owner && owner.owner.has_profile && !owner.owner.is_own && samePhone(owner.owner.phone, phone)

  return (
    <div>
      <PhoneField
        ref={inputRef}
        name={field.name}
        label={field.label}
        marker={field.is_required ? <RequiredStar /> : undefined}
        placeholder={field.placeholder}
        required={field.is_required}
        readOnly={locked}
        value={phone}
        hint={field.tooltip}
        error={shownError}
        trailing={verified ? <Badge>{PHONE_TEXT.badge}</Badge> : undefined}
        onChange={(next) => {
          input.onChange(next)
          setSendError(undefined)
        }}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      />
      {verified ? (
        <Actions>
          <Success role="status">
            {PHONE_TEXT.verified}
          </Success>
          {locked && (
            <GhostButton
              type="button"
              onClick={() => {
                setEditing(true)
                window.setTimeout(() => inputRef.current?.focus(), 0)
              }}
            >
              {PHONE_TEXT.change}
            </GhostButton>
          )}
        </Actions>
      ) : (
        !otpOpen && (
          <Actions>
            <Button type="button" disabled={!PHONE_PATTERN.test(phone) || sending} onClick={send}>
              {PHONE_TEXT.getCode}
            </Button>
            {sendError && <p role="alert">{sendError}</p>}
          </Actions>
        )
      )}
      {otpOpen && (
        <OtpBox<CodeValues> key={otp.sentAt} onSubmit={verify} validate={validateCode}>
          <p role="status">{PHONE_TEXT.sent(otp.phone)}</p>
          <FormOtpField ref={codeRef} name="code" label={PHONE_TEXT.codeLabel} />
          <Actions style={{ margin: 0 }}>
            <FormGroupSubmit>{PHONE_TEXT.confirm}</FormGroupSubmit>
            <GhostButton type="button" disabled={wait > 0 || sending} onClick={send}>
              {wait > 0 ? PHONE_TEXT.resendIn(wait) : PHONE_TEXT.resend}
            </GhostButton>
          </Actions>
        </OtpBox>
      )}
      {otherProfile && (
        <Notice role="status">
          <p>
            {PHONE_TEXT.hasProfile} <Link to={routes.login(routes.jobseeker)}>{PHONE_TEXT.hasProfileLink}</Link>
          </p>
          <p>{PHONE_TEXT.skip}</p>
        </Notice>
      )}
    </div>
  )
}
