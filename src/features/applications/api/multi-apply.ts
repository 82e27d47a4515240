// POST /job/v1/jobseekers/multi-apply (auth) { classified_ids } (1 to 20): one result per job
// (applied, or its error: already_applied, job_ended, not_found ...). The whole request fails only
// for the profile (profile_required, profile_rejected) or a bad list.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { MultiApplyResult } from '../types'

export const MULTI_APPLY_MAX = 20

/** The envelope; never throws. */
export const multiApply = (classifiedIds: number[]) =>
  authHttp.post<MultiApplyResult>(api.applications.multiApply, { classified_ids: classifiedIds })
