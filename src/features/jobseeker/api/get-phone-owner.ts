// GET /job/v1/jobseekers/phone-owner (auth): whether a verified number already carries a profile,
// and whose. The verify_token is checked, not used up.
import type { PhoneOwner } from '../../../domain/profile/types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const getPhoneOwner = (phone: string, verifyToken?: string) =>
  authHttp.get<PhoneOwner>(api.jobseekers.phoneOwner(phone, verifyToken))
