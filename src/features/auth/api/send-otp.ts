import { OTP_TYPE } from '../../../domain/constants'
import type { OtpPurpose } from '../../../domain/identity'
import { identityApi } from '../../../lib/api/identity'

/** Sends a 6-digit code by SMS to a phone. */
export const sendOtp = (phone: string, purpose: OtpPurpose) => identityApi.otpSend({ body: { phone, type: OTP_TYPE.sms, purpose } })
