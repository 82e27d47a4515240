// DELETE /job/v1/jobseekers/self (auth): removes the job-seeker profile row, and with it the avatar
// reference and the auto-apply setting. The account itself (sign-in) stays.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const deleteProfile = () => authHttp.delete<null>(api.jobseekers.self)
