import { OTP_TYPE } from '../../../domain/constants'
import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { OtpPurpose, OtpSent } from './types'

/** Sends a 6-digit code by SMS to a phone. */
export const sendOtp = (phone: string, purpose: OtpPurpose) =>
  http.post<OtpSent>(api.identity.otpSend, { phone, type: OTP_TYPE.sms, purpose })
