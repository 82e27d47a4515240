// PUT /job/v1/jobseekers/{user_id} (auth): saves the person's own profile (403 for anyone else's,
// 404 profile_not_found when there is none). Same phone rules as create.
import { jobseekersApi } from '../../../lib/api/jobseekers'
import type { ProfilePayload } from '../form-values'

/** The envelope; never throws. */
export const updateProfile = (userId: number, body: ProfilePayload) => jobseekersApi.update({ params: { user_id: userId }, body })
