// POST /identity/v1/otps/verify, purpose verify_phone: a right code yields a verify_token (single
// use, 15 minutes) that the profile's create or update sends with the number.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const verifyPhoneOtp = (phone: string, code: string) =>
  authHttp.post<{ verify_token: string }>(api.identity.otpVerify, { phone, purpose: 'verify_phone', code })
