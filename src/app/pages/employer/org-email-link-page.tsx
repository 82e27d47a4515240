// /xac-thuc-email-doanh-nghiep?token=...: where the link of the organisation's e-mail verification
// lands (docs/decisions/0022-organisation-email.md). Prerendered without a token: the page reads it in
// the browser, takes it out of the address, and opens the link (email-verify/login). The owner who
// asked is signed in as after a login (the key, exchanged by the bootstrap after a fresh page load):
// at once in a browser that owner used before, after a code sent by SMS in any other.
import { styled } from '@linaria/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFormState } from 'react-final-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { leaveTo } from '../../../features/auth/redirect'
import { userState } from '../../../features/auth/state'
import { openOrgEmailLink, sendOrgEmailSignInCode } from '../../../features/organizations/api/org-email'
import type { OrgEmailOpened } from '../../../domain/contract/organizations'
import { VERIFY_STATUS } from '../../../domain/organizations/statuses'
import { rules } from '../../../domain/validation/rules'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { routes } from '../../../lib/paths'
import { useHydrated } from '../../../lib/use-hydrated'
import { Button, ButtonLink, GhostButton } from '../../../ui/button'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { OTP_LENGTH, OtpInput } from '../../../ui/form/otp-input'
import { ErrorText } from '../../../ui/form/text-field'
import { GhostLink, PageStack, Panel } from '../../../ui/panel'
import { color, radius } from '../../../ui/theme'
import { WalletPageHead } from '../wallet/wallet-page-head'

export const LINK_TEXT = {
  title: 'Xác thực email doanh nghiệp',
  intro: 'Liên kết trong email xác nhận địa chỉ đó là email của doanh nghiệp, rồi đưa chủ tài khoản về trang quản lý doanh nghiệp.',
  opening: 'Đang xác thực liên kết...',
  missing: 'Liên kết không đầy đủ. Hãy mở lại liên kết trong email xác thực, hoặc gửi liên kết mới từ trang Thông tin doanh nghiệp.',
  failedTitle: 'Chưa xác thực được email',
  retry: 'Thử lại',
  status: {
    [VERIFY_STATUS.verified]: 'Doanh nghiệp đã được duyệt nên giờ mang trạng thái "Đã xác thực".',
    [VERIFY_STATUS.waitingApproved]: 'Hồ sơ doanh nghiệp đang chờ duyệt; khi được duyệt, doanh nghiệp sẽ mang trạng thái "Đã xác thực".',
  } as Record<number, string>,
  statusToSubmit: 'Gửi hồ sơ doanh nghiệp để nhân viên duyệt (trang Thông tin doanh nghiệp); khi được duyệt, doanh nghiệp sẽ mang trạng thái "Đã xác thực".',
  signedInAs: (name: string) => `Bạn đang đăng nhập với tài khoản ${name}.`,
  back: 'Về trang Thông tin doanh nghiệp',
  signInTitle: 'Đăng nhập trên trình duyệt này',
  signInWhy: (phone: string) =>
    `Trình duyệt này chưa từng đăng nhập tài khoản đã gửi liên kết. Để chắc chắn đó là bạn, hãy nhận mã qua SMS tới số ${phone} của tài khoản.`,
  sendCode: 'Gửi mã qua SMS',
  resendIn: (seconds: number) => `Gửi lại mã sau ${seconds} giây`,
  resend: 'Gửi lại mã',
  codeSent: (phone: string) => `Đã gửi mã tới ${phone}. Mã có hiệu lực 5 phút.`,
  codeLabel: 'Mã xác thực',
  codeRequired: `Nhập đủ ${OTP_LENGTH} chữ số của mã.`,
  signIn: 'Đăng nhập',
  orPassword: 'Đăng nhập bằng mật khẩu',
  notYou: 'Không phải chủ tài khoản? Bạn không cần làm gì thêm: email đã được xác thực.',
} as const

/** The token (until the link is done with) and the result, kept for this tab across the sign-in's page load. */
const STORE_KEY = 'org-email-link'
interface Stored {
  token?: string
  result?: OrgEmailOpened
}
const readStored = (): Stored => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? '{}') as Stored
  } catch {
    return {}
  }
}
const store = (value: Stored) => window.sessionStorage.setItem(STORE_KEY, JSON.stringify(value))


