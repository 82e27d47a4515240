// GET /job/v1/jobseekers/self (auth): the signed-in person's profile, or null when they have none.
import useSWR from 'swr'
import type { Jobseeker } from '../../../domain/profile/types'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const OWN_PROFILE_KEY = 'jobseeker-self'

/** The envelope; never throws. */
export const getOwnProfile = () => authHttp.get<Jobseeker | null>(api.jobseekers.self)

/** Fetched only for a signed-in person (`enabled`). */
export function useOwnProfile(enabled: boolean) {
  return useSWR(enabled ? OWN_PROFILE_KEY : null, () => unwrap(getOwnProfile()), { revalidateOnFocus: false })
}
