// The dialog of "Báo cáo tin" (report-job-dialog.tsx) and its form: a reason, required, and an
// optional note. It loads the first time someone opens it: the modal, final-form and the
// validation stay out of the job page's first load.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { useField, useFormState } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { REPORT_REASONS, type ReportReason } from '../../../domain/jobs'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFieldState } from '../../../ui/form/final-form'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color, radius, choiceBox } from '../../../ui/theme'
import { REPORT_NOTE_MAX, useReportJob } from '../api/report-job'
import { REPORT_REASON_REQUIRED } from './report-job-dialog'

const Form = styled(FinalForm)`
  display: flex;
  flex-direction: column;
  gap: 16px;
`
const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`
const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  cursor: pointer;
  & + & {
    margin-top: 6px;
  }
  &:has(input:checked) {
    border-color: ${color.brand};
    background: ${color.brandSoft};
  }
  input {
    ${choiceBox(18)}
    margin: 2px 0 0;
  }
`
const FieldError = styled.p`
  margin: 8px 0 0;
  color: ${color.red};
  font-size: 14px;
  font-weight: 600;
`
const NoteField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 700;
  }
  textarea {
    width: 100%;
    min-height: 96px;
    padding: 10px 12px;
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    font: inherit;
    color: ${color.text};
    resize: vertical;
  }
`
const Counter = styled.span`
  align-self: flex-end;
  color: ${color.muted};
  font-size: 13px;
`

interface ReportValues {
  reason?: ReportReason
  note?: string
}

const validate = formValidator(
  formStruct({ reason: checkStruct('reason', (reason) => (REPORT_REASONS.some((option) => option.code === reason) ? null : REPORT_REASON_REQUIRED)) }),
)

export interface ReportJobModalProps {
  jobId: number
  open: boolean
  onClose: () => void
  /** Changes at each opening: it starts from an empty form. */
  round: number
}

export default function ReportJobModal({ jobId, open, onClose, round }: ReportJobModalProps) {
  return (
    <Modal open={open} onClose={onClose} type="center" title="Báo cáo tin tuyển dụng">
      <ReportJobForm key={round} jobId={jobId} onClose={onClose} />
    </Modal>
  )
}

function ReportJobForm({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { trigger, isMutating } = useReportJob(jobId)

  const submit = async ({ reason, note }: ReportValues) => {
    if (!reason) return
    const result = await trigger({ reason, note: note ?? '' })
    if (result.success) {
      toast.success(result.data.message)
      onClose()
    } else {
      toast.error(result.error.message)
      // Reported before by this visitor: nothing more to do in this dialog.
      if (result.error.code === 'already_reported') onClose()
    }
  }

  return (
    <Form<ReportValues> onSubmit={submit} validate={validate}>
      <ReasonField />
      <NoteInput />
      <ButtonRow>
        <GhostButton type="button" onClick={onClose}>
          Hủy
        </GhostButton>
        <SendButton busy={isMutating} />
      </ButtonRow>
    </Form>
  )
}

function ReasonField() {
  const errorId = `${useId()}-error`
  const { input, error } = useFieldState<ReportReason | undefined>('reason')
  const message = typeof error === 'string' ? error : undefined
  return (
    <Fieldset aria-describedby={message ? errorId : undefined}>
      <legend>Lý do báo cáo</legend>
      {REPORT_REASONS.map((option) => (
        <Choice key={option.code}>
          <input
            type="radio"
            name="reason"
            value={option.code}
            checked={input.value === option.code}
            aria-invalid={message ? true : undefined}
            onChange={() => input.onChange(option.code)}
          />
          <span>{option.name}</span>
        </Choice>
      ))}
      {message && (
        <FieldError id={errorId} role="alert">
          {message}
        </FieldError>
      )}
    </Fieldset>
  )
}

function NoteInput() {
  const ids = useId()
  const noteId = `${ids}-note`
  const counterId = `${ids}-counter`
  const { input } = useField<string>('note', { subscription: { value: true } })
  const note = input.value ?? ''
  return (
    <NoteField>
      <label htmlFor={noteId}>Mô tả thêm</label>
      <textarea
        id={noteId}
        name="note"
        rows={4}
        maxLength={REPORT_NOTE_MAX}
        value={note}
        aria-describedby={counterId}
        placeholder="Chi tiết giúp chúng tôi xác minh nhanh hơn (không bắt buộc)"
        onChange={(event) => input.onChange(event.target.value.slice(0, REPORT_NOTE_MAX))}
      />
      <Counter id={counterId}>
        {note.length}/{REPORT_NOTE_MAX}
      </Counter>
    </NoteField>
  )
}

function SendButton({ busy }: { busy: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const pending = busy || submitting
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
      Gửi báo cáo
    </Button>
  )
}
