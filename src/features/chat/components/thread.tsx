// One conversation: its messages (older pages loaded when scrolling up), live new messages, the
// other person's delivered/read state of one's own messages, the typing indicator, the scam
// warnings for the seeker, sending text and images, and block / report.
import { styled } from '@linaria/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import { CHAT, CHAT_EVENTS, CHAT_LIST_PATH, CHAT_MSG, type ChatConversation, type ChatMessage, type ChatMessageEvent, type ChatReceiptsEvent } from '../../../domain/chat'
import { MSG } from '../../../domain/messages'
import { uploadImage } from '../../../ui/image-upload/upload'
import { Button, GhostButton } from '../../../ui/button'
import { color, media } from '../../../ui/theme'
import { fetchMessages, markChatReceipt, sendChatMessage, setChatBlocked } from '../api/chat-api'
import { messageTime, OWN_STATE_LABEL, ownState, type OwnState } from '../format'
import { refreshChatUnread } from '../state'
import type { ChatChannel } from '../types'
import { Avatar } from './conversation-list'
import { BlockDialog, ReportDialog } from './safety-dialogs'

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${color.bg};
`
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${color.line};
  background: ${color.white};
  .avatar {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${color.brand};
    color: ${color.white};
    font-weight: 700;
  }
  .who {
    flex: 1;
    min-width: 0;
  }
  h2 {
    margin: 0;
    overflow: hidden;
    font-size: 17px;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .about {
    margin: 0;
    overflow: hidden;
    font-size: 14px;
    color: ${color.muted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  .actions button {
    min-height: 36px;
    padding: 0 12px;
  }
`
const BackToList = styled(Link)`
  display: none;
  ${media.mobile} {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 8px;
    color: ${color.brand};
    font-weight: 600;
    text-decoration: none;
  }
`
const Log = styled.div`
  flex: 1;
  min-height: 0;
  padding: 12px 16px;
  overflow-y: auto;
  ol {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .older {
    display: flex;
    justify-content: center;
    margin-bottom: 8px;
  }
  .older button {
    min-height: 36px;
  }
`
const Bubble = styled.li`
  max-width: min(78%, 560px);
  align-self: flex-start;
  &[data-mine='true'] {
    align-self: flex-end;
  }
  .body {
    padding: 8px 12px;
    border-radius: 14px;
    background: ${color.white};
    border: 1px solid ${color.line};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  &[data-mine='true'] .body {
    background: ${color.brandSoft};
    border-color: #b9e0cf;
  }
  img {
    display: block;
    max-width: 100%;
    max-height: 320px;
    border-radius: 10px;
  }
  .meta {
    display: flex;
    justify-content: flex-end;
    gap: 6px;
    margin-top: 2px;
    font-size: 12px;
    color: ${color.muted};
  }
  &:not([data-mine='true']) .meta {
    justify-content: flex-start;
  }
  .tick[data-status='read'] {
    color: ${color.focus};
    font-weight: 700;
  }
  .tick[data-status='failed'] {
    color: ${color.red};
  }
  .warning {
    margin: 6px 0 0;
    padding: 8px 10px;
    border-left: 4px solid #b45309;
    border-radius: 6px;
    background: #fff7ed;
    color: #7c2d12;
    font-size: 14px;
  }
`
const Typing = styled.p`
  min-height: 20px;
  margin: 0;
  padding: 0 16px 4px;
  font-size: 13px;
  font-style: italic;
  color: ${color.muted};
`
const Composer = styled.form`
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
const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-top: 1px solid ${color.line};
  background: ${color.white};
  color: ${color.muted};
`
const Problem = styled.p`
  margin: 0;
  padding: 6px 16px;
  background: #fdecea;
  color: ${color.red};
`

interface Pending {
  client_id: string
  text: string
  image_url: string | null
  status: 'sending' | 'failed'
}

const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Messages by id, each once (a live event and a fetched page may carry the same one). */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]))
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

function Tick({ state }: { state: OwnState }) {
  const mark = state === 'sent' ? '✓' : state === 'delivered' || state === 'read' ? '✓✓' : state === 'failed' ? '!' : '…'
  return (
    <span className="tick" data-status={state} title={OWN_STATE_LABEL[state]}>
      <span aria-hidden="true">{mark} </span>
      {OWN_STATE_LABEL[state]}
    </span>
  )
}

