// Promo card of SPEC 2.6: a teaser form (full name, phone, e-mail) inviting visitors to create a
// free profile. The values are cached as jobseeker_data for the create-profile page to pick up.
// Features do not import each other: the app passes the user's state in (from userState).
// Three fields need no form library: plain state keeps final-form out of the home page's first load.
import { styled } from '@linaria/react'
import { useId, useState, type FormEvent, type HTMLAttributes } from 'react'
import { useNavigate } from 'react-router-dom'
import { LIMITS } from '../../../domain/constants'
import { saveJobseekerDraft } from '../../../lib/jobseeker-draft'
import { routes } from '../../../lib/paths'
import { Button, ButtonLink } from '../../../ui/button'
import { color, controlBox, cardBox } from '../../../ui/theme'

export const CREATE_PROFILE_EVENT = 'click_create_profile'

export interface PromoCardProps {
  /** userState.authorized */
  authorized: boolean
  /** userState.jobseeker !== null */
  hasProfile: boolean
}

interface TeaserValues {
  full_name?: string
  phone?: string
  email?: string
}

const FIELD_ORDER = ['full_name', 'phone', 'email'] as const
type Checks = typeof import('./teaser-checks')
let checks: Checks | null = null
/** The checks load once someone starts on the form (focus or pointer), and before a submit is judged. */
const loadChecks = (): Promise<Checks> => import('./teaser-checks').then((m) => (checks = m))

const Card = styled.section`
  padding: 20px;
  ${cardBox}
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
    color: ${color.brandDark};
  }
  > p {
    margin: 0 0 16px;
    color: ${color.muted};
  }
`

const Row = styled.div`
  margin-bottom: 12px;
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 14px;
  }
  input {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    ${controlBox}
  }
  input:focus-visible {
    border-color: ${color.focus};
  }
  input[aria-invalid='true'] {
    border-color: ${color.red};
  }
`

const ErrorText = styled.p`
  margin: 4px 0 0;
  color: ${color.red};
  font-size: 14px;
`

const Submit = styled(Button)`
  width: 100%;
  margin-top: 4px;
`

const ProfileLink = styled(ButtonLink)`
  display: flex;
`

function TextField({
  name,
  label,
  type,
  maxLength,
  autoComplete,
  inputMode,
  value,
  error,
  onChange,
  onBlur,
}: {
  name: (typeof FIELD_ORDER)[number]
  label: string
  type: 'text' | 'tel' | 'email'
  maxLength: number
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        data-field={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  )
}

type FieldName = (typeof FIELD_ORDER)[number]

function cacheTeaser(values: TeaserValues, { normalizePhone }: Checks): void {
  saveJobseekerDraft({
    full_name: (values.full_name ?? '').normalize('NFC').replace(/\s+/g, ' ').trim(),
    phone: normalizePhone(values.phone ?? ''),
    email: (values.email ?? '').trim(),
  })
}

function trackCreateProfile(): void {
  const w = window as Window & { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event: CREATE_PROFILE_EVENT })
}

/** Teaser form state: errors show once a field was left or the form submitted; typing revalidates. */
function useTeaserForm() {
  const [values, setValues] = useState<Record<FieldName, string>>({ full_name: '', phone: '', email: '' })
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ full_name: false, phone: false, email: false })
  const [, setLoaded] = useState(checks !== null)
  const errorOf = (name: FieldName) => checks?.validators[name](values[name])
  return {
    values,
    /** Starts loading the checks; the form shows their messages once they are here. */
    prepare: () => {
      if (!checks) void loadChecks().then(() => setLoaded(true))
    },
    error: (name: FieldName) => (touched[name] ? errorOf(name) : undefined),
    change: (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: value })),
    touch: (name: FieldName) => setTouched((current) => ({ ...current, [name]: true })),
    /** Marks every field touched; returns the first invalid field, if any. */
    validateAll: (): FieldName | undefined => {
      setTouched({ full_name: true, phone: true, email: true })
      return FIELD_ORDER.find((name) => errorOf(name))
    },
  }
}

export function PromoCard({ authorized, hasProfile }: PromoCardProps) {
  const navigate = useNavigate()
  const headingId = useId()
  const form = useTeaserForm()

  if (authorized && hasProfile) {
    return (
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>Hồ sơ xin việc của bạn</h2>
        <p>Hồ sơ của bạn được gửi tới hơn 1000+ doanh nghiệp đang tuyển dụng</p>
        <ProfileLink to={routes.jobseeker}>Xem hồ sơ của tôi</ProfileLink>
      </Card>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    void loadChecks().then((loaded) => {
      const firstInvalid = form.validateAll()
      if (firstInvalid) {
        // SPEC 4.2: errors focus the first invalid field.
        formElement.querySelector<HTMLInputElement>(`[data-field="${firstInvalid}"]`)?.focus()
        return
      }
      if (!hasProfile) cacheTeaser(form.values, loaded)
      trackCreateProfile()
      navigate(routes.createJobseeker)
    })
  }
  const field = (name: FieldName) => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.touch(name),
  })

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>Tạo hồ sơ miễn phí</h2>
      <p>Hồ sơ của bạn được gửi tới hơn 1000+ doanh nghiệp đang tuyển dụng</p>
      <form noValidate onSubmit={onSubmit} onFocus={form.prepare} onPointerDown={form.prepare}>
        <TextField {...field('full_name')} label="Họ và tên" type="text" maxLength={LIMITS.fullNameMax} autoComplete="name" />
        <TextField
          {...field('phone')}
          label="Số điện thoại"
          type="tel"
          maxLength={LIMITS.phoneDigits}
          autoComplete="tel-national"
          inputMode="numeric"
        />
        <TextField {...field('email')} label="Email" type="email" maxLength={150} autoComplete="email" />
        <Submit type="submit">Tạo hồ sơ ngay</Submit>
      </form>
    </Card>
  )
}
