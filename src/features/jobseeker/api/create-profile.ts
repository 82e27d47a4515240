// POST /job/v1/jobseekers (auth): creates the person's one profile. Needs consent: true; a phone that
// is not one of the account's own needs the verify_token of its OTP; take_over_phone moves a number
// that another account's profile holds. 409 profile_exists / phone_has_profile.
import { jobseekersApi } from '../../../lib/api/jobseekers'
import type { ProfilePayload } from '../form-values'

/** The envelope; never throws. */
export const createProfile = (body: ProfilePayload) => jobseekersApi.create({ body })