export interface ThreadProps {
  conversation: ChatConversation
  me: number
  channel: ChatChannel
  /** the conversation changed (blocked, read ...): refresh it and the list */
  onChanged: (conversation?: ChatConversation) => void
}

export function Thread({ conversation, me, channel, onChanged }: ThreadProps) {
  const id = conversation.id
  const [messages, setMessages] = useState<ChatMessage[] | null>(null)
  const [hasMore, setHasMore] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [pending, setPending] = useState<Pending[]>([])
  const [live, setReceipts] = useState({ delivered: 0, read: 0 })
  // what the other person has received and read of mine: the loaded state, moved on by live receipts
  const receipts = { delivered: Math.max(live.delivered, conversation.other_delivered_id), read: Math.max(live.read, conversation.other_read_id) }
  const [typingUntil, setTypingUntil] = useState(0)
  // in the conversation's room (typing reaches this tab only then); marked on the log for tests
  const [joined, setJoined] = useState(false)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const keepOffset = useRef<number | null>(null)
  const stickToBottom = useRef(true)
  const lastTyping = useRef(0)
  const messagesRef = useRef<ChatMessage[] | null>(null)
  const readUpTo = useRef(conversation.my_read_id)
  messagesRef.current = messages

  /** Marks everything shown as read, when the person can see it. */
  const markRead = useCallback(async () => {
    const list = messagesRef.current
    if (!list || typeof document === 'undefined' || document.visibilityState !== 'visible') return
    const last = [...list].reverse().find((m) => m.sender_id !== me)
    if (!last || last.id <= readUpTo.current) return
    readUpTo.current = last.id
    const answer = await channel.request(CHAT_EVENTS.receipt, { conversation_id: id, read_id: last.id })
    if (!answer) await markChatReceipt(id, { read_id: last.id })
    await refreshChatUnread()
    onChanged()
  }, [channel, id, me, onChanged])

  // first page (the thread is keyed by conversation), then whatever arrives
  useEffect(() => {
    let cancelled = false
    void fetchMessages(id).then((result) => {
      if (cancelled) return
      if (!result.success) return setProblem(result.error.message)
      stickToBottom.current = true
      setMessages(result.data.items)
      setHasMore(result.data.has_more)
    })
    return () => {
      cancelled = true
    }
  }, [id])

  useEffect(() => {
    if (messages) void markRead()
  }, [messages, markRead])

  useEffect(() => {
    const onVisible = () => void markRead()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [markRead])

  // live: join the conversation's room (typing), and on every (re)join fetch what was missed
  useEffect(() => {
    const catchUp = async () => {
      await channel.request(CHAT_EVENTS.join, { conversation_id: id })
      setJoined(true)
      let after = messagesRef.current?.at(-1)?.id
      if (after === undefined) return
      for (let more = true; more; ) {
        const result = await fetchMessages(id, { after })
        if (!result.success) return
        setMessages((current) => merge(current ?? [], result.data.items))
        after = result.data.items.at(-1)?.id ?? after
        more = result.data.has_more
      }
      onChanged()
    }
    const offJoined = channel.onJoined(() => void catchUp())
    const offMessage = channel.on(CHAT_EVENTS.message, (payload) => {
      const { message } = payload as ChatMessageEvent
      if (message?.conversation_id !== id) return
      const log = logRef.current
      stickToBottom.current = message.sender_id === me || !log || log.scrollHeight - log.scrollTop - log.clientHeight < 80
      setMessages((current) => merge(current ?? [], [message]))
      if (message.client_id) setPending((list) => list.filter((p) => p.client_id !== message.client_id))
      if (message.sender_id !== me) setTypingUntil(0)
    })
    const offReceipts = channel.on(CHAT_EVENTS.receipts, (payload) => {
      const event = payload as ChatReceiptsEvent
      if (event.conversation_id !== id || event.user_id === me) return
      setReceipts((r) => ({ delivered: Math.max(r.delivered, event.delivered_id), read: Math.max(r.read, event.read_id) }))
    })
    const offTyping = channel.on(CHAT_EVENTS.typing, (payload) => {
      const event = payload as { conversation_id: number; user_id: number }
      if (event.conversation_id === id && event.user_id !== me) setTypingUntil(Date.now() + CHAT.typingMs)
    })
    const offState = channel.on(CHAT_EVENTS.state, (payload) => {
      if ((payload as { conversation_id: number }).conversation_id === id) onChanged()
    })
    return () => {
      offJoined()
      offMessage()
      offReceipts()
      offTyping()
      offState()
      setJoined(false)
      channel.emit(CHAT_EVENTS.leave, { conversation_id: id })
    }
  }, [channel, id, me, onChanged])

  // the typing indicator goes after a few seconds without news
  useEffect(() => {
    if (!typingUntil) return
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()))
    return () => clearTimeout(timer)
  }, [typingUntil])

  // scrolling: to the newest message, or kept in place when older ones are put above
  useLayoutEffect(() => {
    const log = logRef.current
    if (!log) return
    if (keepOffset.current !== null) {
      log.scrollTop = log.scrollHeight - keepOffset.current
      keepOffset.current = null
    } else if (stickToBottom.current) {
      log.scrollTop = log.scrollHeight
    }
  }, [messages, pending])

  const loadOlder = async () => {
    const first = messages?.[0]
    if (!first || loadingOlder) return
    setLoadingOlder(true)
    const result = await fetchMessages(id, { before: first.id })
    setLoadingOlder(false)
    if (!result.success) return setProblem(result.error.message)
    const log = logRef.current
    keepOffset.current = log ? log.scrollHeight - log.scrollTop : null
    stickToBottom.current = false
    setMessages((current) => merge(current ?? [], result.data.items))
    setHasMore(result.data.has_more)
  }

  const deliver = async (item: Pending) => {
    setPending((list) => [...list.filter((p) => p.client_id !== item.client_id), { ...item, status: 'sending' }])
    stickToBottom.current = true
    const result = await sendChatMessage(id, { client_id: item.client_id, ...(item.image_url ? { image_url: item.image_url } : { text: item.text }) })
    if (!result.success) {
      setProblem(result.error.message)
      setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, status: 'failed' } : p)))
      return
    }
    setProblem(null)
    setMessages((current) => merge(current ?? [], [result.data]))
    setPending((list) => list.filter((p) => p.client_id !== item.client_id))
    onChanged()
  }

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault()
    const value = text.trim()
    if (!value) return setProblem(CHAT_MSG.empty)
    if (value.length > CHAT.maxLength) return setProblem(CHAT_MSG.tooLong)
    setText('')
    void deliver({ client_id: newClientId(), text: value, image_url: null, status: 'sending' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  const onType = (value: string) => {
    setText(value)
    if (problem) setProblem(null)
    if (Date.now() - lastTyping.current > 2000) {
      lastTyping.current = Date.now()
      channel.emit(CHAT_EVENTS.typing, { conversation_id: id })
    }
  }

  const sendImage = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    // a private picture: only the two people (and staff reviewing a report) get its signed URL
    const uploaded = await uploadImage(file, file.name, undefined, 'chat')
    setUploading(false)
    if (!uploaded.success) return setProblem(uploaded.error.message || MSG.imageError)
    void deliver({ client_id: newClientId(), text: '', image_url: uploaded.data.url, status: 'sending' })
  }

  const unblock = async () => {
    const result = await setChatBlocked(id, false)
    if (!result.success) return setProblem(result.error.message)
    onChanged(result.data.conversation)
  }

  const other = conversation.other
  const lastMine = messages ? [...messages].reverse().find((m) => m.sender_id === me) : undefined
  const canSend = !conversation.closed && !conversation.blocked_by_me && !conversation.blocked_me
  const count = text.trim().length

  return (
    <Wrap aria-labelledby="chat-thread-title" className="chat-thread">
      <Head>
        <BackToList to={CHAT_LIST_PATH} replace>
          ← Danh sách
        </BackToList>
        <Avatar person={other} />
        <div className="who">
          <h2 id="chat-thread-title">
            {other.name}
            {other.organization ? ` · ${other.organization}` : ''}
          </h2>
          <p className="about">
            {conversation.job ? (
              <>
                Về tin:{' '}
                {conversation.job.url ? (
                  <a href={conversation.job.url} target="_blank" rel="noopener">
                    {conversation.job.title}
                  </a>
                ) : (
                  conversation.job.title
                )}
              </>
            ) : (
              'Trò chuyện chung'
            )}
          </p>
        </div>
        <div className="actions">
          {conversation.blocked_by_me ? (
            <GhostButton type="button" onClick={() => void unblock()}>
              Bỏ chặn
            </GhostButton>
          ) : (
            <GhostButton type="button" onClick={() => setDialog('block')} disabled={conversation.closed}>
              Chặn
            </GhostButton>
          )}
          <GhostButton type="button" onClick={() => setDialog('report')}>
            Báo cáo
          </GhostButton>
        </div>
      </Head>

      {/* focusable: a long thread (or a picture) makes it scroll, and the keyboard must reach it */}
      <Log
        ref={logRef}
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={`Tin nhắn với ${other.name}`}
        data-joined={joined || undefined}
        onScroll={(event) => {
          if (hasMore && event.currentTarget.scrollTop < 40) void loadOlder()
        }}
      >
        {hasMore && (
          <div className="older">
            <GhostButton type="button" onClick={() => void loadOlder()} disabled={loadingOlder} aria-busy={loadingOlder}>
              {loadingOlder ? 'Đang tải...' : 'Xem tin nhắn cũ hơn'}
            </GhostButton>
          </div>
        )}
        {!messages && !problem && <p aria-busy="true">Đang tải tin nhắn...</p>}
        {messages && messages.length === 0 && pending.length === 0 && <p>Hãy gửi lời chào để bắt đầu cuộc trò chuyện.</p>}
        <ol>
          {messages?.map((m) => {
            const mine = m.sender_id === me
            return (
              <Bubble key={m.id} data-mine={mine} data-message={m.id}>
                <span className="visually-hidden">{mine ? 'Bạn' : other.name}: </span>
                <div className="body">{m.kind === 'image' && m.image_url ? <img src={m.image_url} alt={mine ? 'Ảnh bạn đã gửi' : `Ảnh ${other.name} gửi`} loading="lazy" /> : m.text}</div>
                {m.warnings.map((w) => (
                  <p key={w.kind} className="warning" role="note" data-scam-warning={w.kind}>
                    {w.text}
                  </p>
                ))}
                <div className="meta">
                  <time dateTime={m.created_at}>{messageTime(m.created_at)}</time>
                  {mine && (m === lastMine || m.id > receipts.read) && <Tick state={ownState(m, receipts.delivered, receipts.read)} />}
                </div>
              </Bubble>
            )
          })}
          {pending.map((p) => (
            <Bubble key={p.client_id} data-mine="true" data-pending={p.status}>
              <div className="body">{p.image_url ? <img src={p.image_url} alt="Ảnh đang gửi" /> : p.text}</div>
              <div className="meta">
                <Tick state={p.status} />
                {p.status === 'failed' && (
                  <button type="button" onClick={() => void deliver(p)}>
                    Gửi lại
                  </button>
                )}
              </div>
            </Bubble>
          ))}
        </ol>
      </Log>
      <Typing aria-live="polite">{typingUntil > 0 ? `${other.name} đang nhập…` : ''}</Typing>
      {problem && <Problem role="alert">{problem}</Problem>}
      {canSend ? (
        <Composer onSubmit={submit} aria-label="Gửi tin nhắn">
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
        </Composer>
      ) : (
        <Notice role="status">{conversation.closed ? CHAT_MSG.closed : conversation.blocked_by_me ? CHAT_MSG.blockedByMe : CHAT_MSG.blockedMe}</Notice>
      )}
      <BlockDialog conversation={conversation} open={dialog === 'block'} onClose={() => setDialog(null)} onDone={(c) => onChanged(c)} />
      <ReportDialog conversation={conversation} open={dialog === 'report'} onClose={() => setDialog(null)} />
    </Wrap>
  )
}
