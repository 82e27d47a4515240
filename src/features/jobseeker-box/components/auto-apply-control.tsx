// The auto-apply control of SPEC 4.2 for a signed-in seeker with a profile: a labelled switch
// (off -> consent -> request; on -> the turn-off dialog with a reason), the info icon opening the
// explanation, expired_message under the title. Disabled when job types were deleted; clicks are
// ignored while a request is pending. After a change the app reloads the profile (onChanged).
import { styled } from '@linaria/react'
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { MSG } from '../../../domain/messages'
import { AUTO_APPLY_ERROR } from '../../../domain/profile/auto-apply'
import type { AutoApplyRequest } from '../../../domain/profile/types'
import { routes } from '../../../lib/paths'
import { color } from '../../../ui/theme'
import { roundIconStyle } from '../../../ui/icon-button'
import { setAutoApply } from '../api/set-auto-apply'
import { AUTO_APPLY_TEXT as T } from '../auto-apply-text'

export interface AutoApplyControlProps {
  /** Jobseeker.apply_auto: on now. */
  applyAuto: boolean
  /** Jobseeker.expired_message: until when it runs, or that it lapsed. */
  expiredMessage: string | null
  /** Jobseeker.is_job_type_delete: the switch and the explanation are unavailable. */
  jobTypesDeleted: boolean
  /** source_code of the requests: where the person changed it (home, listing, menu, profile ...). */
  source: string
  /** Reloads the profile after the server accepted a change (the app calls loadJobseeker). */
  onChanged: () => Promise<void> | void
  /** Shown under the control (the mobile listing's hint bubble). */
  hint?: ReactNode
  className?: string
}

type Dialog = 'none' | 'consent' | 'email' | 'off' | 'info'

// The dialogs load on the first click: the box sits in the layout of every page.
const dialogs = () => import('./auto-apply-dialogs')
const ConsentDialog = lazy(() => dialogs().then((m) => ({ default: m.ConsentDialog })))
const EmailDialog = lazy(() => dialogs().then((m) => ({ default: m.EmailDialog })))
const TurnOffDialog = lazy(() => dialogs().then((m) => ({ default: m.TurnOffDialog })))
const InfoDialog = lazy(() => dialogs().then((m) => ({ default: m.InfoDialog })))

const Wrap = styled.div`
  padding-top: 12px;
  margin-top: 12px;
  border-top: 1px solid ${color.line};
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

const Title = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: 700;
`

const Info = styled.button`
  ${roundIconStyle}
  margin: -6px 0;
  color: ${color.brand};
  &:hover:not(:disabled) {
    background: ${color.brandSoft};
  }
  &:disabled {
    background: transparent;
    color: ${color.muted};
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`

const Switch = styled.button`
  flex: none;
  position: relative;
  width: 52px;
  height: 32px;
  margin: 6px 0;
  padding: 0;
  border: 2px solid ${color.muted};
  border-radius: 16px;
  background: ${color.white};
  cursor: pointer;
  transition: background 150ms ease;
  /* a 44 px touch target around the 32 px track */
  &::before {
    content: '';
    position: absolute;
    inset: -8px -2px;
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${color.muted};
    transition: transform 150ms ease;
  }
  &[aria-checked='true'] {
    border-color: ${color.brand};
    background: ${color.brand};
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
    background: ${color.white};
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &::after {
      transition: none;
    }
  }
`

const Message = styled.p`
  margin: 4px 0 0;
  color: ${color.muted};
  font-size: 14px;
  &[data-on='true'] {
    color: ${color.green};
  }
`

/** Announces the request in flight; seen only by screen readers (the switch dims meanwhile). */
const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

const Warning = styled.p`
  margin: 4px 0 0;
  color: ${color.red};
  font-size: 14px;
  a {
    color: inherit;
    font-weight: 600;
  }
`

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.3" fill="currentColor" />
    </svg>
  )
}

export function AutoApplyControl({
  applyAuto,
  expiredMessage,
  jobTypesDeleted,
  source,
  onChanged,
  hint,
  className,
}: AutoApplyControlProps) {
  const titleId = useId()
  const messageId = useId()
  const [dialog, setDialogState] = useState<Dialog>('none')
  // once opened, the dialogs stay mounted so that they can play their closing animation
  const [dialogsUsed, setDialogsUsed] = useState(false)
  const setDialog = (next: Dialog) => {
    if (next !== 'none') setDialogsUsed(true)
    setDialogState(next)
  }
  const [pending, setPending] = useState(false)
  // a ref as well: a second click in the same frame must not send a second request
  const pendingRef = useRef(false)
  const [emailMessage, setEmailMessage] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)

  const send = async (body: AutoApplyRequest) => {
    if (pendingRef.current) return
    pendingRef.current = true
    setPending(true)
    try {
      const result = await setAutoApply({ ...body, source_code: source })
      if (result.success) {
        await onChanged()
        setDialog('none')
        toast.success(body.apply_auto ? MSG.autoApplyOn : result.data.message)
        return
      }
      const { code, message } = result.error
      if (body.apply_auto && code === AUTO_APPLY_ERROR.emailRequired) {
        setEmailMessage(message)
        setEmailError(null)
        setDialog('email')
      } else if (body.email && code === 'validation_error') {
        // the e-mail the person typed was refused: say so at the field
        setEmailError(message)
      } else {
        setDialog('none')
        toast.error(message)
      }
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  const onToggle = () => {
    if (pendingRef.current || jobTypesDeleted) return
    setDialog(applyAuto ? 'off' : 'consent')
  }

  const close = () => {
    if (!pendingRef.current) setDialog('none')
  }

  const message = jobTypesDeleted ? null : (expiredMessage ?? (applyAuto ? null : T.offState))

  return (
    <Wrap className={className}>
      <Row>
        <Title id={titleId}>{T.title}</Title>
        <Info
          type="button"
          aria-label={T.infoButton}
          aria-haspopup="dialog"
          disabled={jobTypesDeleted}
          onClick={() => {
            if (!jobTypesDeleted) setDialog('info')
          }}
        >
          <InfoIcon />
        </Info>
        <Switch
          type="button"
          role="switch"
          aria-checked={applyAuto}
          aria-labelledby={titleId}
          aria-describedby={message || jobTypesDeleted ? messageId : undefined}
          aria-busy={pending || undefined}
          disabled={jobTypesDeleted}
          onClick={onToggle}
        />
      </Row>
      {jobTypesDeleted ? (
        <Warning id={messageId}>
          {T.jobTypesDeleted} <Link to={routes.jobseekerOpenEdit}>{T.updateProfile}</Link>
        </Warning>
      ) : (
        message && (
          <Message id={messageId} data-on={applyAuto}>
            {message}
          </Message>
        )
      )}
      <Status role="status">{pending ? T.pending : ''}</Status>
      {hint}

      {dialogsUsed && (
        <Suspense fallback={null}>
          <ConsentDialog
            open={dialog === 'consent'}
            pending={pending}
            onClose={close}
            onConfirm={() => void send({ apply_auto: true, consent: true })}
          />
          <EmailDialog
            open={dialog === 'email'}
            message={emailMessage}
            pending={pending}
            serverError={emailError}
            onClose={close}
            onSubmit={(email) => void send({ apply_auto: true, consent: true, email })}
          />
          <TurnOffDialog
            open={dialog === 'off'}
            pending={pending}
            onClose={close}
            onSubmit={(reason) => void send({ apply_auto: false, off_reason: reason })}
          />
          <InfoDialog open={dialog === 'info'} onClose={close} />
        </Suspense>
      )}
    </Wrap>
  )
}
