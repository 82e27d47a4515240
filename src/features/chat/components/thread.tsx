// One conversation: its messages (older pages loaded when scrolling up), live new messages, the
// other person's delivered/read state of one's own messages, the typing indicator, the scam
// warnings for the seeker, sending text and images, and block / report. The parts: use-messages.ts
// (the messages and sending), use-live-thread.ts (the room, receipts, typing, read marks),
// thread-head.tsx, message-log.tsx and composer.tsx.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { CHAT_MSG, type ChatConversation } from '../../../domain/chat'
import { color } from '../../../ui/theme'
import { setChatBlocked } from '../api/chat-api'
import type { ChatChannel } from '../types'
import { Composer } from './composer'
import { MessageLog } from './message-log'
import { BlockDialog, ReportDialog } from './safety-dialogs'
import { ThreadHead } from './thread-head'
import { useLiveThread } from './use-live-thread'
import { useMessages } from './use-messages'

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${color.bg};
`
const Typing = styled.p`
  min-height: 20px;
  margin: 0;
  padding: 0 16px 4px;
  font-size: 13px;
  font-style: italic;
  color: ${color.muted};
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

export interface ThreadProps {
  conversation: ChatConversation
  me: number
  channel: ChatChannel
  /** the conversation changed (blocked, read ...): refresh it and the list */
  onChanged: (conversation?: ChatConversation) => void
}

export function Thread({ conversation, me, channel, onChanged }: ThreadProps) {
  const id = conversation.id
  const [problem, setProblem] = useState<string | null>(null)
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null)
  const thread = useMessages(id, setProblem, onChanged)
  const live = useLiveThread(conversation, me, channel, thread, onChanged)

  const unblock = async () => {
    const result = await setChatBlocked(id, false)
    if (!result.success) return setProblem(result.error.message)
    onChanged(result.data.conversation)
  }

  const canSend = !conversation.closed && !conversation.blocked_by_me && !conversation.blocked_me

  return (
    <Wrap aria-labelledby="chat-thread-title" className="chat-thread">
      <ThreadHead conversation={conversation} onBlock={() => setDialog('block')} onUnblock={() => void unblock()} onReport={() => setDialog('report')} />
      <MessageLog
        conversation={conversation}
        me={me}
        thread={thread}
        receipts={live.receipts}
        joined={live.joined}
        failed={problem !== null}
        onRetry={(message) => void thread.deliver(message)}
      />
      <Typing aria-live="polite">{live.typing ? `${conversation.other.name} đang nhập…` : ''}</Typing>
      {problem && <Problem role="alert">{problem}</Problem>}
      {canSend ? (
        <Composer conversationId={id} channel={channel} problem={problem} onProblem={setProblem} onSend={(message) => void thread.deliver(message)} />
      ) : (
        <Notice role="status">{conversation.closed ? CHAT_MSG.closed : conversation.blocked_by_me ? CHAT_MSG.blockedByMe : CHAT_MSG.blockedMe}</Notice>
      )}
      <BlockDialog conversation={conversation} open={dialog === 'block'} onClose={() => setDialog(null)} onDone={(c) => onChanged(c)} />
      <ReportDialog conversation={conversation} open={dialog === 'report'} onClose={() => setDialog(null)} />
    </Wrap>
  )
}
