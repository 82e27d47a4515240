// DELETE /job/v1/jobseekers/self (auth): removes the job-seeker profile row, and with it the avatar
// reference and the auto-apply setting. The account itself (sign-in) stays.
import { jobseekersApi } from '../../../lib/api/jobseekers'

/** The envelope; never throws. */
export const deleteProfile = () => jobseekersApi.removeSelf()
