// The next run of each push-up schedule that is on over the jobs of one's organisations, soonest
// first, and how many are on (the employer home).
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

export function useUpcomingPushUps() {
  return useSWR(manageListingApi.upcomingUps.path(), () => unwrap(manageListingApi.upcomingUps()))
}
