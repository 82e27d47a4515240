// GET /job/v1/jobseekers/fields (public, cached): the profile form as data (src/domain/profile/fields.ts).
import useSWR from 'swr'
import type { ProfileFieldsResponse } from '../../../domain/profile/types'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const getProfileFields = () => http.get<ProfileFieldsResponse>(api.jobseekers.fields, { cache: true })

export function useProfileFields() {
  return useSWR('jobseeker-fields', () => unwrap(getProfileFields()), { revalidateOnFocus: false })
}
