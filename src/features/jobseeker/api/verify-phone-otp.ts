// POST /identity/v1/otps/verify, purpose verify_phone: a right code yields a verify_token (single
// use, 15 minutes) that the profile's create or update sends with the number.
import { identityApi } from '../../../lib/api/identity'

/** The envelope; never throws. */
export const verifyPhoneOtp = (phone: string, code: string) =>
  identityApi.otpVerify({ body: { phone, purpose: 'verify_phone', code } }, { auth: true })
