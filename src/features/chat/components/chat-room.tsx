// The chat room of /chatroom/join/{user_id}-{classified_id}: the list of conversations beside the
// open one (two screens below 990 px: the list at 0-0, the thread otherwise). The pair opens (or
// finds) its conversation through chat-room-request, unless the list already holds it.
import { styled } from '@linaria/react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { mutate } from 'swr'
import { CHAT_LIST_PATH, type ChatConversation } from '../../../domain/chat'
import { color, media } from '../../../ui/theme'
import { openConversation, useConversation } from '../api/chat-api'
import type { ChatChannel } from '../types'
import { ConversationList } from './conversation-list'
import { Thread } from './thread'

const Room = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) 1fr;
  height: calc(100dvh - 156px);
  min-height: 420px;
  margin-top: 16px;
  border: 1px solid ${color.line};
  border-radius: 12px;
  overflow: hidden;
  background: ${color.white};
  ${media.mobile} {
    grid-template-columns: 1fr;
    height: calc(100dvh - 64px);
    margin-top: 0;
    border: 0;
    border-radius: 0;
    &[data-view='thread'] .chat-list,
    &[data-view='list'] .chat-empty {
      display: none;
    }
  }
`
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 24px;
  background: ${color.bg};
  color: ${color.muted};
  text-align: center;
  p {
    margin: 0;
  }
`

export interface ChatRoomProps {
  pair: { userId: number; classifiedId: number }
  me: number
  channel: ChatChannel
  /** The person works for an organisation: the empty list tells them how recruiters start a conversation. */
  recruiter?: boolean
}

export function ChatRoom({ pair, me, recruiter = false, channel }: ChatRoomProps) {
  const listMode = pair.userId === 0 && pair.classifiedId === 0
  const [known, setKnown] = useState<ChatConversation[]>([])
  const [opened, setOpened] = useState<{ key: string; id: number | null; problem: string | null } | null>(null)
  const key = `${pair.userId}-${pair.classifiedId}`
  const fromList = known.find((c) => c.other.user_id === pair.userId && (c.job?.id ?? 0) === pair.classifiedId) ?? null

  // a pair the list does not hold yet (a new conversation from a job page): chat-room-request
  useEffect(() => {
    if (listMode || fromList || opened?.key === key) return
    let cancelled = false
    void openConversation(pair.userId, pair.classifiedId).then((result) => {
      if (cancelled) return
      setOpened({ key, id: result.success ? result.data.id : null, problem: result.success ? null : result.error.message })
      if (result.success) void mutate((k) => Array.isArray(k) && k[0] === 'chat/conversations')
    })
    return () => {
      cancelled = true
    }
  }, [listMode, fromList, opened, key, pair.userId, pair.classifiedId])

  const selectedId = listMode ? null : (fromList?.id ?? (opened?.key === key ? opened.id : null))
  const { data: conversation, mutate: refresh } = useConversation(selectedId)
  const onLoaded = useCallback((items: ChatConversation[]) => setKnown(items), [])
  const onChanged = useCallback(
    (changed?: ChatConversation) => {
      // refresh(undefined, …) would empty the conversation until it is fetched again, which
      // unmounted the thread: the draft, an open dialog and the scroll position were lost
      void (changed ? refresh(changed, { revalidate: false }) : refresh())
      void mutate((k) => Array.isArray(k) && k[0] === 'chat/conversations')
    },
    [refresh],
  )
  const problem = !listMode && opened?.key === key ? opened.problem : null

  return (
    <Room data-view={listMode ? 'list' : 'thread'} data-chat-room="">
      <ConversationList me={me} recruiter={recruiter} selectedId={selectedId} onLoaded={onLoaded} />
      {conversation && selectedId === conversation.id ? (
        <Thread key={conversation.id} conversation={conversation} me={me} channel={channel} onChanged={onChanged} />
      ) : (
        <Empty className="chat-empty">
          {problem ? (
            <>
              <p role="alert">{problem}</p>
              <Link to={CHAT_LIST_PATH}>Về danh sách tin nhắn</Link>
            </>
          ) : listMode ? (
            <p>Chọn một cuộc trò chuyện để xem tin nhắn.</p>
          ) : (
            <p aria-busy="true">Đang mở cuộc trò chuyện...</p>
          )}
        </Empty>
      )}
    </Room>
  )
}
