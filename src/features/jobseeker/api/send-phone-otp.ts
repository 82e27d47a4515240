// POST /identity/v1/otps/send, purpose verify_phone: a 6-digit code by SMS to the number the person
// wants on the profile. 429 when asked again too soon (the message says when).
import { OTP_TYPE } from '../../../domain/constants'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface OtpSent {
  expires_in: number
  /** Seconds before another code may be sent. */
  resend_after: number
}

/** The envelope; never throws. */
export const sendPhoneOtp = (phone: string) =>
  authHttp.post<OtpSent>(api.identity.otpSend, { phone, type: OTP_TYPE.sms, purpose: 'verify_phone' })
