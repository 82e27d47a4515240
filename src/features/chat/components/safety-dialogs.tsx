// Block (with confirmation) and report (reason, note, confirmation) of a conversation.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { FORM_ERROR, type FormApi } from 'final-form'
import { useField, useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { CHAT, CHAT_MSG, CHAT_REPORT_REASONS, type ChatConversation, type ChatReportReason } from '../../../domain/chat'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFieldState } from '../../../ui/form/final-form'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { reportChat, setChatBlocked } from '../api/chat-api'

const Form = styled(FinalForm)`
  display: grid;
  gap: 12px;
  fieldset {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 80px;
    padding: 8px 10px;
    border: 1px solid ${color.line};
    border-radius: 8px;
    font: inherit;
  }
  .problem {
    margin: 0;
    color: ${color.red};
  }
`

export function BlockDialog({
  conversation,
  open,
  onClose,
  onDone,
}: {
  conversation: ChatConversation
  open: boolean
  onClose: () => void
  onDone: (conversation: ChatConversation) => void
}) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    const result = await setChatBlocked(conversation.id, true)
    setBusy(false)
    if (!result.success) return setProblem(result.error.message)
    toast.success(result.data.message)
    onDone(result.data.conversation)
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Chặn ${conversation.other.name}?`}
      footer={
        <ButtonRow>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-confirm-block="">
            Chặn
          </Button>
        </ButtonRow>
      }
    >
      <p>Hai bên sẽ không nhắn tin cho nhau được nữa. Bạn có thể bỏ chặn bất cứ lúc nào trong cuộc trò chuyện này.</p>
      {problem && (
        <p role="alert" style={{ color: color.red }}>
          {problem}
        </p>
      )}
    </Modal>
  )
}

interface ReportValues {
  reason?: ChatReportReason
  note?: string
}

const validateReport = formValidator(
  formStruct({ reason: checkStruct('reason', (reason) => (CHAT_REPORT_REASONS.some((r) => r.code === reason) ? null : CHAT_MSG.reportReason)) }),
)

export function ReportDialog({ conversation, open, onClose }: { conversation: ChatConversation; open: boolean; onClose: () => void }) {
  const submit = async ({ reason, note }: ReportValues, form: FormApi<ReportValues>) => {
    if (!reason) return
    const result = await reportChat(conversation.id, { reason, note: note?.trim() || undefined })
    if (!result.success) return { [FORM_ERROR]: result.error.message }
    toast.success(result.data.message)
    // the next report starts empty
    setTimeout(() => form.restart())
    onClose()
  }
  return (
    <Modal open={open} onClose={onClose} title="Báo cáo cuộc trò chuyện">
      <Form<ReportValues> onSubmit={submit} validate={validateReport} aria-describedby="chat-report-intro">
        <p id="chat-report-intro">Nhân viên kiểm duyệt sẽ đọc các tin nhắn gần nhất của cuộc trò chuyện với {conversation.other.name} để xử lý.</p>
        <ReasonField />
        <NoteField />
        <ReportProblem />
        <ButtonRow>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <SendReport />
        </ButtonRow>
      </Form>
    </Modal>
  )
}

function ReasonField() {
  const { input, error } = useFieldState<ChatReportReason | undefined>('reason')
  const message = typeof error === 'string' ? error : undefined
  return (
    <fieldset aria-describedby={message ? 'chat-report-reason-error' : undefined}>
      <legend>Lý do báo cáo</legend>
      {CHAT_REPORT_REASONS.map((r) => (
        <label key={r.code}>
          <input
            type="radio"
            name="reason"
            value={r.code}
            checked={input.value === r.code}
            aria-invalid={message ? true : undefined}
            onChange={() => input.onChange(r.code)}
          />
          {r.name}
        </label>
      ))}
      {message && (
        <p id="chat-report-reason-error" className="problem" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  )
}

function NoteField() {
  const { input } = useField<string>('note', { subscription: { value: true } })
  return (
    <div>
      <label htmlFor="chat-report-note">Ghi chú (không bắt buộc)</label>
      <textarea id="chat-report-note" name="note" value={input.value ?? ''} maxLength={CHAT.reportNoteMax} onChange={(event) => input.onChange(event.target.value)} />
    </div>
  )
}

/** The server's refusal, until the form changes. */
function ReportProblem() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } })
  if (!submitError || dirtySinceLastSubmit) return null
  return (
    <p className="problem" role="alert">
      {submitError as string}
    </p>
  )
}

function SendReport() {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting}>
      Gửi báo cáo
    </Button>
  )
}
