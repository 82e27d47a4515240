// The thread's header: back to the list (on a phone), who the conversation is with and about which
// job, and block / unblock / report.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { CHAT_LIST_PATH, type ChatConversation } from '../../../domain/chat'
import { GhostButton } from '../../../ui/button'
import { color, disc, media } from '../../../ui/theme'
import { Avatar } from './conversation-list'

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${color.line};
  background: ${color.white};
  --logo-size: 40px;
  .avatar {
    ${disc(40)}
    background: ${color.brand};
    color: ${color.white};
    font-weight: 700;
  }
  .who {
    flex: 1;
    min-width: 0;
  }
  h2,
  .about {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  h2 {
    font-size: 17px;
  }
  .about {
    font-size: 14px;
    color: ${color.muted};
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  ${media.mobile} {
    /* the names take the row (up to two lines each); block and report go on a row of their own */
    h2,
    .about {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    .actions {
      width: 100%;
      justify-content: flex-end;
    }
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
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    margin-left: -12px;
    font-size: 22px;
    color: ${color.brand};
    font-weight: 600;
    text-decoration: none;
  }
`

export function ThreadHead({
  conversation,
  onBlock,
  onUnblock,
  onReport,
}: {
  conversation: ChatConversation
  onBlock: () => void
  onUnblock: () => void
  onReport: () => void
}) {
  const { other, job } = conversation
  return (
    <Head>
      <BackToList to={CHAT_LIST_PATH} replace aria-label="Về danh sách trò chuyện">
        ←
      </BackToList>
      <Avatar person={other} />
      <div className="who">
        <h2 id="chat-thread-title">
          {other.name}
          {other.organization ? ` · ${other.organization}` : ''}
        </h2>
        <p className="about">
          {job ? (
            <>
              Về tin:{' '}
              {job.url ? (
                <a href={job.url} target="_blank" rel="noopener">
                  {job.title}
                </a>
              ) : (
                job.title
              )}
            </>
          ) : (
            'Trò chuyện chung'
          )}
        </p>
      </div>
      <div className="actions">
        {conversation.blocked_by_me ? (
          <GhostButton type="button" onClick={onUnblock}>
            Bỏ chặn
          </GhostButton>
        ) : (
          <GhostButton type="button" onClick={onBlock} disabled={conversation.closed}>
            Chặn
          </GhostButton>
        )}
        <GhostButton type="button" onClick={onReport}>
          Báo cáo
        </GhostButton>
      </div>
    </Head>
  )
}
