// Writing in a thread: the text (Enter sends, Shift+Enter a new line; the other person sees that one
// is typing), a picture, and the count near the length limit.
import { styled } from '@linaria/react'
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CHAT, CHAT_EVENTS, CHAT_MSG } from '../../../domain/chat'
import { IMAGE_MSG } from '../../../domain/image-messages'
import { Button } from '../../../ui/button'
import { uploadImage } from '../../../ui/image-upload/upload'
import { color } from '../../../ui/theme'
import type { ChatChannel } from '../types'
import { newClientId, type PendingMessage } from './use-messages'

const Form = styled.form`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: end;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid ${color.line};
  background: ${color.white};
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    max-height: 160px;
    padding: 10px 12px;
    border: 1px solid ${color.line};
    border-radius: 10px;
    font: inherit;
    resize: vertical;
  }
  .image {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${color.brand};
    border-radius: 10px;
    color: ${color.brand};
    cursor: pointer;
  }
  .image:focus-within {
    outline: 3px solid ${color.focus};
  }
  .count {
    grid-column: 2;
    margin: 0;
    font-size: 12px;
    color: ${color.muted};
  }
  .count[data-over='true'] {
    color: ${color.red};
  }
`

export function Composer({
  conversationId,
  channel,
  problem,
  onProblem,
  onSend,
}: {
  conversationId: number
  channel: ChatChannel
  problem: string | null
  onProblem: (problem: string | null) => void
  onSend: (message: PendingMessage) => void
}) {
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const lastTyping = useRef(0)

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const value = text.trim()
    if (!value) return onProblem(CHAT_MSG.empty)
    if (value.length > CHAT.maxLength) return onProblem(CHAT_MSG.tooLong)
    setText('')
    onSend({ client_id: newClientId(), text: value, image_url: null, status: 'sending' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  const onType = (value: string) => {
    setText(value)
    if (problem) onProblem(null)
    if (Date.now() - lastTyping.current > 2000) {
      lastTyping.current = Date.now()
      channel.emit(CHAT_EVENTS.typing, { conversation_id: conversationId })
    }
  }

  const sendImage = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    // a private picture: only the two people (and staff reviewing a report) get its signed URL
    const uploaded = await uploadImage(file, file.name, undefined, 'chat')
    setUploading(false)
    if (!uploaded.success) return onProblem(uploaded.error.message || IMAGE_MSG.imageError)
    onSend({ client_id: newClientId(), text: '', image_url: uploaded.data.url, status: 'sending' })
  }

  const count = text.trim().length
  return (
    <Form onSubmit={submit} aria-label="Gửi tin nhắn">
      <label className="image" title="Gửi ảnh">
        <span className="visually-hidden">Gửi ảnh</span>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="10" r="2" fill="currentColor" />
          <path d="M4 18l6-6 4 4 3-3 3 3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="visually-hidden"
          disabled={uploading}
          onChange={(event) => {
            void sendImage(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </label>
      <textarea
        aria-label="Nội dung tin nhắn"
        placeholder="Nhập tin nhắn..."
        rows={1}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        data-chat-input=""
      />
      <Button type="submit" disabled={uploading} aria-busy={uploading}>
        Gửi
      </Button>
      {count > CHAT.maxLength - 200 && (
        <p className="count" data-over={count > CHAT.maxLength} aria-live="polite">
          {count.toLocaleString('vi-VN')}/{CHAT.maxLength.toLocaleString('vi-VN')} ký tự
        </p>
      )}
    </Form>
  )
}
