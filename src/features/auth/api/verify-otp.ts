import type { OtpPurpose } from '../../../domain/identity'
import { identityApi } from '../../../lib/api/identity'

/** A right code yields a verify_token (single use, 15 minutes) for register or reset-password. */
export const verifyOtp = (phone: string, purpose: OtpPurpose, code: string) => identityApi.otpVerify({ body: { phone, purpose, code } })
