// User-facing messages of SPEC section 8 that pages show. The API's own error texts are in
// api-messages.ts: a bundler keeps a whole object once one of its keys is used, and this one is in
// the script every page starts with.
export const MSG = {
  generic: 'Có lỗi xảy ra trong quá trình xử lý!',
  errorPage: 'Có lỗi xảy ra trong quá trình xử lý, xin vui lòng thử lại sau',
  loginFailed: 'Đăng nhập không thành công',
  loginSuccess: 'Đã đăng nhập thành công',
  jobEnded: 'Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ',
  notFound: 'Không tìm thấy nội dung bạn yêu cầu.',
  /** SPEC 4.2: toast after auto-apply was turned on. */
  autoApplyOn: 'Bật tính năng tự động ứng tuyển thành công',
} as const
