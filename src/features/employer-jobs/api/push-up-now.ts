// The free daily push-up (a member): 429 free_up_used once the day's allowance is spent, 400 for a
// job that is not showing.
import { manageListingApi } from '../../../lib/api/manage-listing'

/** The envelope; never throws. */
export const pushUpNow = (id: number) => manageListingApi.upNow({ params: { id }, body: {} })
