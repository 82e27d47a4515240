// "Email doanh nghiệp" on the business information page (docs/decisions/0022-organisation-email.md):
// the organisation's address on its own domain, verified by a link sent to it. The owner types an
// address (checked as typed against org-email-valid, 300 ms after the last key), sends the link and
// reads that it is on its way; every member sees the verified address and its domain.
import { styled } from '@linaria/react'
import { useEffect, useId, useState } from 'react'
import { useFormState } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { durationUntil, formatVnDate } from '../../../domain/dates'
import { normalizeOrgEmail, orgEmailProblem } from '../../../domain/organizations/org-email'
import { VERIFY_STATUS } from '../../../domain/organizations/statuses'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFieldState } from '../../../ui/form/final-form'
import { TextField } from '../../../ui/form/text-field'
import { Panel, PanelHead } from '../../../ui/panel'
import { color, radius } from '../../../ui/theme'
import { checkOrgEmail, sendOrgEmailLink, useOrgEmail } from '../api/org-email'
import type { OrgEmailCheck, OrgEmailState } from '../../../domain/contract/organizations'
import { Badge } from '../../../ui/badge'

export const ORG_EMAIL_TEXT = {
  title: 'Email doanh nghiệp',
  intro:
    'Email theo tên miền riêng của doanh nghiệp (ví dụ tuyendung@tencongty.vn) cho ứng viên thấy doanh nghiệp có thật. Doanh nghiệp đã được duyệt và có email đã xác thực mang trạng thái "Đã xác thực".',
  verified: 'Đã xác thực',
  verifiedMeta: (domain: string, date: string, by: string | null) => `Tên miền ${domain} · xác thực ngày ${date}${by ? ` bởi ${by}` : ''}`,
  none: 'Doanh nghiệp chưa có email được xác thực.',
  pending: (email: string, left: string) =>
    `Đã gửi liên kết xác thực tới ${email} (còn hiệu lực ${left}). Hãy mở hộp thư, kể cả mục Thư rác, và bấm vào liên kết trong email.`,
  expired: (email: string) => `Liên kết gửi tới ${email} đã hết hạn. Hãy gửi lại liên kết.`,
  unverified: (email: string) => `${email} chưa được xác thực. Hãy gửi liên kết xác thực.`,
  label: 'Email theo tên miền doanh nghiệp',
  changeLabel: 'Email mới',
  hint: 'Không dùng hộp thư miễn phí như Gmail, Yahoo, Outlook: ai cũng tạo được nên không chứng minh được doanh nghiệp.',
  checking: 'Đang kiểm tra email...',
  usable: 'Có thể dùng email này.',
  send: 'Gửi liên kết xác thực',
  resendIn: (seconds: number) => `Gửi lại sau ${seconds} giây`,
  change: 'Đổi email',
  cancel: 'Hủy',
  changeWarning: 'Đổi sang email khác thì doanh nghiệp tạm mất trạng thái "Đã xác thực" cho đến khi email mới được xác thực.',
  notOwner: (role: string) => `Chỉ chủ tài khoản doanh nghiệp đổi được email này. Bạn đang xem với vai trò ${role}.`,
  loading: 'Đang tải email doanh nghiệp...',
  failed: 'Không tải được email doanh nghiệp. Vui lòng thử lại.',
} as const

const CHECK_DELAY_MS = 300

const Current = styled.div`
  display: grid;
  gap: 4px;
  padding: 12px 16px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.bg};
  overflow-wrap: anywhere;
  &[data-verified='true'] {
    border-color: #b9e0cf;
    background: ${color.brandSoft};
  }
  strong {
    font-size: 16px;
  }
  small {
    color: ${color.muted};
    font-size: 14px;
  }
`

const Verified = styled(Badge)`
  margin-right: 8px;
`

const Form = styled(FinalForm)`
  display: grid;
  gap: 4px;
  max-width: 600px;
  > button {
    justify-self: start;
  }
`

const Line = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  &:empty {
    margin: 0;
  }
  &[data-tone='ok'] {
    color: ${color.green};
  }
  &[data-tone='warning'] {
    color: #8a4b00;
  }
  &[data-tone='muted'] {
    color: ${color.muted};
  }
`

const Note = styled.p`
  color: ${color.muted};
  font-size: 14px;
