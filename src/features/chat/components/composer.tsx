// Writing in a thread: the text (Enter sends, Shift+Enter a new line; the other person sees that one
// is typing), a picture, and the count near the length limit. A final-form form (decision 0037):
// the text is checked as the API checks it (chatTextError: not empty, at most CHAT.maxLength after
// trimming) and the message shows after a send was refused, not when the box is left; delivery
// problems (use-messages.ts) and a picture's are the thread's.
import { styled } from '@linaria/react'
import type { FormApi } from 'final-form'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useField } from 'react-final-form'
import { CHAT, CHAT_EVENTS, chatText, chatTextError } from '../../../domain/chat'
import { IMAGE_MSG } from '../../../domain/image-messages'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { Button } from '../../../ui/button'
import { FinalForm } from '../../../ui/form/final-form'
import { uploadImage } from '../../../ui/image-upload/upload'
import { color } from '../../../ui/theme'
import type { ChatChannel } from '../types'
import { newClientId, type PendingMessage } from './use-messages'
import { formatCount } from '../../../domain/money'

const Form = styled(FinalForm)`
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
  textarea[aria-invalid='true'] {
    border-color: ${color.red};
  }
  .problem {
    grid-column: 1 / -1;
    margin: 0;
    color: ${color.red};
  }
`

interface ComposerValues {
  text?: string
}

const validate = formValidator(formStruct({ text: checkStruct<string | undefined>('text', (text) => chatTextError(text ?? '')) }))

interface ComposerProps {
  conversationId: number
  channel: ChatChannel
  problem: string | null
  onProblem: (problem: string | null) => void
  onSend: (message: PendingMessage) => void
}

export function Composer({ onSend, ...props }: ComposerProps) {
  const send = ({ text = '' }: ComposerValues, form: FormApi<ComposerValues>) => {
    onSend({ client_id: newClientId(), text: chatText(text), image_url: null, status: 'sending' })
    // the box empties at once: the message shows as sending in the log
    form.restart()
  }
  return (
    <Form<ComposerValues> onSubmit={send} validate={validate} aria-label="Gửi tin nhắn" data-bottom-bar="">
      <ComposerFields {...props} onSend={onSend} />
    </Form>
  )
}

function ComposerFields({ conversationId, channel, problem, onProblem, onSend }: ComposerProps) {
  const errorId = useId()
  const { input, meta } = useField<string>('text', { subscription: { value: true, error: true, submitFailed: true } })
  const [uploading, setUploading] = useState(false)
  const lastTyping = useRef(0)
  const text = input.value ?? ''
  // "Hãy nhập nội dung tin nhắn." when a send was refused, not when an empty box is left
  const error = meta.submitFailed ? (meta.error as string | undefined) : undefined

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      event.currentTarget.form?.requestSubmit()
    }
  }

  const onType = (value: string) => {
    input.onChange(value)
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
    <>
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
        name="text"
        aria-label="Nội dung tin nhắn"
        placeholder="Nhập tin nhắn..."
        rows={1}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-chat-input=""
      />
      <Button type="submit" disabled={uploading} aria-busy={uploading}>
        Gửi
      </Button>
      {count > CHAT.maxLength - 200 && (
        <p className="count" data-over={count > CHAT.maxLength} aria-live="polite">
          {formatCount(count)}/{formatCount(CHAT.maxLength)} ký tự
        </p>
      )}
      {error && (
        <p id={errorId} className="problem" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
