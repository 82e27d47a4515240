// Messages of the profile API a person sees (the SPEC 5 field messages live with the rules).
import { LIMITS } from '../constants'

export const PROFILE_MSG = {
  consentRequired: 'Vui lòng đồng ý với việc xử lý thông tin hồ sơ để tạo hồ sơ.',
  profileExists: 'Tài khoản của bạn đã có hồ sơ xin việc, hãy cập nhật hồ sơ hiện có.',
  profileNotFound: 'Bạn chưa có hồ sơ xin việc.',
  phoneNotVerified: 'Vui lòng xác thực số điện thoại bằng mã OTP trước.',
  phoneHasProfile:
    'Số điện thoại này đã có hồ sơ trước đó. Bạn có thể xem lại hồ sơ cũ, hoặc bỏ qua để tiếp tục tạo hồ sơ mới với số điện thoại này.',
  jobTypeUnknown: 'Ngành nghề không hợp lệ, vui lòng chọn lại.',
  jobTypeDeleted: 'Ngành nghề bạn chọn đã ngừng sử dụng, vui lòng chọn ngành nghề khác.',
  cityUnknown: 'Nơi làm việc mong muốn không hợp lệ, vui lòng chọn lại.',
  districtUnknown: 'Quận/huyện không thuộc tỉnh/thành phố đã chọn, vui lòng chọn lại.',
  experienceUnknown: 'Kinh nghiệm làm việc không hợp lệ, vui lòng chọn lại.',
  educationUnknown: 'Trình độ học vấn không hợp lệ, vui lòng chọn lại.',
  descriptionNeedsJobTypes: 'Vui lòng chọn ngành nghề để nhận gợi ý giới thiệu bản thân.',
  autoApplyOff: 'Đã tắt tính năng tự động ứng tuyển',
  autoApplyNeedsProfile: 'Bạn cần tạo hồ sơ xin việc trước khi bật tự động ứng tuyển.',
  autoApplyNeedsConsent:
    'Vui lòng đồng ý để hồ sơ của bạn được gửi tới nhà tuyển dụng của các tin phù hợp khi tự động ứng tuyển.',
  autoApplyNeedsEmail: 'Vui lòng nhập email để nhận thông báo khi hồ sơ được tự động ứng tuyển.',
  autoApplyJobTypeDeleted: 'Ngành nghề trong hồ sơ đã ngừng sử dụng, vui lòng cập nhật hồ sơ trước khi bật tự động ứng tuyển.',
  autoApplyRejected: 'Hồ sơ của bạn đang vi phạm quy định, vui lòng chỉnh sửa hồ sơ trước khi bật tự động ứng tuyển.',
  maxJobTypes: `Chọn tối đa ${LIMITS.maxJobTypes} ngành nghề`,
} as const

/** Inbox notices about the profile (part "candidate", link to the profile page). */
export const PROFILE_NOTICE = {
  rejectedTitle: 'Hồ sơ xin việc của bạn chưa được duyệt',
  rejectedContent: (reason: string) => `${reason} Vui lòng chỉnh sửa hồ sơ để nhà tuyển dụng có thể xem và liên hệ với bạn.`,
  waitingTitle: 'Hồ sơ xin việc của bạn đang chờ kiểm duyệt',
  waitingContent: (reason: string) => `${reason} Nhân viên kiểm duyệt sẽ xem trong vòng 24 giờ; kết quả được gửi vào hộp thư của bạn.`,
  approvedTitle: 'Hồ sơ xin việc của bạn đã được duyệt',
  approvedContent: 'Hồ sơ sau khi chỉnh sửa đã đạt yêu cầu, nhà tuyển dụng có thể xem hồ sơ khi bạn ứng tuyển.',
  phoneTakenTitle: 'Số điện thoại trên hồ sơ xin việc của bạn đã được dùng cho hồ sơ khác',
  phoneTakenContent: (maskedPhone: string) =>
    `Số điện thoại ${maskedPhone} vừa được xác thực cho một hồ sơ xin việc mới. Hồ sơ của bạn tạm thời không hiển thị với nhà tuyển dụng và đã tắt tự động ứng tuyển. Vui lòng cập nhật số điện thoại để tiếp tục tìm việc.`,
} as const
