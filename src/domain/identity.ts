// Accounts (docs/decisions/0003-accounts.md): what the identity API's contract and the server share.

/** What a one-time code is for; each counts its sends apart (decision 0007). */
export const OTP_PURPOSES = ['register', 'reset_password', 'verify_phone', 'add_phone', 'verify_email'] as const
export type OtpPurpose = (typeof OTP_PURPOSES)[number]

export const IDENTITY_INPUT_MSG = {
  verifyToken: 'Phiên xác thực đã hết hạn hoặc đã được sử dụng, vui lòng lấy mã xác thực mới.',
  requestId: 'Phiên đăng nhập đã hết hạn hoặc đã được sử dụng, vui lòng đăng nhập lại.',
} as const
