// POST /job/v1/candidates/apply (auth) { classified_id }: the application. 400 profile_required,
// profile_rejected, job_ended, own_job; 404 for a hidden or removed job; 409 already_applied.
import { applicationsApi } from '../../../lib/api/applications'

/** The envelope; never throws. */
export const applyToJob = (classifiedId: number) => applicationsApi.apply({ body: { classified_id: classifiedId } })
