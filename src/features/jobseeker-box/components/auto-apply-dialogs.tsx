// The dialogs of the auto-apply control (SPEC 4.2, 8): consent before the profile is shared (the
// personal data protection law asks for it before anything is sent), the e-mail entry the server
// asks for with email_is_required, the reason when turning it off, and the explanation.
import { styled } from '@linaria/react'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { checkValue, normalizeValue, rules } from '../../../domain/validation/rules'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { ErrorText, TextField } from '../../../ui/form/text-field'
import { Modal } from '../../../ui/modal'
import { color, radius } from '../../../ui/theme'
import { AUTO_APPLY_TEXT as T, INFO_POINTS, OFF_REASONS, OFF_TEXT_MAX, offReason, type OffReasonCode } from '../auto-apply-text'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`

const Text = styled.div`
  p {
    margin: 0 0 12px;
    line-height: 1.5;
  }
`

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.bg};
  cursor: pointer;
  line-height: 1.45;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${color.brand};
  }
`

const Choices = styled.fieldset`
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.brand};
  }
`

const Area = styled.div`
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
  }
  textarea {
    display: block;
    width: 100%;
    min-height: 96px;
    padding: 10px 12px;
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    font: inherit;
    font-size: 16px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${color.red};
  }
  span {
    display: block;
    margin-top: 4px;
    color: ${color.muted};
    font-size: 14px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

const Points = styled.ul`
  margin: 0;
  padding-left: 20px;
  li {
    margin-bottom: 10px;
    line-height: 1.5;
  }
`

/** A dialog holding one form, submitted by the primary button of its footer. */
function FormDialog({
  open,
  onClose,
  title,
  cancelLabel,
  submitLabel,
  pending,
  formId,
  onSubmit,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  cancelLabel: string
  submitLabel: string
  pending: boolean
  formId: string
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Actions>
          <GhostButton type="button" onClick={onClose}>
            {cancelLabel}
          </GhostButton>
          <Button type="submit" form={formId} aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
        </Actions>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  )
}

export function ConsentDialog({
  open,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean
  pending: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const formId = useId()
  const errorId = useId()
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const boxRef = useRef<HTMLInputElement>(null)
  // every opening asks again
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setAgreed(false)
      setError(null)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!agreed) {
      setError(T.consentMissing)
      boxRef.current?.focus()
      return
    }
    onConfirm()
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={T.consentTitle}
      cancelLabel={T.cancel}
      submitLabel={T.consentSubmit}
      pending={pending}
      formId={formId}
      onSubmit={submit}
    >
      <Text>
        <p>{T.consentLead}</p>
        <p>{T.consentShared}</p>
        <p>
          Xem thêm <Link to={routes.privacyPolicy}>{T.privacyLink}</Link>.
        </p>
      </Text>
      <Check>
        <input
          ref={boxRef}
          type="checkbox"
          checked={agreed}
          data-autofocus=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked)
            if (event.target.checked) setError(null)
          }}
        />
        <span>{T.consentCheckbox}</span>
      </Check>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FormDialog>
  )
}

/** SPEC 8: email_is_required opens this; the request is sent again with the e-mail. */
export function EmailDialog({
  open,
  message,
  pending,
  serverError,
  onClose,
  onSubmit,
}: {
  open: boolean
  /** The server's explanation of why it needs one. */
  message: string
  pending: boolean
  /** A refusal of the e-mail by the server, shown at the field. */
  serverError: string | null
  onClose: () => void
  onSubmit: (email: string) => void
}) {
  const formId = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setError(undefined)
  }
  const [lastServerError, setLastServerError] = useState(serverError)
  if (serverError !== lastServerError) {
    setLastServerError(serverError)
    if (serverError) setError(serverError)
  }

  const validate = (raw: string) => {
    const email = normalizeValue(rules.email, raw) as string
    return { email, problem: checkValue(rules.email, email) }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const { email, problem } = validate(value)
    if (problem) {
      setError(problem)
      inputRef.current?.focus()
      return
    }
    onSubmit(email)
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={T.emailTitle}
      cancelLabel={T.cancel}
      submitLabel={T.emailSubmit}
      pending={pending}
      formId={formId}
      onSubmit={submit}
    >
      <Text>
        <p>{message}</p>
      </Text>
      <TextField
        ref={inputRef}
        label={T.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={150}
        data-autofocus=""
        value={value}
        onChange={(next) => {
          setValue(next)
          // typing clears and revalidates (SPEC 5)
          if (error) setError(validate(next).problem)
        }}
        error={error}
      />
    </FormDialog>
  )
}

export function TurnOffDialog({
  open,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean
  pending: boolean
  onClose: () => void
  onSubmit: (reason: string) => void
}) {
  const formId = useId()
  const textId = useId()
  const choiceErrorId = useId()
  const textErrorId = useId()
  const [choice, setChoice] = useState<OffReasonCode | null>(null)
  const [detail, setDetail] = useState('')
  const [choiceError, setChoiceError] = useState<string | null>(null)
  const [textError, setTextError] = useState<string | null>(null)
  const firstRef = useRef<HTMLInputElement>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setChoice(null)
      setDetail('')
      setChoiceError(null)
      setTextError(null)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!choice) {
      setChoiceError(T.offChoiceRequired)
      firstRef.current?.focus()
      return
    }
    if (choice === 'other' && !detail.trim()) {
      setTextError(T.offOtherRequired)
      textRef.current?.focus()
      return
    }
    onSubmit(offReason(choice, detail))
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={T.offTitle}
      cancelLabel={T.keepOn}
      submitLabel={T.offSubmit}
      pending={pending}
      formId={formId}
      onSubmit={submit}
    >
      <Choices aria-describedby={choiceError ? choiceErrorId : undefined}>
        <legend>{T.offLegend}</legend>
        {OFF_REASONS.map((reason, index) => (
          <label key={reason.code}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={`${formId}-reason`}
              value={reason.code}
              checked={choice === reason.code}
              data-autofocus={index === 0 ? '' : undefined}
              onChange={() => {
                setChoice(reason.code)
                setChoiceError(null)
                if (reason.code !== 'other') setTextError(null)
              }}
            />
            {reason.label}
          </label>
        ))}
        {choiceError && (
          <ErrorText id={choiceErrorId} role="alert">
            {choiceError}
          </ErrorText>
        )}
      </Choices>
      <Area>
        <label htmlFor={textId}>{choice === 'other' ? 'Lý do của bạn' : T.offMore}</label>
        <textarea
          ref={textRef}
          id={textId}
          value={detail}
          maxLength={OFF_TEXT_MAX}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? textErrorId : undefined}
          onChange={(event) => {
            setDetail(event.target.value)
            if (event.target.value.trim()) setTextError(null)
          }}
        />
        <span aria-hidden="true">
          {detail.length}/{OFF_TEXT_MAX}
        </span>
        {textError && (
          <ErrorText id={textErrorId} role="alert">
            {textError}
          </ErrorText>
        )}
      </Area>
    </FormDialog>
  )
}

export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.infoTitle}
      footer={
        <Actions>
          <Button type="button" onClick={onClose} data-autofocus="">
            {T.infoDone}
          </Button>
        </Actions>
      }
    >
      <Points>
        {INFO_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Points>
      <Text>
        <p>
          Xem cách chúng tôi xử lý hồ sơ của bạn trong <Link to={routes.privacyPolicy}>{T.privacyLink}</Link>.
        </p>
      </Text>
    </Modal>
  )
}
