// Public announcements for anonymous visitors (GET job-common without a token), kept light:
// the newest ten, and an invitation to sign in for personal notifications.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../../ui/button'
import { color } from '../../../ui/theme'
import { usePublicInbox } from '../api/get-common-inbox'
import { timeAgo } from '../../../domain/time-ago'
import type { Inbox } from '../types'

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${color.line};
  }
  p {
    margin: 2px 0 0;
    color: ${color.muted};
    font-size: 14px;
  }
  strong a {
    color: ${color.text};
  }
`

const Muted = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`

function Title({ item }: { item: Inbox }) {
  if (!item.url) return <>{item.title}</>
  if (item.url.startsWith('/') && !item.url.startsWith('//')) return <Link to={item.url}>{item.title}</Link>
  return <a href={item.url}>{item.title}</a>
}

export function PublicInboxPanel({ open, loginHref }: { open: boolean; loginHref: string }) {
  const { data, error, isLoading } = usePublicInbox(open)
  return (
    <div>
      {isLoading ? (
        <Muted role="status">Đang tải thông báo...</Muted>
      ) : error ? (
        <Muted role="alert">Không tải được thông báo, bạn hãy thử lại sau.</Muted>
      ) : !data || data.items.length === 0 ? (
        <Muted>Chưa có thông báo chung nào.</Muted>
      ) : (
        <List>
          {data.items.map((item) => (
            <li key={item.id}>
              <strong>
                <Title item={item} />
              </strong>
              {item.content && <p>{item.content}</p>}
              <p>
                <time dateTime={item.created_at}>{timeAgo(item.created_at)}</time>
              </p>
            </li>
          ))}
        </List>
      )}
      <ButtonLink to={loginHref}>Đăng nhập để xem thông báo của bạn</ButtonLink>
    </div>
  )
}
