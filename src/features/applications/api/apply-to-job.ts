// POST /job/v1/candidates/apply (auth) { classified_id }: the application. 400 profile_required,
// profile_rejected, job_ended, own_job; 404 for a hidden or removed job; 409 already_applied.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Application } from '../types'

/** The envelope; never throws. */
export const applyToJob = (classifiedId: number) => authHttp.post<Application>(api.applications.apply, { classified_id: classifiedId })
