import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { OtpPurpose } from './types'

/** A right code yields a verify_token (single use, 15 minutes) for register or reset-password. */
export const verifyOtp = (phone: string, purpose: OtpPurpose, code: string) =>
  http.post<{ verify_token: string }>(api.identity.otpVerify, { phone, purpose, code })
