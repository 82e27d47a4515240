// The dialogs of the auto-apply control (SPEC 4.2, 8): consent before the profile is shared (the
// personal data protection law asks for it before anything is sent), the e-mail entry the server
// asks for with email_is_required, the reason when turning it off, and the explanation. The forms
// are final-form forms like every other form of the site.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { useFormState } from 'react-final-form'
import { Link } from 'react-router-dom'
import { checkValue, normalizeValue, rules } from '../../../domain/validation/rules'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFieldState, useFormField } from '../../../ui/form/final-form'
import { ErrorText, TextField } from '../../../ui/form/text-field'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color, radius, choiceBox } from '../../../ui/theme'
import { AUTO_APPLY_TEXT as T, INFO_POINTS, OFF_REASONS, OFF_TEXT_MAX, offReason, type OffReasonCode } from '../auto-apply-text'

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
    ${choiceBox(22)}
    margin: 0;
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
    ${choiceBox(20)}
    margin: 0;
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

/**
 * A dialog holding one final-form form, submitted by the primary button of its footer. The form
 * lives as long as the dialog is open, so every opening starts empty; a failed submit focuses the
 * first invalid field.
 */
function FormDialog<V extends object>({
  open,
  onClose,
  title,
  cancelLabel,
  submitLabel,
  pending,
  validate,
  onSubmit,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  cancelLabel: string
  submitLabel: string
  pending: boolean
  validate: (values: V) => Partial<Record<keyof V, string>>
  onSubmit: (values: V) => void
  children: ReactNode
}) {
  const formId = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <ButtonRow>
          <GhostButton type="button" onClick={onClose}>
            {cancelLabel}
          </GhostButton>
          <Button type="submit" form={formId} aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
        </ButtonRow>
      }
    >
      <FinalForm<V> id={formId} validate={validate as never} onSubmit={(values) => (pending ? undefined : onSubmit(values))}>
        {children}
      </FinalForm>
    </Modal>
  )
}

interface ConsentValues {
  agreed?: boolean
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
  return (
    <FormDialog<ConsentValues>
      open={open}
      onClose={onClose}
      title={T.consentTitle}
      cancelLabel={T.cancel}
      submitLabel={T.consentSubmit}
      pending={pending}
      validate={(values) => (values.agreed ? {} : { agreed: T.consentMissing })}
      onSubmit={onConfirm}
    >
      <Text>
        <p>{T.consentLead}</p>
        <p>{T.consentShared}</p>
        <p>
          Xem thêm <Link to={routes.privacyPolicy}>{T.privacyLink}</Link>.
        </p>
      </Text>
      <ConsentCheck />
    </FormDialog>
  )
}

function ConsentCheck() {
  const errorId = useId()
  const { input, error } = useFieldState<boolean>('agreed')
  const message = typeof error === 'string' ? error : undefined
  return (
    <>
      <Check>
        <input
          type="checkbox"
          name="agreed"
          checked={Boolean(input.value)}
          data-autofocus=""
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => input.onChange(event.target.checked)}
          onBlur={() => input.onBlur()}
        />
        <span>{T.consentCheckbox}</span>
      </Check>
      {message && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
    </>
  )
}

const cleanEmail = (raw: string | undefined) => normalizeValue(rules.email, raw ?? '') as string

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
  /** A refusal of the e-mail by the server, shown at the field until it is changed. */
  serverError: string | null
  onClose: () => void
  onSubmit: (email: string) => void
}) {
  return (
    <FormDialog<{ email?: string }>
      open={open}
      onClose={onClose}
      title={T.emailTitle}
      cancelLabel={T.cancel}
      submitLabel={T.emailSubmit}
      pending={pending}
      validate={(values) => {
        const problem = checkValue(rules.email, cleanEmail(values.email))
        return problem ? { email: problem } : {}
      }}
      onSubmit={(values) => onSubmit(cleanEmail(values.email))}
    >
      <Text>
        <p>{message}</p>
      </Text>
      <EmailField serverError={serverError} />
    </FormDialog>
  )
}

function EmailField({ serverError }: { serverError: string | null }) {
  const field = useFormField('email')
  const { dirtySinceLastSubmit } = useFormState({ subscription: { dirtySinceLastSubmit: true } })
  return (
    <TextField
      {...field}
      label={T.emailLabel}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={150}
      data-autofocus=""
      error={field.error ?? (dirtySinceLastSubmit ? undefined : (serverError ?? undefined))}
    />
  )
}

interface TurnOffValues {
  reason?: OffReasonCode
  detail?: string
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
  return (
    <FormDialog<TurnOffValues>
      open={open}
      onClose={onClose}
      title={T.offTitle}
      cancelLabel={T.keepOn}
      submitLabel={T.offSubmit}
      pending={pending}
      validate={(values) => {
        if (!values.reason) return { reason: T.offChoiceRequired }
        if (values.reason === 'other' && !values.detail?.trim()) return { detail: T.offOtherRequired }
        return {}
      }}
      onSubmit={(values) => onSubmit(offReason(values.reason!, values.detail ?? ''))}
    >
      <TurnOffFields />
    </FormDialog>
  )
}

function TurnOffFields() {
  const textId = useId()
  const choiceErrorId = useId()
  const textErrorId = useId()
  const reason = useFieldState<OffReasonCode | undefined>('reason')
  const detail = useFieldState<string | undefined>('detail')
  const choiceError = typeof reason.error === 'string' ? reason.error : undefined
  const textError = typeof detail.error === 'string' ? detail.error : undefined
  const text = detail.input.value ?? ''
  return (
    <>
      <Choices aria-describedby={choiceError ? choiceErrorId : undefined}>
        <legend>{T.offLegend}</legend>
        {OFF_REASONS.map((option, index) => (
          <label key={option.code}>
            <input
              type="radio"
              name="reason"
              value={option.code}
              checked={reason.input.value === option.code}
              data-autofocus={index === 0 ? '' : undefined}
              onChange={() => reason.input.onChange(option.code)}
              onBlur={() => reason.input.onBlur()}
            />
            {option.label}
          </label>
        ))}
        {choiceError && (
          <ErrorText id={choiceErrorId} role="alert">
            {choiceError}
          </ErrorText>
        )}
      </Choices>
      <Area>
        <label htmlFor={textId}>{reason.input.value === 'other' ? 'Lý do của bạn' : T.offMore}</label>
        <textarea
          id={textId}
          name="detail"
          value={text}
          maxLength={OFF_TEXT_MAX}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? textErrorId : undefined}
          onChange={(event) => detail.input.onChange(event.target.value)}
          onBlur={() => detail.input.onBlur()}
        />
        <span aria-hidden="true">
          {text.length}/{OFF_TEXT_MAX}
        </span>
        {textError && (
          <ErrorText id={textErrorId} role="alert">
            {textError}
          </ErrorText>
        )}
      </Area>
    </>
  )
}

export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.infoTitle}
      footer={
        <ButtonRow>
          <Button type="button" onClick={onClose} data-autofocus="">
            {T.infoDone}
          </Button>
        </ButtonRow>
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