type View =
  | { kind: 'opening' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'done'; result: OrgEmailOpened }
  | { kind: 'code'; result: OrgEmailOpened; token: string }

const Result = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 16px;
  border: 1px solid #b9e0cf;
  border-radius: ${radius.md};
  background: ${color.brandSoft};
  overflow-wrap: anywhere;
  strong {
    font-size: 17px;
  }
`

const Problem = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 16px;
  border-left: 3px solid ${color.red};
  background: ${color.bg};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Muted = styled.p`
  color: ${color.muted};
  font-size: 14px;
`

/** Where this page load starts: the token in the address (or kept for this tab), else a result kept from before the sign-in's page load. */
function startingPoint(search: string): { token: string | null; fromUrl: boolean; result: OrgEmailOpened | null } {
  const fromUrl = new URLSearchParams(search).get('token')
  const stored = readStored()
  return { token: fromUrl ?? stored.token ?? null, fromUrl: fromUrl !== null, result: stored.result ?? null }
}

export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  // read once, in the browser: the address loses its token right after
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entry = useMemo(() => (hydrated ? startingPoint(location.search) : null), [hydrated])
  const [view, setView] = useState<View | null>(null)
  const started = useRef(false)

  const open = async (token: string, code?: string) => {
    const opened = await openOrgEmailLink(token, code)
    if (!opened.success) {
      // a network failure may be tried again; a refused link may not
      const retry = opened.error.code === 'error'
      if (!retry) store({})
      return { ok: false as const, message: opened.error.message, retry }
    }
    const result = opened.data
    if (result.sign_in === 'key' && result.request_id) {
      store({ result })
      // a fresh page load: the bootstrap exchanges the key for a token, as after a login
      leaveTo(`${routes.orgEmailLink}?key=${encodeURIComponent(result.request_id)}`)
      return { ok: true as const }
    }
    if (result.sign_in === 'code') {
      store({ token, result })
      setView({ kind: 'code', result, token })
    } else {
      store({ result })
      setView({ kind: 'done', result })
    }
    return { ok: true as const }
  }

  const start = async (token: string) => {
    const outcome = await open(token)
    if (!outcome.ok) setView({ kind: 'failed', message: outcome.message, retry: outcome.retry })
  }

  useEffect(() => {
    if (!entry?.token || started.current) return
    started.current = true
    if (entry.fromUrl) {
      // the token leaves the address bar (history, screenshots, a shared screen); this tab keeps it
      store({ token: entry.token })
      const params = new URLSearchParams(location.search)
      params.delete('token')
      const rest = params.toString()
      void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true })
    }
    void start(entry.token)
    // once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry])

  const shown: View =
    view ?? (!entry || entry.token ? { kind: 'opening' } : entry.result ? { kind: 'done', result: entry.result } : { kind: 'missing' })

  return (
    <PageStack>
      <WalletPageHead title={LINK_TEXT.title} intro={LINK_TEXT.intro} />
      <Panel aria-label={LINK_TEXT.title} aria-busy={shown.kind === 'opening'}>
        {shown.kind === 'opening' && <p role="status">{LINK_TEXT.opening}</p>}
        {shown.kind === 'missing' && <Failed message={LINK_TEXT.missing} />}
        {shown.kind === 'failed' && (
          <Failed
            message={shown.message}
            onRetry={
              shown.retry
                ? () => {
                    setView({ kind: 'opening' })
                    void start(readStored().token ?? '')
                  }
                : undefined
            }
          />
        )}
        {shown.kind === 'done' && <Done result={shown.result} />}
        {shown.kind === 'code' && (
          <CodeSignIn
            view={shown}
            onCode={async (code) => {
              const outcome = await open(shown.token, code)
              return outcome.ok ? null : outcome.message
            }}
          />
        )}
      </Panel>
    </PageStack>
  )
}

function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <>
      <Problem role="alert">
        <strong>{LINK_TEXT.failedTitle}</strong>
        <p>{message}</p>
      </Problem>
      <Actions>
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            {LINK_TEXT.retry}
          </Button>
        )}
        <GhostLink to={routes.businessInfo}>{LINK_TEXT.back}</GhostLink>
      </Actions>
    </>
  )
}

function Verified({ result }: { result: OrgEmailOpened }) {
  return (
    <Result role="status">
      <strong>{result.message}</strong>
      <p>{LINK_TEXT.status[result.verify_status] ?? LINK_TEXT.statusToSubmit}</p>
    </Result>
  )
}

function Done({ result }: { result: OrgEmailOpened }) {
  const user = useSnapshot(userState).user
  const name = user?.full_name ?? user?.phone
  return (
    <>
      <Verified result={result} />
      {name && <p>{LINK_TEXT.signedInAs(name)}</p>}
      <Actions>
        <ButtonLink to={routes.businessInfo}>{LINK_TEXT.back}</ButtonLink>
      </Actions>
    </>
  )
}

/** The sign-in code: the domain's rule for a code (six digits), with this page's sentence. */
const validateCode = formValidator(
  formStruct({
    code: { ...rules.otpCode, required: LINK_TEXT.codeRequired, pattern: { ...rules.otpCode.pattern, message: LINK_TEXT.codeRequired } },
  }),
)

function CodeSignIn({
  view,
  onCode,
}: {
  view: Extract<View, { kind: 'code' }>
  onCode: (code: string) => Promise<string | null>
}) {
  const phone = view.result.phone_hint ?? ''
  const [sent, setSent] = useState(false)
  // a failed (re)send of the code: shown until the code changes or a send succeeds
  const [sendError, setSendError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [wait, setWait] = useState(0)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const sendCode = async () => {
    setSending(true)
    setSendError(null)
    const result = await sendOrgEmailSignInCode(view.token)
    setSending(false)
    if (result.success) {
      setSent(true)
      setWait(result.data.resend_after)
    } else setSendError(result.error.message)
  }

  const submit = async ({ code }: { code: string }) => {
    const problem = await onCode(code)
    if (problem) return { code: problem }
  }

  return (
    <>
      <Verified result={view.result} />
      <h2>{LINK_TEXT.signInTitle}</h2>
      <p>{LINK_TEXT.signInWhy(phone)}</p>
      {sent ? (
        <FinalForm<{ code: string }> aria-label={LINK_TEXT.signInTitle} onSubmit={submit} validate={validateCode}>
          <CodeField phone={phone} sendError={sendError} onTyped={() => setSendError(null)} />
          <Actions>
            <SignInButton sending={sending} />
            <GhostButton type="button" disabled={sending || wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? LINK_TEXT.resendIn(wait) : LINK_TEXT.resend}
            </GhostButton>
          </Actions>
        </FinalForm>
      ) : (
        <>
          {sendError && <ErrorText role="alert">{sendError}</ErrorText>}
          <Actions>
            <Button type="button" disabled={sending} onClick={() => void sendCode()}>
              {LINK_TEXT.sendCode}
            </Button>
            <GhostLink to={routes.login(routes.businessInfo)}>{LINK_TEXT.orPassword}</GhostLink>
          </Actions>
        </>
      )}
      <Muted>{LINK_TEXT.notYou}</Muted>
    </>
  )
}

function CodeField({ phone, sendError, onTyped }: { phone: string; sendError: string | null; onTyped: () => void }) {
  const field = useFormField('code')
  const codeInput = useRef<HTMLInputElement>(null)
  // the code field takes the focus once it shows (an effect: a hidden tab draws no frame)
  useEffect(() => codeInput.current?.focus(), [])
  return (
    <OtpInput
      {...field}
      ref={codeInput}
      label={LINK_TEXT.codeLabel}
      hint={LINK_TEXT.codeSent(phone)}
      onChange={(next) => {
        field.onChange(next)
        onTyped()
      }}
      error={field.error ?? sendError ?? undefined}
      required
    />
  )
}

function SignInButton({ sending }: { sending: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={sending || submitting}>
      {LINK_TEXT.signIn}
    </Button>
  )
}
