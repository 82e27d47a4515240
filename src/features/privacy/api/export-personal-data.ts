// GET /job/v1/jobseekers/self/export (auth): everything held about the signed-in person (account
// without password hash, sessions without token hashes, profile with consent and moderation
// timestamps, inbox), for the right of access and portability.
import { jobseekersApi } from '../../../lib/api/jobseekers'

/** The envelope; never throws. */
export const exportPersonalData = () => jobseekersApi.exportSelf()
