// The apply action of a job page (issue 5). Anonymous visitors go to login and come back to the
// job; a signed-in person without a profile goes to create one and comes back; with a profile, a
// dialog shows what the recruiter will receive before the application is sent. Once applied (the
// account's applied ids, fetched after hydration only) the button stays as a disabled "Đã ứng
// tuyển". The prerendered HTML and the first client render are the anonymous link, always.
import { styled } from '@linaria/react'
import { useId, useState, type MouseEvent } from 'react'
import toast from 'react-hot-toast'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { REVIEW_STATUS } from '../../../domain/constants'
import { routes } from '../../../lib/paths'
import { useHydrated } from '../../../lib/use-hydrated'
import { Button, ButtonLink, GhostButton } from '../../../ui/button'
import { LazyModal as Modal } from '../../../ui/lazy-modal'
import { color, radius } from '../../../ui/theme'
import { applyToJob } from '../api/apply-to-job'
import { markApplied, useAppliedIds } from '../api/get-applied-ids'
import { APPLY_MSG } from '../messages'
import type { ApplyProfile } from '../types'
import { ProfileSummary } from './profile-summary'
import { LineIcon } from '../../../ui/line-icon'

const big = `
  width: 100%;
  min-height: 48px;
  font-weight: 700;
`
const ApplyLink = styled(ButtonLink)`
  ${big}
`
const ApplyAction = styled(Button)`
  ${big}
  &[aria-busy='true'] {
    cursor: progress;
  }
  &[aria-disabled='true'] {
    background: ${color.brandSoft};
    border-color: ${color.brand};
    color: ${color.brand};
    cursor: default;
  }
  &[aria-disabled='true']:hover {
    background: ${color.brandSoft};
  }
`
const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`
const AppliedLink = styled(Link)`
  align-self: center;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: 14px;
`
const JobName = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`
const ErrorBox = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-left: 4px solid ${color.red};
  border-radius: ${radius.sm};
  background: #fdecea;
  color: #8e1b1b;
  font-weight: 600;
`
const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`

function CheckIcon() {
  return (
    <LineIcon d="M5 12.5l4.5 4.5L19 7.5" size={18} strokeWidth={2.4} />
  )
}

export interface ApplyButtonProps {
  job: { id: number; title: string; url: string }
  /** null while the session is not known yet (the token is being checked). */
  signedIn: boolean | null
  /** undefined while the profile loads; null when the person has none. */
  profile: ApplyProfile | null | undefined
}

export function ApplyButton({ job, signedIn, profile }: ApplyButtonProps) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const { data: appliedIds } = useAppliedIds(hydrated && signedIn === true)
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // a click that came before the session or the profile was known, carried out once they are
  const [pending, setPending] = useState(false)
  const errorId = useId()
  const applied = Boolean(appliedIds?.ids.includes(job.id))
  const createProfile = routes.createJobseekerThen(job.url)
  const rejected = profile?.process_state === REVIEW_STATUS.rejected

  const openDialog = () => {
    setError(null)
    setOpen(true)
  }

  const [redirect, setRedirect] = useState<string | null>(null)
  if (pending && signedIn !== null && (signedIn === false || profile !== undefined)) {
    // the session (and profile) became known after the click: carry it out now
    setPending(false)
    if (signedIn && profile) openDialog()
    else setRedirect(signedIn ? createProfile : routes.login(job.url))
  }

  const confirm = async () => {
    if (sending) return
    setSending(true)
    setError(null)
    const result = await applyToJob(job.id)
    setSending(false)
    if (result.success) {
      setOpen(false)
      markApplied(mutate, [job.id])
      toast.success(APPLY_MSG.success)
      return
    }
    const { code, message } = result.error
    if (code === 'already_applied') {
      setOpen(false)
      markApplied(mutate, [job.id])
      toast.error(message)
    } else if (code === 'profile_required') {
      setOpen(false)
      toast.error(message)
      navigate(createProfile)
    } else setError(message)
  }

  if (redirect) return <Navigate to={redirect} />
  if (signedIn !== true) {
    const waitForSession = (event: MouseEvent) => {
      // hydrated but the token is still being checked: decide once it is known
      if (signedIn !== null) return
      event.preventDefault()
      setPending(true)
    }
    return (
      <ApplyLink to={routes.login(job.url)} onClick={waitForSession} aria-busy={pending || undefined}>
        {APPLY_MSG.apply}
      </ApplyLink>
    )
  }
  if (applied) {
    return (
      <Wrap>
        <ApplyAction type="button" aria-disabled="true">
          <CheckIcon />
          {APPLY_MSG.applied}
        </ApplyAction>
        <AppliedLink to={routes.appliedJobs}>Xem việc làm đã ứng tuyển</AppliedLink>
      </Wrap>
    )
  }
  if (profile === null) return <ApplyLink to={createProfile}>{APPLY_MSG.apply}</ApplyLink>

  return (
    <>
      <ApplyAction
        type="button"
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        onClick={() => (profile ? openDialog() : setPending(true))}
      >
        {APPLY_MSG.apply}
      </ApplyAction>
      <Modal
        open={open && Boolean(profile)}
        onClose={() => setOpen(false)}
        title={APPLY_MSG.dialogTitle}
        footer={
          rejected ? (
            // a profile moderation refused cannot apply: the dialog says why and leads to the fix
            <DialogActions>
              <GhostButton type="button" onClick={() => setOpen(false)}>
                {APPLY_MSG.cancel}
              </GhostButton>
              <ButtonLink to={routes.jobseekerOpenEdit} data-autofocus>
                {APPLY_MSG.editProfile}
              </ButtonLink>
            </DialogActions>
          ) : (
          <DialogActions>
            <GhostButton type="button" onClick={() => setOpen(false)}>
              {APPLY_MSG.cancel}
            </GhostButton>
            <Button
              type="button"
              data-autofocus
              onClick={confirm}
              aria-busy={sending || undefined}
              aria-describedby={error ? errorId : undefined}
            >
              {sending ? 'Đang gửi...' : APPLY_MSG.confirm}
            </Button>
          </DialogActions>
          )
        }
      >
        <JobName>Ứng tuyển vị trí: {job.title}</JobName>
        {profile && <ProfileSummary profile={profile} />}
        {error && (
          <ErrorBox id={errorId} role="alert">
            {error}
          </ErrorBox>
        )}
      </Modal>
    </>
  )
}
