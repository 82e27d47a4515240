// GET /job/v1/jobseekers/self/export (auth): everything held about the signed-in person (account
// without password hash, sessions without token hashes, profile with consent and moderation
// timestamps, inbox), for the right of access and portability.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

export type PersonalDataExport = Record<string, unknown> & { exported_at: string }

/** The envelope; never throws. */
export const exportPersonalData = () => authHttp.get<PersonalDataExport>(api.jobseekers.exportSelf)
