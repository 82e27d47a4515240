// The thread's messages as a live log: older ones on request (or when scrolled to the top), each
// message with its time, the scam warnings the seeker gets, one's own with where it stands (sent,
// received, read), and one's own on their way with "Gửi lại" after a failure.
import { styled } from '@linaria/react'
import type { ChatConversation } from '../../../domain/chat'
import { GhostButton } from '../../../ui/button'
import { color, bareList } from '../../../ui/theme'
import { messageTime, OWN_STATE_LABEL, ownState, type OwnState } from '../format'
import type { PendingMessage, ThreadMessages } from './use-messages'

const Log = styled.div`
  flex: 1;
  min-height: 0;
  padding: 12px 16px;
  overflow-y: auto;
  ol {
    display: flex;
    flex-direction: column;
    gap: 8px;
    ${bareList}
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

function Tick({ state }: { state: OwnState }) {
  const mark = state === 'sent' ? '✓' : state === 'delivered' || state === 'read' ? '✓✓' : state === 'failed' ? '!' : '…'
  return (
    <span className="tick" data-status={state} title={OWN_STATE_LABEL[state]}>
      <span aria-hidden="true">{mark} </span>
      {OWN_STATE_LABEL[state]}
    </span>
  )
}

export function MessageLog({
  conversation,
  me,
  thread,
  receipts,
  joined,
  failed,
  onRetry,
}: {
  conversation: ChatConversation
  me: number
  thread: ThreadMessages
  receipts: { delivered: number; read: number }
  joined: boolean
  /** the first page could not be read (the problem line says why) */
  failed: boolean
  onRetry: (message: PendingMessage) => void
}) {
  const { messages, pending, hasMore, loadingOlder, loadOlder, logRef, pictureLoaded } = thread
  const other = conversation.other
  const lastMine = messages ? [...messages].reverse().find((m) => m.sender_id === me) : undefined
  return (
    // focusable: a long thread (or a picture) makes it scroll, and the keyboard must reach it
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
      {!messages && !failed && <p aria-busy="true">Đang tải tin nhắn...</p>}
      {messages && messages.length === 0 && pending.length === 0 && <p>Hãy gửi lời chào để bắt đầu cuộc trò chuyện.</p>}
      <ol>
        {messages?.map((m) => {
          const mine = m.sender_id === me
          return (
            <Bubble key={m.id} data-mine={mine} data-message={m.id}>
              <span className="visually-hidden">{mine ? 'Bạn' : other.name}: </span>
              <div className="body">{m.kind === 'image' && m.image_url ? <img src={m.image_url} alt={mine ? 'Ảnh bạn đã gửi' : `Ảnh ${other.name} gửi`} loading="lazy" onLoad={(event) => pictureLoaded(event.currentTarget)} /> : m.text}</div>
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
            <div className="body">{p.image_url ? <img src={p.image_url} alt="Ảnh đang gửi" onLoad={(event) => pictureLoaded(event.currentTarget)} /> : p.text}</div>
            <div className="meta">
              <Tick state={p.status} />
              {p.status === 'failed' && (
                <button type="button" onClick={() => onRetry(p)}>
                  Gửi lại
                </button>
              )}
            </div>
          </Bubble>
        ))}
      </ol>
    </Log>
  )
}
