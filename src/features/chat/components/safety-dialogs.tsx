// Block (with confirmation) and report (reason, note, confirmation) of a conversation.
import { styled } from '@linaria/react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { CHAT, CHAT_MSG, CHAT_REPORT_REASONS, type ChatConversation, type ChatReportReason } from '../../../domain/chat'
import { Button, GhostButton } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { reportChat, setChatBlocked } from '../api/chat-api'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`
const Form = styled.form`
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
        <Actions>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-confirm-block="">
            Chặn
          </Button>
        </Actions>
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

export function ReportDialog({ conversation, open, onClose }: { conversation: ChatConversation; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<ChatReportReason | ''>('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!reason) return setProblem(CHAT_MSG.reportReason)
    setBusy(true)
    const result = await reportChat(conversation.id, { reason, note: note.trim() || undefined })
    setBusy(false)
    if (!result.success) return setProblem(result.error.message)
    toast.success(result.data.message)
    setReason('')
    setNote('')
    setProblem(null)
    onClose()
  }
  return (
    <Modal open={open} onClose={onClose} title="Báo cáo cuộc trò chuyện">
      <Form onSubmit={(event) => void submit(event)} noValidate aria-describedby="chat-report-intro">
        <p id="chat-report-intro">Nhân viên kiểm duyệt sẽ đọc các tin nhắn gần nhất của cuộc trò chuyện với {conversation.other.name} để xử lý.</p>
        <fieldset>
          <legend>Lý do báo cáo</legend>
          {CHAT_REPORT_REASONS.map((r) => (
            <label key={r.code}>
              <input type="radio" name="chat-report-reason" value={r.code} checked={reason === r.code} onChange={() => setReason(r.code)} />
              {r.name}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="chat-report-note">Ghi chú (không bắt buộc)</label>
          <textarea id="chat-report-note" value={note} maxLength={CHAT.reportNoteMax} onChange={(event) => setNote(event.target.value)} />
        </div>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <Actions>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Gửi báo cáo
          </Button>
        </Actions>
      </Form>
    </Modal>
  )
}
