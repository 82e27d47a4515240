// PUT /job/v1/jobseekers/{user_id} (auth): saves the person's own profile (403 for anyone else's,
// 404 profile_not_found when there is none). Same phone rules as create.
import type { Jobseeker } from '../../../domain/profile/types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { ProfilePayload } from '../form-values'

/** The envelope; never throws. */
export const updateProfile = (userId: number, body: ProfilePayload) => authHttp.put<Jobseeker>(api.jobseekers.update(userId), body)
