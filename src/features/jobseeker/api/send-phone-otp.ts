// POST /identity/v1/otps/send, purpose verify_phone: a 6-digit code by SMS to the number the person
// wants on the profile. 429 when asked again too soon (the message says when).
import { OTP_TYPE } from '../../../domain/constants'
import { identityApi } from '../../../lib/api/identity'

/** The envelope; never throws. */
export const sendPhoneOtp = (phone: string) =>
  identityApi.otpSend({ body: { phone, type: OTP_TYPE.sms, purpose: 'verify_phone' } }, { auth: true })
