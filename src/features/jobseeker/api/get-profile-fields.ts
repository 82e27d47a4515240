// GET /job/v1/jobseekers/fields (public, cached): the profile form as data (src/domain/profile/fields.ts).
import useSWR from 'swr'
import { jobseekersApi } from '../../../lib/api/jobseekers'
import { unwrap } from '../../../lib/http'

/** The envelope; never throws. */
export const getProfileFields = () => jobseekersApi.fields({}, { cache: true })

export function useProfileFields() {
  return useSWR('jobseeker-fields', () => unwrap(getProfileFields()), { revalidateOnFocus: false })
}
