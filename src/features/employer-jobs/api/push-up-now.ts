// POST /listing/v1/classifieds/{id}/job-up-now (auth, a member) {}: the free daily push-up; 429
// free_up_used once the day's allowance is spent, 400 for a job that is not showing.
import type { ManagePushed } from '../types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const pushUpNow = (id: number) => authHttp.post<ManagePushed>(api.manageListing.upNow(id), {})
