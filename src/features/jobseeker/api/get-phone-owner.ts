// GET /job/v1/jobseekers/phone-owner (auth): whether a verified number already carries a profile,
// and whose. The verify_token is checked, not used up.
import { jobseekersApi } from '../../../lib/api/jobseekers'

/** The envelope; never throws. */
export const getPhoneOwner = (phone: string, verifyToken?: string) =>
  jobseekersApi.phoneOwner({ query: { phone, verify_token: verifyToken || undefined } })
