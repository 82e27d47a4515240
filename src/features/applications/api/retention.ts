// GET/PUT /job/v1/jobseekers/self/application-retention (auth): whether the seeker keeps its old
// applications past APPLICATION_RETENTION.months (docs/decisions/0016-applicants.md).
import useSWR from 'swr'
import { applicationsApi } from '../../../lib/api/applications'
import { unwrap } from '../../../lib/http'

export function useRetention() {
  return useSWR(applicationsApi.retention.path(), () => unwrap(applicationsApi.retention()))
}

/** The envelope; never throws. */
export const setRetention = (keep: boolean) => applicationsApi.setRetention({ body: { keep_applications: keep } })
