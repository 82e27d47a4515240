// The private inbox of /account/notification (SPEC 7.8): a tab per part with its unread count,
// messages newest first, read on open, mark all as read, delete after confirmation, load more.
// Everything comes from the shared inbox state, so realtime notifications appear without reload.
import { styled } from '@linaria/react'
import { useEffect, useId, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { Tab, TabList, TabPanel, useTabs } from '../../../ui/tabs'
import { color, media, cardBox, bareList, spreadRow } from '../../../ui/theme'
import { roundIconStyle } from '../../../ui/icon-button'
import { timeAgo } from '../../../domain/time-ago'
import { formatUnreadBadge } from '../format'
import { loadInboxPart, markAllAsRead, markAsRead, removeInbox } from '../list-state'
import { clearHasNewInbox, inboxState, loadPrivateInbox } from '../state'
import { INBOX_PARTS, type Inbox, type InboxPart } from '../types'
import { LineIcon } from '../../../ui/line-icon'

export const PART_LABEL: Record<InboxPart, string> = { candidate: 'Ứng viên', common: 'Thông báo chung' }

const LIST_LABEL: Record<InboxPart, string> = { candidate: 'Thông báo ứng viên', common: 'Thông báo chung' }

const EMPTY_TEXT: Record<InboxPart, string> = {
  candidate: 'Bạn chưa có thông báo nào về việc làm và hồ sơ.',
  common: 'Chưa có thông báo chung nào.',
}

const Wrap = styled.section`
  max-width: 760px;
  margin: 24px auto;
  ${cardBox}
  ${media.mobile} {
    margin: 0;
    border-radius: 0;
    border-width: 0 0 1px;
  }
`

const Top = styled.div`
  ${spreadRow}
  gap: 8px 16px;
  padding: 16px;
  h1 {
    margin: 0;
    font-size: 22px;
  }
`

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: 11px;
  background: ${color.red};
  color: ${color.white};
  font-size: 12px;
  line-height: 18px;
`

const List = styled.ul`
  ${bareList}
`

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  border-bottom: 1px solid ${color.line};
  &[data-unread='true'] {
    background: ${color.brandSoft};
  }
`

const openerStyle = `
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 14px 8px 14px 16px;
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover .inbox-title {
    text-decoration: underline;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  .inbox-title {
    display: flex;
    align-items: baseline;
    gap: 8px;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  [data-unread='true'] & .inbox-title {
    font-weight: 700;
  }
  .inbox-dot {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${color.brand};
    transform: translateY(-1px);
  }
  .inbox-content {
    color: ${color.muted};
    font-size: 14px;
    overflow-wrap: anywhere;
    white-space: pre-line;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  &[aria-expanded='true'] .inbox-content {
    display: block;
  }
  .inbox-time {
    color: ${color.muted};
    font-size: 13px;
  }
`
const OpenLink = styled(Link)`
  ${openerStyle}
`
const OpenAnchor = styled.a`
  ${openerStyle}
`
const OpenButton = styled.button`
  ${openerStyle}
`

const DeleteButton = styled.button`
  ${roundIconStyle}
  margin: 6px 6px 0 0;
  color: ${color.muted};
  &:hover {
    color: ${color.red};
  }
`

const Empty = styled.div`
  padding: 40px 16px;
  text-align: center;
  color: ${color.muted};
  p {
    margin: 0 0 12px;
  }
`

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px;
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//')

function MessageBody({ message }: { message: Inbox }) {
  return (
    <>
      <span className="inbox-title">
        {!message.is_read && <span className="inbox-dot" aria-hidden="true" />}
        {!message.is_read && <span className="visually-hidden">Chưa đọc: </span>}
        {message.title}
      </span>
      {message.content && <span className="inbox-content">{message.content}</span>}
      <time className="inbox-time" dateTime={message.created_at}>
        {timeAgo(message.created_at)}
      </time>
    </>
  )
}

const reportFailure = (result: { success: boolean; error?: { message: string } }) => {
  if (!result.success && result.error) toast.error(result.error.message)
}

function MessageRow({ message, onDelete }: { message: Inbox; onDelete: (message: Inbox) => void }) {
  const [expanded, setExpanded] = useState(false)
  const read = () => {
    void markAsRead(message.id).then(reportFailure)
  }
  let opener
  if (message.url && isSitePath(message.url)) {
    opener = (
      <OpenLink to={message.url} onClick={read}>
        <MessageBody message={message} />
      </OpenLink>
    )
  } else if (message.url) {
    opener = (
      <OpenAnchor href={message.url} onClick={read}>
        <MessageBody message={message} />
      </OpenAnchor>
    )
  } else {
    opener = (
      <OpenButton
        type="button"
        aria-expanded={expanded}
        onClick={() => {
          setExpanded((v) => !v)
          read()
        }}
      >
        <MessageBody message={message} />
      </OpenButton>
    )
  }
  return (
    <Item data-unread={!message.is_read} data-inbox-id={message.id}>
      {opener}
      <DeleteButton type="button" aria-label={`Xóa thông báo: ${message.title}`} onClick={() => onDelete(message)}>
        <LineIcon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" size={20} />
      </DeleteButton>
    </Item>
  )
}

export function NotificationCenter() {
  const inbox = useSnapshot(inboxState)
  const [tab, setTab] = useState<InboxPart>('candidate')
  // the message stays set while the dialog plays its closing animation
  const [pendingDelete, setPendingDelete] = useState<Inbox | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [markingAll, setMarkingAll] = useState(false)
  const tabs = useTabs({ keys: INBOX_PARTS, selected: tab, onSelect: setTab, sharedPanel: true })
  const baseId = useId()

  useEffect(() => {
    // looking at the page is what "new" waits for; the counts are refreshed at the same time
    clearHasNewInbox()
    void loadPrivateInbox()
  }, [])

  useEffect(() => {
    if (!inboxState.parts[tab].loaded) void loadInboxPart(tab)
  }, [tab])

  const part = inbox.parts[tab]
  const messages = (inbox.inboxes ?? []).filter((m) => m.part === tab)
  const hasMore = part.loaded && part.total !== null && messages.length < part.total

  const onMarkAll = async () => {
    setMarkingAll(true)
    const result = await markAllAsRead()
    setMarkingAll(false)
    if (result.success) toast.success('Đã đánh dấu tất cả là đã đọc')
    else reportFailure(result)
  }

  const onConfirmDelete = async () => {
    if (!pendingDelete) return
    setDeleting(true)
    const result = await removeInbox(pendingDelete.id)
    setDeleting(false)
    setConfirmOpen(false)
    if (result.success) toast.success('Đã xóa thông báo')
    else reportFailure(result)
  }

  return (
    <Wrap aria-labelledby={`${baseId}-title`}>
      <Top>
        <h1 id={`${baseId}-title`}>Thông báo</h1>
        <GhostButton type="button" onClick={onMarkAll} disabled={inbox.unreadInbox === 0 || markingAll}>
          Đánh dấu tất cả là đã đọc
        </GhostButton>
      </Top>

      <TabList {...tabs.tabListProps} aria-label="Loại thông báo">
        {INBOX_PARTS.map((key) => {
          const unread = formatUnreadBadge(inbox.parts[key].unread)
          return (
            <Tab key={key} {...tabs.tabProps(key)}>
              {PART_LABEL[key]}
              {unread && (
                <Count>
                  {unread}
                  <span className="visually-hidden"> chưa đọc</span>
                </Count>
              )}
            </Tab>
          )
        })}
      </TabList>

      <TabPanel {...tabs.panelProps(tab)} aria-busy={part.loading}>
        {!part.loaded ? (
          part.error ? (
            <Empty role="alert">
              <p>{part.error}</p>
              <GhostButton type="button" onClick={() => void loadInboxPart(tab)}>
                Thử lại
              </GhostButton>
            </Empty>
          ) : (
            <Empty role="status">
              <p>Đang tải thông báo...</p>
            </Empty>
          )
        ) : messages.length === 0 ? (
          <Empty>
            <p>{EMPTY_TEXT[tab]}</p>
            {tab === 'candidate' && <Link to={routes.listing}>Tìm việc làm ngay</Link>}
          </Empty>
        ) : (
          <List aria-label={LIST_LABEL[tab]}>
            {messages.map((m) => (
              <MessageRow
                key={m.id}
                message={m}
                onDelete={(message) => {
                  setPendingDelete(message)
                  setConfirmOpen(true)
                }}
              />
            ))}
          </List>
        )}
        {part.loaded && part.error && messages.length > 0 && (
          <Empty role="alert">
            <p>{part.error}</p>
          </Empty>
        )}
        {hasMore && (
          <More>
            <GhostButton type="button" onClick={() => void loadInboxPart(tab, { more: true })} disabled={part.loading}>
              {part.loading ? 'Đang tải...' : 'Xem thêm'}
            </GhostButton>
          </More>
        )}
      </TabPanel>

      <Modal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="Xóa thông báo"
        footer={
          <Actions>
            <GhostButton type="button" onClick={() => setConfirmOpen(false)}>
              Hủy
            </GhostButton>
            <Button type="button" onClick={onConfirmDelete} disabled={deleting}>
              Xóa
            </Button>
          </Actions>
        }
      >
        <p>Bạn có chắc muốn xóa thông báo “{pendingDelete?.title}”? Thao tác này không thể hoàn tác.</p>
      </Modal>
    </Wrap>
  )
}
