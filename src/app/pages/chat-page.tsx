// /chatroom/join/{user_id}-{classified_id} (SPEC 2.1; docs/decisions/0025-chat.md): the chat room,
// opened in a new tab; 0-0 is the list of one's conversations. Signed in only, never prerendered
// (the server and netlify.toml serve the app shell); its code loads only here, and it uses the
// person's one realtime connection (src/app/realtime-connection.ts).
import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { CHAT_LIST_PATH, CHAT_MSG, parseChatPair } from '../../domain/chat'
import { userState } from '../../features/auth/state'
import { ChatRoom } from '../../features/chat/components/chat-room'
import { useMyOrganizations } from '../../features/organizations/api/business-info'
import { Container } from '../../ui/container'
import { realtimeChannel } from '../realtime-connection'

export function Component() {
  const { pair } = useParams()
  const parsed = parseChatPair(pair)
  const { user } = useSnapshot(userState)
  // someone who works for an organisation starts conversations from applications, not job pages
  const { data: organizations } = useMyOrganizations()
  const recruiter = (organizations?.items.length ?? 0) > 0
  return (
    <Container>
      <Head>
        <title>Tin nhắn | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className="visually-hidden">Tin nhắn</h1>
      {!parsed ? (
        <p role="alert">
          {CHAT_MSG.pair} <a href={CHAT_LIST_PATH}>Về danh sách tin nhắn</a>
        </p>
      ) : user ? (
        <ChatRoom pair={parsed} me={user.id} recruiter={recruiter} channel={realtimeChannel} />
      ) : (
        <p aria-busy="true">Đang tải...</p>
      )}
    </Container>
  )
}
