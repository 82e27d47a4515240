// POST /job/v1/jobseekers/multi-apply (auth) { classified_ids } (1 to 20): one result per job
// (applied, or its error: already_applied, job_ended, not_found ...). The whole request fails only
// for the profile (profile_required, profile_rejected) or a bad list.
import { applicationsApi } from '../../../lib/api/applications'

export { MULTI_APPLY_MAX } from '../../../domain/applications'

/** The envelope; never throws. */
export const multiApply = (classifiedIds: number[]) => applicationsApi.multiApply({ body: { classified_ids: classifiedIds } })
