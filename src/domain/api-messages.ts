// The API's error texts of SPEC section 8 (server/lib/errors.ts and the services), apart from the
// pages' messages (messages.ts) so that no page's script carries them.
export const API_MSG = {
  general: 'Có lỗi xảy ra trong quá trình xử lý, bạn hãy thử lại sau!',
  needLogin: 'Bạn cần đăng nhập!',
  forbidden: 'Bạn không thể thực hiện thao tác này!',
  badRequest: 'Dữ liệu gửi lên không hợp lệ.',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
  wrongCredentials: 'Số điện thoại hoặc mật khẩu không đúng',
  phoneTaken: 'Số điện thoại đã được đăng ký.',
} as const
