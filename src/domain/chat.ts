// Chat between job seekers and recruiters (issue 22; docs/decisions/0025-chat.md): its limits,
// sentences, report reasons and socket events, shared by the chat page and the API.
import type { ChatMessage } from './contract/chat'
import type { JobScamRule } from './moderation/job-scam-rules'
import { formatCount } from './money'

export const CHAT = {
  /** characters of one text message (counted after NFC normalisation and trimming) */
  maxLength: 2000,
  /** messages per page of history */
  pageSize: 30,
  /** conversations per page of the list */
  listSize: 30,
  /** messages one person may send per window, over all their conversations */
  sendLimit: 20,
  sendWindowSec: 60,
  /** an unread message older than this raises one inbox notice per conversation and window */
  unreadNoticeMs: 10 * 60_000,
  /** a typing indicator shows this long after the last keystroke event */
  typingMs: 4_000,
  /** characters of a search in the list */
  searchMax: 100,
  reportNoteMax: 500,
} as const

export { CHAT_EVENTS, CHAT_LIST_PATH, CHAT_PAGE_PATTERN, chatPath } from './chat-links'

/** The pair of a chat page path segment, or null when it is not `{digits}-{digits}`. */
export function parseChatPair(pair: string | undefined): { userId: number; classifiedId: number } | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(pair ?? '')
  if (!match) return null
  return { userId: Number(match[1]), classifiedId: Number(match[2]) }
}

export const CHAT_MSG = {
  tooLong: `Tin nhắn dài tối đa ${formatCount(CHAT.maxLength)} ký tự.`,
  empty: 'Hãy nhập nội dung tin nhắn.',
  textOrImage: 'Mỗi tin nhắn là một đoạn chữ hoặc một ảnh.',
  imageNotYours: 'Ảnh không hợp lệ: hãy tải ảnh lên lại rồi gửi.',
  tooFast: (retryAfterSec: number) =>
    `Bạn gửi tin nhắn quá nhanh (tối đa ${CHAT.sendLimit} tin mỗi phút). Vui lòng chờ ${retryAfterSec} giây rồi gửi tiếp.`,
  blockedByMe: 'Bạn đã chặn người này. Bỏ chặn để tiếp tục trò chuyện.',
  blockedMe: 'Người này không nhận tin nhắn từ bạn.',
  closed: 'Cuộc trò chuyện đã bị đóng sau khi được kiểm duyệt.',
  closedByStaff: 'Nhân viên kiểm duyệt đã đóng một cuộc trò chuyện giữa bạn và người này, nên không thể bắt đầu cuộc trò chuyện mới với họ.',
  self: 'Bạn không thể nhắn tin cho chính mình.',
  noJob: 'Tin tuyển dụng không tồn tại hoặc đã bị gỡ.',
  jobEnded: 'Tin tuyển dụng đã hết hạn, không thể bắt đầu trò chuyện mới.',
  notRecruiterOfJob: 'Người này không phải nhà tuyển dụng của tin này.',
  notApplicant: 'Bạn chỉ có thể nhắn tin cho ứng viên đã ứng tuyển vào tin của doanh nghiệp mình.',
  noSuchUser: 'Không tìm thấy người dùng này.',
  notRecruiter: 'Chỉ có thể nhắn tin với nhà tuyển dụng, hoặc với ứng viên đã ứng tuyển vào tin của bạn.',
  pair: 'Đường dẫn trò chuyện không hợp lệ.',
  ownJob: 'Đây là tin của doanh nghiệp bạn: hãy nhắn tin với ứng viên từ hồ sơ ứng tuyển của họ.',
  reportReason: 'Vui lòng chọn lý do báo cáo',
  reportNote: `Ghi chú tối đa ${CHAT.reportNoteMax} ký tự.`,
  reportDuplicate: 'Bạn đã báo cáo cuộc trò chuyện này, nhân viên đang xem xét.',
  reported: 'Đã gửi báo cáo. Nhân viên kiểm duyệt sẽ xem xét cuộc trò chuyện này.',
  blocked: 'Đã chặn. Hai bên không thể nhắn tin cho nhau nữa.',
  unblocked: 'Đã bỏ chặn.',
  search: `Từ khóa tìm kiếm tối đa ${CHAT.searchMax} ký tự.`,
  cursor: 'Vị trí tải tin nhắn không hợp lệ.',
} as const

/** A text message as the API counts and stores it: NFC, trimmed. */
export const chatText = (text: string) => text.normalize('NFC').trim()

/**
 * What is wrong with a text message, as the API answers it (empty, too long), or null. The API's
 * sendMessage checks a picture's message too; the composer checks the text before sending.
 */
export function chatTextError(text: string): string | null {
  const value = chatText(text)
  if (!value) return CHAT_MSG.empty
  if (value.length > CHAT.maxLength) return CHAT_MSG.tooLong
  return null
}

/** Reasons a person picks when reporting a conversation (the staff console shows the name). */
export const CHAT_REPORT_REASONS = [
  { code: 'fee', name: 'Đòi đóng phí, đặt cọc hoặc chuyển tiền' },
  { code: 'other_app', name: 'Dụ sang Zalo, Telegram hoặc ứng dụng khác' },
  { code: 'harassment', name: 'Quấy rối, xúc phạm' },
  { code: 'spam', name: 'Tin rác, quảng cáo' },
  { code: 'fake', name: 'Mạo danh, thông tin sai sự thật' },
  { code: 'other', name: 'Lý do khác' },
] as const
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number]['code']

/**
 * The job posts' scam rules a chat message is checked with (the rules as data, shared with
 * posting and edited by staff): asking for money, and moving the talk to another app. What each
 * says to the seeker, who is the one at risk.
 */
export const CHAT_SCAM_RULES: Record<string, 'money' | 'other_app'> = {
  'dat-coc': 'money',
  'thu-phi': 'money',
  'nop-tien': 'money',
  'khoan-phi': 'money',
  'lien-he-ngoai-nen-tang': 'other_app',
}
export const CHAT_WARNING_TEXT: Record<'money' | 'other_app', string> = {
  money:
    'Cảnh báo: tin nhắn này nhắc đến việc đóng phí, đặt cọc hoặc chuyển tiền. Nhà tuyển dụng không được thu tiền của ứng viên; đừng chuyển tiền cho ai để được nhận việc.',
  other_app:
    'Cảnh báo: tin nhắn này mời bạn trao đổi qua ứng dụng khác (Zalo, Telegram...). Kẻ gian hay dẫn ứng viên ra khỏi trang để lừa đảo; hãy trao đổi tại đây.',
}

/** The chat rules among the effective job rules (a rule staff turned off is not checked). */
export const chatRulesOf = (rules: readonly JobScamRule[]): JobScamRule[] => rules.filter((rule) => rule.id in CHAT_SCAM_RULES)

export const CHAT_ROLES = ['seeker', 'recruiter'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

/** The kinds of a scam warning on a message. */
export const CHAT_WARNING_KINDS = ['money', 'other_app'] as const

// The API's and the socket's shapes are the contract's (contract/chat.ts); the socket's receipts
// event is the receipt operation's answer.
export type { ChatConversation, ChatMessage, ChatPerson, ChatWarning, ChatReceipts as ChatReceiptsEvent } from './contract/chat'

export interface ChatMessageEvent {
  message: ChatMessage
  /** the recipient's unread total over all conversations */
  unread_total?: number
}

/** The `notification` payload of a chat message (SPEC 3's chat state: notification). */
export interface ChatNotificationPayload {
  type: 'chat'
  conversation_id: number
  title: string
  unread: number
}
