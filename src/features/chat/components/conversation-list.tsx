// The list of one's conversations: newest first, the other person, the job, the last message and
// the unread count; a search by name or job title.
import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { CHAT, chatPath, type ChatConversation } from '../../../domain/chat'
import { errorMessage } from '../../../lib/http'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { color, disc } from '../../../ui/theme'
import { useConversations } from '../api/chat-api'
import { messageTime, preview, unreadBadge } from '../format'

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${color.line};
  background: ${color.white};
  h2 {
    margin: 0;
    padding: 14px 16px 8px;
    font-size: 18px;
  }
`
const Search = styled.div`
  padding: 0 16px 12px;
  border-bottom: 1px solid ${color.line};
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 13px;
    color: ${color.muted};
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.line};
    border-radius: 8px;
    font: inherit;
  }
`
const Items = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`
const Item = styled(Link)`
  --logo-size: 44px;
  display: grid;
  grid-template-columns: 44px 1fr auto;
  gap: 2px 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${color.line};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.bg};
  }
  &[aria-current='page'] {
    background: ${color.brandSoft};
  }
  /* an organisation's logo tile (src/ui/organization-logo.tsx) */
  & > [data-tone] {
    grid-row: span 3;
  }
  .avatar {
    grid-row: span 3;
    ${disc(44)}
    background: ${color.brand};
    color: ${color.white};
    font-weight: 700;
    object-fit: cover;
  }
  .name {
    overflow: hidden;
    font-weight: 700;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .time {
    font-size: 12px;
    color: ${color.muted};
    white-space: nowrap;
  }
  .job {
    grid-column: 2 / span 2;
  }
  .last {
    grid-column: 2;
  }
  .job,
  .last {
    overflow: hidden;
    font-size: 14px;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .job {
    color: ${color.brand};
  }
  .last {
    color: ${color.muted};
  }
  &[data-unread='true'] .last {
    color: ${color.text};
    font-weight: 600;
  }
  .badge {
    justify-self: end;
    min-width: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: ${color.red};
    color: ${color.white};
    font-size: 12px;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }
`
const Note = styled.p`
  margin: 0;
  padding: 16px;
  color: ${color.muted};
`

export const pairOf = (conversation: ChatConversation) => chatPath(conversation.other.user_id, conversation.job?.id ?? 0)

export function Avatar({ person }: { person: ChatConversation['other'] }) {
  // a recruiter speaks for their organisation: its logo, or its letter tile
  if (person.organization && person.organization_id !== null)
    return <OrganizationLogo organization={{ id: person.organization_id, logo_url: person.organization_logo, initials: person.organization_initials ?? '' }} />
  if (person.avatar) return <img className="avatar" src={person.avatar} alt="" width={44} height={44} />
  return (
    <span className="avatar" aria-hidden="true">
      {person.name.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() ?? '?'}
    </span>
  )
}

interface ConversationListProps {
  me: number
  /** Works for an organisation: the empty list says how a recruiter starts a conversation. */
  recruiter?: boolean
  selectedId: number | null
  onLoaded?: (items: ChatConversation[]) => void
}

const EMPTY = {
  seeker: 'Bạn chưa có cuộc trò chuyện nào. Nhấn "Nhắn tin" ở một tin tuyển dụng để bắt đầu.',
  recruiter: 'Bạn chưa có cuộc trò chuyện nào. Mở một hồ sơ ứng tuyển và nhấn "Nhắn tin" để trao đổi với ứng viên.',
}

export function ConversationList({ me, recruiter = false, selectedId, onLoaded }: ConversationListProps) {
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed])
  const { data, error } = useConversations(q)
  useEffect(() => {
    if (data) onLoaded?.(data.items)
  }, [data, onLoaded])

  return (
    <Wrap aria-labelledby="chat-list-title" className="chat-list">
      <h2 id="chat-list-title">Tin nhắn</h2>
      <Search role="search">
        <label htmlFor="chat-search">Tìm theo tên hoặc tin tuyển dụng</label>
        <input id="chat-search" type="search" value={typed} maxLength={CHAT.searchMax} onChange={(event) => setTyped(event.target.value)} />
      </Search>
      {error && <Note role="alert">{errorMessage(error)}</Note>}
      {!data && !error && <Note aria-busy="true">Đang tải các cuộc trò chuyện...</Note>}
      {data && data.items.length === 0 && (
        <Note>{q ? `Không có cuộc trò chuyện nào khớp "${q}".` : recruiter ? EMPTY.recruiter : EMPTY.seeker}</Note>
      )}
      {data && data.items.length > 0 && (
        <Items aria-label="Các cuộc trò chuyện">
          {data.items.map((conversation) => {
            const badge = unreadBadge(conversation.unread)
            return (
              <li key={conversation.id}>
                <Item
                  to={pairOf(conversation)}
                  replace
                  aria-current={conversation.id === selectedId ? 'page' : undefined}
                  data-unread={conversation.unread > 0}
                  data-conversation={conversation.id}
                >
                  <Avatar person={conversation.other} />
                  <span className="name">
                    {conversation.other.name}
                    {conversation.other.organization ? ` · ${conversation.other.organization}` : ''}
                  </span>
                  <span className="time">{messageTime(conversation.last_message?.created_at ?? conversation.created_at)}</span>
                  <span className="job">{conversation.job ? conversation.job.title : 'Trò chuyện chung'}</span>
                  <span className="last">{preview(conversation, me)}</span>
                  {badge ? (
                    <span className="badge" data-unread-count="">
                      <span className="visually-hidden">, {conversation.unread} tin chưa đọc: </span>
                      {badge}
                    </span>
                  ) : (
                    <span />
                  )}
                </Item>
              </li>
            )
          })}
        </Items>
      )}
    </Wrap>
  )
}
