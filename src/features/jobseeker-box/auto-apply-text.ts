// Texts and choices of the auto-apply control (SPEC 4.2); the period and the daily cap come from
// src/domain, which the server's matcher uses too.
import { AUTO_APPLY_DAILY_CAP, AUTO_APPLY_DAYS } from '../../domain/profile/auto-apply'
import { HINT_TEXT } from './hint-text'

export const AUTO_APPLY_TEXT = {
  title: 'Tự động ứng tuyển',
  infoButton: 'Tìm hiểu về tự động ứng tuyển',
  offState: 'Bật để hồ sơ được gửi tới việc làm phù hợp mỗi ngày.',
  jobTypesDeleted: 'Ngành nghề trong hồ sơ đã thay đổi. Cập nhật hồ sơ để dùng tự động ứng tuyển.',
  updateProfile: 'Cập nhật hồ sơ',
  consentTitle: 'Bật tự động ứng tuyển',
  consentLead: `Hồ sơ của bạn sẽ được gửi tới nhà tuyển dụng của các tin tuyển dụng phù hợp với ngành nghề và tỉnh, thành phố trong hồ sơ, tối đa ${AUTO_APPLY_DAILY_CAP} tin mỗi ngày, trong ${AUTO_APPLY_DAYS} ngày kể từ khi bật.`,
  consentShared:
    'Nhà tuyển dụng nhận được sẽ xem được họ tên, số điện thoại, email và các thông tin khác trong hồ sơ để liên hệ với bạn. Bạn có thể tắt bất cứ lúc nào.',
  consentCheckbox: 'Tôi đồng ý để hồ sơ xin việc của tôi được gửi tới các nhà tuyển dụng này.',
  consentMissing: 'Vui lòng đánh dấu đồng ý để bật tự động ứng tuyển.',
  consentSubmit: 'Đồng ý và bật',
  privacyLink: 'Chính sách bảo mật',
  emailTitle: 'Email nhận thông báo',
  emailLabel: 'Email',
  emailSubmit: 'Lưu và bật',
  offTitle: 'Tắt tự động ứng tuyển',
  offLegend: 'Vì sao bạn muốn tắt?',
  offMore: 'Chia sẻ thêm (không bắt buộc)',
  offOtherRequired: 'Vui lòng cho biết lý do của bạn.',
  offChoiceRequired: 'Vui lòng chọn lý do tắt.',
  offSubmit: 'Tắt tự động ứng tuyển',
  keepOn: 'Giữ lại',
  cancel: 'Hủy',
  infoTitle: 'Tự động ứng tuyển là gì?',
  infoDone: 'Đã hiểu',
  ...HINT_TEXT,
  pending: 'Đang cập nhật...',
} as const

/** Reasons offered when turning it off; "other" needs the free text. */
export const OFF_REASONS = [
  { code: 'found_job', label: 'Tôi đã tìm được việc' },
  { code: 'not_relevant', label: 'Các tin được gửi không phù hợp với tôi' },
  { code: 'too_many', label: 'Tôi nhận được quá nhiều liên hệ' },
  { code: 'choose_myself', label: 'Tôi muốn tự chọn tin để ứng tuyển' },
  { code: 'other', label: 'Lý do khác' },
] as const

export type OffReasonCode = (typeof OFF_REASONS)[number]['code']

/** The server keeps off_reason up to 500 characters. */
export const OFF_REASON_MAX = 500
export const OFF_TEXT_MAX = 300

/** What the turn-off request carries: the chosen reason, then the person's words. */
export function offReason(code: OffReasonCode, detail: string): string {
  const label = OFF_REASONS.find((r) => r.code === code)?.label ?? ''
  const words = detail.replace(/\s+/g, ' ').trim()
  const reason = code === 'other' ? words : words ? `${label}: ${words}` : label
  return reason.slice(0, OFF_REASON_MAX)
}

export const INFO_POINTS = [
  'Khi có tin tuyển dụng mới phù hợp với ngành nghề và tỉnh, thành phố trong hồ sơ, hệ thống tự gửi hồ sơ của bạn tới nhà tuyển dụng, bạn không cần tìm và ứng tuyển từng tin.',
  `Mỗi ngày hồ sơ được gửi tới tối đa ${AUTO_APPLY_DAILY_CAP} tin; tin bạn đã ứng tuyển sẽ không được gửi lại.`,
  `Tính năng bật trong ${AUTO_APPLY_DAYS} ngày. Khi hết hạn, bạn bật lại để tiếp tục nhận việc phù hợp.`,
  'Mỗi lần hồ sơ được gửi, bạn nhận thông báo trong mục Thông báo và theo dõi trạng thái tại Việc làm đã ứng tuyển.',
  'Chỉ hồ sơ đã được duyệt mới được gửi. Bạn có thể tắt tính năng bất cứ lúc nào.',
] as const
