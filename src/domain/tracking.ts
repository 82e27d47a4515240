// Counting views, impressions and contacts (SPEC 7.3, 9; docs/decisions/0012-tracking.md): the
// contact types, messages and limits the tracking calls' contract (contract/tracking.ts) and the
// server's counting (server/modules/jobs/tracking.ts) share.
import { TRACKING, TRACKING_CONTACT_TYPE } from './constants'

export type ContactType = (typeof TRACKING_CONTACT_TYPE)[keyof typeof TRACKING_CONTACT_TYPE]
export const CONTACT_TYPES = Object.values(TRACKING_CONTACT_TYPE) as ContactType[]

export const TRACKING_MSG = {
  tooManyIds: `Gửi tối đa ${TRACKING.maxBatch} tin mỗi lần.`,
  noIds: 'Thiếu danh sách tin.',
  contactType: 'Loại liên hệ không hợp lệ (0: gọi điện, 1: chat, 2: đăng nhập).',
  jobGone: 'Tin tuyển dụng không tồn tại hoặc đã bị gỡ.',
  noPhone: 'Nhà tuyển dụng không để lại số điện thoại cho tin này.',
  phoneShowLimited: (retryAfterSec: number) =>
    `Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau ${Math.max(1, Math.ceil(retryAfterSec / 60))} phút.`,
} as const

/** Revealing contact phones, per visitor and, looser, per network (offices share one address). */
export const PHONE_SHOW_LIMITS = {
  visitor: { name: 'phone-show', limit: 30, windowSec: 3600 },
  network: { name: 'phone-show-network', limit: 300, windowSec: 3600 },
} as const
