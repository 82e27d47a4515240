// "Báo cáo tin": a visitor reports a job (fees, fake company, wrong information, scam ...).
import { styled } from '@linaria/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-hot-toast'
import { REPORT_REASONS, type ReportReason } from '../../../domain/jobs'
import { Button, GhostButton } from '../../../ui/button'
import { LazyModal as Modal } from '../../../ui/lazy-modal'
import { color, radius } from '../../../ui/theme'
import { REPORT_NOTE_MAX, useReportJob } from '../api/report-job'

export const REPORT_REASON_REQUIRED = 'Vui lòng chọn lý do báo cáo'

const Form = styled.form`
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
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${color.brand};
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
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  flex-wrap: wrap;
`

export function ReportJobDialog({ jobId, open, onClose }: { jobId: number; open: boolean; onClose: () => void }) {
  const ids = useId()
  const errorId = `${ids}-error`
  const noteId = `${ids}-note`
  const counterId = `${ids}-counter`
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const firstChoice = useRef<HTMLInputElement>(null)
  const { trigger, isMutating } = useReportJob(jobId)
  const sending = useRef(false)

  const close = () => {
    setReason(null)
    setNote('')
    setError('')
    onClose()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    if (!reason) {
      setError(REPORT_REASON_REQUIRED)
      firstChoice.current?.focus()
      return
    }
    sending.current = true
    try {
      const result = await trigger({ reason, note })
      if (result.success) {
        toast.success(result.data.message)
        close()
      } else {
        toast.error(result.error.message)
        // Reported before by this visitor: nothing more to do in this dialog.
        if (result.error.code === 'already_reported') close()
      }
    } finally {
      sending.current = false
    }
  }

  return (
    <Modal open={open} onClose={close} type="center" title="Báo cáo tin tuyển dụng">
      <Form noValidate onSubmit={submit}>
        <Fieldset aria-describedby={error ? errorId : undefined}>
          <legend>Lý do báo cáo</legend>
          {REPORT_REASONS.map((option, index) => (
            <Choice key={option.code}>
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name="reason"
                value={option.code}
                checked={reason === option.code}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  setReason(option.code)
                  setError('')
                }}
              />
              <span>{option.name}</span>
            </Choice>
          ))}
          {error && (
            <FieldError id={errorId} role="alert">
              {error}
            </FieldError>
          )}
        </Fieldset>
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
            onChange={(event) => setNote(event.target.value.slice(0, REPORT_NOTE_MAX))}
          />
          <Counter id={counterId}>
            {note.length}/{REPORT_NOTE_MAX}
          </Counter>
        </NoteField>
        <Actions>
          <GhostButton type="button" onClick={close}>
            Hủy
          </GhostButton>
          <Button type="submit" disabled={isMutating} aria-busy={isMutating || undefined}>
            Gửi báo cáo
          </Button>
        </Actions>
      </Form>
    </Modal>
  )
}