`

/** A countdown in whole seconds: started from an event, ticking down to zero. */
function useCountdown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])
  return [seconds, setSeconds]
}

/** The section, in a panel of its own; `roleName` says what a member who is not the owner is. */
export function OrgEmailSection({ organizationId, roleName }: { organizationId: number; roleName: string }) {
  const ids = useId()
  const { data, error } = useOrgEmail(organizationId)
  // kept here: the form starts afresh when the address changes, the wait before a resend does not
  const [wait, startWait] = useCountdown()
  return (
    <Panel aria-labelledby={`${ids}-title`}>
      <PanelHead>
        <h2 id={`${ids}-title`}>{ORG_EMAIL_TEXT.title}</h2>
        <p>{ORG_EMAIL_TEXT.intro}</p>
      </PanelHead>
      {data ? (
        <>
          <CurrentEmail state={data} />
          {data.can_edit ? (
            <OwnerForm key={`${data.email}:${data.verified}`} state={data} wait={wait} onSent={startWait} />
          ) : (
            <Note>{ORG_EMAIL_TEXT.notOwner(roleName)}</Note>
          )}
        </>
      ) : error ? (
        <p role="alert">{ORG_EMAIL_TEXT.failed}</p>
      ) : (
        <p role="status">{ORG_EMAIL_TEXT.loading}</p>
      )}
    </Panel>
  )
}

function CurrentEmail({ state }: { state: OrgEmailState }) {
  if (state.verified && state.email) {
    return (
      <Current data-verified="true">
        <strong>
          <Verified>{ORG_EMAIL_TEXT.verified}</Verified>
          {state.email}
        </strong>
        <small>{ORG_EMAIL_TEXT.verifiedMeta(state.domain ?? '', state.verified_at ? formatVnDate(state.verified_at) : '', state.verified_by)}</small>
      </Current>
    )
  }
  const line = !state.email
    ? ORG_EMAIL_TEXT.none
    : state.link && !state.link.expired
      ? ORG_EMAIL_TEXT.pending(state.email, durationUntil(state.link.expires_at))
      : state.link
        ? ORG_EMAIL_TEXT.expired(state.email)
        : ORG_EMAIL_TEXT.unverified(state.email)
  return (
    <Current role="status">
      <span>{line}</span>
    </Current>
  )
}

interface OrgEmailValues {
  email: string
}

const validateOrgEmail = formValidator(formStruct({ email: checkStruct<string | undefined>('email', (value) => orgEmailProblem(value ?? '')?.message) }))

function OwnerForm({ state, wait, onSent }: { state: OrgEmailState; wait: number; onSent: (seconds: number) => void }) {
  // a verified address is changed on purpose only: the form opens on "Đổi email"
  const [open, setOpen] = useState(!state.verified)
  const [initialValues] = useState<OrgEmailValues>(() => ({ email: state.verified ? '' : (state.email ?? '') }))

  if (!open) {
    return (
      <div>
        <GhostButton type="button" onClick={() => setOpen(true)}>
          {ORG_EMAIL_TEXT.change}
        </GhostButton>
      </div>
    )
  }

  const submit = async ({ email }: OrgEmailValues) => {
    const sent = await sendOrgEmailLink(state.organization_id, normalizeOrgEmail(email ?? ''))
    if (!sent.success) return { email: sent.error.message }
    toast.success(sent.data.message)
    onSent(sent.data.resend_after)
  }

  return (
    <>
      {state.verified && state.verify_status === VERIFY_STATUS.verified && <Note>{ORG_EMAIL_TEXT.changeWarning}</Note>}
      <Form<OrgEmailValues> aria-label={ORG_EMAIL_TEXT.title} onSubmit={submit} validate={validateOrgEmail} initialValues={initialValues}>
        <EmailField organizationId={state.organization_id} label={state.verified ? ORG_EMAIL_TEXT.changeLabel : ORG_EMAIL_TEXT.label} />
        <SendButton wait={wait} />
      </Form>
      {state.verified && (
        <div>
          {/* closing drops what was typed: the form opens empty again */}
          <GhostButton type="button" onClick={() => setOpen(false)}>
            {ORG_EMAIL_TEXT.cancel}
          </GhostButton>
        </div>
      )}
    </>
  )
}

/** The address, checked against org-email-valid as typed; its own rule and the server's refusal come first. */
function EmailField({ organizationId, label }: { organizationId: number; label: string }) {
  const id = useId()
  const { input, meta, error: fieldError } = useFieldState<string>('email')
  const value = input.value ?? ''
  const [check, setCheck] = useState<OrgEmailCheck | null>(null)
  const typed = normalizeOrgEmail(value)
  const debounced = useDebouncedValue(typed, CHECK_DELAY_MS)

  useEffect(() => {
    // an empty field is not checked; a check of an earlier value is not shown (see `current`)
    if (!debounced) return
    const controller = new AbortController()
    void checkOrgEmail(organizationId, debounced, controller.signal).then((result) => {
      if (!controller.signal.aborted && result.success) setCheck(result.data)
    })
    return () => controller.abort()
  }, [debounced, organizationId])

  const current = check && check.email === typed ? check : null
  // a half-typed address is not wrong yet: its format is judged once the person leaves the field
  const formatCodes = ['invalid', 'required', 'too_long']
  const touched = meta.touched || meta.submitFailed
  const error =
    (typeof fieldError === 'string' ? fieldError : undefined) ??
    (current && !current.valid && (touched || !formatCodes.includes(current.code ?? '')) ? (current.message ?? undefined) : undefined)
  const status = !typed || error ? null : !current ? ORG_EMAIL_TEXT.checking : current.valid ? (current.warning ?? ORG_EMAIL_TEXT.usable) : null
  const tone = current?.valid ? (current.warning ? 'warning' : 'ok') : 'muted'

  return (
    <TextField
      id={`${id}-email`}
      name="email"
      label={label}
      hint={ORG_EMAIL_TEXT.hint}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="tuyendung@tencongty.vn"
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
      after={
        <Line data-tone={tone} aria-live="polite">
          {status}
        </Line>
      }
    />
  )
}

function SendButton({ wait }: { wait: number }) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={submitting || wait > 0}>
      {wait > 0 ? ORG_EMAIL_TEXT.resendIn(wait) : ORG_EMAIL_TEXT.send}
    </Button>
  )
}
