// User-facing messages of SPEC section 8 and the server's error texts.
export const MSG = {
  general: 'Có lỗi xảy ra trong quá trình xử lý, bạn hãy thử lại sau!',
  generic: 'Có lỗi xảy ra trong quá trình xử lý!',
  errorPage: 'Có lỗi xảy ra trong quá trình xử lý, xin vui lòng thử lại sau',
  loginFailed: 'Đăng nhập không thành công',
  loginSuccess: 'Đã đăng nhập thành công',
  login: 'Đăng nhập',
  needLogin: 'Bạn cần đăng nhập!',
  forbidden: 'Bạn không thể thực hiện thao tác này!',
  jobEnded: 'Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ',
  notFound: 'Không tìm thấy nội dung bạn yêu cầu.',
  badRequest: 'Dữ liệu gửi lên không hợp lệ.',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
  wrongCredentials: 'Số điện thoại hoặc mật khẩu không đúng',
  phoneTaken: 'Số điện thoại đã được đăng ký.',
  /** SPEC 4.2: toast after auto-apply was turned on. */
  autoApplyOn: 'Bật tính năng tự động ứng tuyển thành công',
} as const
