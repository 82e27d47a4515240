// The entry points into chat: the "Nhắn tin" button of a job page and of an applicant's CV (opened
// in a new tab, SPEC 2.1), and the header's messages link with the unread badge. They are plain
// links: the chat page's code loads only when the page opens.
import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { chatPath, CHAT_LIST_PATH } from '../../../domain/chat-links'
import { CountBadge, roundIconStyle } from '../../../ui/icon-button'
import { ghostStyle } from '../../../ui/panel'
import { unreadBadge } from '../format'
import { chatState, refreshChatUnread } from '../state'
import { LineIcon } from '../../../ui/line-icon'

const Entry = styled.a`
  ${ghostStyle}
  gap: 8px;
  /* one line, whatever the room beside it (the applicant's header on a phone) */
  flex: none;
  white-space: nowrap;
`

function BubbleIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon d="M4 5h16v11H9l-5 4z" size={size} />
  )
}

/** "Nhắn tin": a new tab with the conversation with `userId` (0: the job's recruiter) about the job. */
export function ChatButton({ userId, classifiedId, label = 'Nhắn tin', description }: { userId: number; classifiedId: number; label?: string; description?: string }) {
  return (
    <Entry href={chatPath(userId, classifiedId)} target="_blank" rel="noopener" data-chat-entry="" aria-label={description ? `${label} ${description} (mở tab mới)` : `${label} (mở tab mới)`}>
      <BubbleIcon />
      {label}
    </Entry>
  )
}

const HeaderLink = styled.a`
  ${roundIconStyle}
  position: relative;
  /* the smallest phones have no room for a fourth icon: the account menu's "Tin nhắn" entry stays */
  @media (max-width: 379.98px) {
    display: none;
  }
`

/** The header's messages link (signed in): the unread count, live (SPEC 3 chat state). */
export function ChatHeaderLink() {
  const { unread } = useSnapshot(chatState)
  useEffect(() => {
    void refreshChatUnread()
  }, [])
  const badge = unreadBadge(unread)
  return (
    <HeaderLink
      href={CHAT_LIST_PATH}
      target="_blank"
      rel="noopener"
      aria-label={unread ? `Tin nhắn, ${unread} tin chưa đọc (mở tab mới)` : 'Tin nhắn (mở tab mới)'}
      data-chat-link=""
    >
      <BubbleIcon size={24} />
      {badge && (
        <CountBadge aria-hidden="true" data-chat-badge="">
          {badge}
        </CountBadge>
      )}
    </HeaderLink>
  )
}
