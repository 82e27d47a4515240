// Chat's paths and socket events, which every page's shell needs (the header's chat link, the
// realtime connection), kept apart from chat's texts and rules in chat.ts (the chat page's).

/** `/chatroom/join/{user_id}-{classified_id}` (SPEC 2.1); 0-0 is the list. */
export const CHAT_PAGE_PATTERN = '/chatroom/join/:pair'
export const chatPath = (userId: number, classifiedId = 0) => `/chatroom/join/${userId}-${classifiedId}`
export const CHAT_LIST_PATH = chatPath(0, 0)

/** The socket events of chat (SPEC 7.10 adds them to connect, notification, error, join-room). */
export const CHAT_EVENTS = {
  /** client -> server, acked: watch one conversation (typing); participants only */
  join: 'chat:join',
  leave: 'chat:leave',
  /** client -> server: I am typing in a conversation; server -> the other person's sockets */
  typing: 'chat:typing',
  /** client -> server, acked: messages up to id received / read */
  receipt: 'chat:receipt',
  /** server -> every tab of both people: a stored message */
  message: 'chat:message',
  /** server -> both people: how far one of them has received and read */
  receipts: 'chat:receipts',
  /** server -> both people: blocked, unblocked or closed */
  state: 'chat:state',
} as const
