// GET /listing/v1/job-up-settings/upcoming (auth): the next run of each push-up schedule that is on
// over the jobs of one's organisations, soonest first, and how many are on (the employer home).
import useSWR from 'swr'
import type { UpcomingPushUps } from '../../../domain/push-up-schedule'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export function useUpcomingPushUps() {
  return useSWR('manage-listing/upcoming-ups', () => unwrap(authHttp.get<UpcomingPushUps>(api.manageListing.upcomingUps)))
}
