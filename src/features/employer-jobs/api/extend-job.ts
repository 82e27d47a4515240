// A new deadline (a member of the job's organisation): after today and the current one, at most 60
// days ahead; { message, item }, 400 with the reason.
import { manageListingApi } from '../../../lib/api/manage-listing'

/** The envelope; never throws. */
export const extendJob = (id: number, day: string) => manageListingApi.extend({ params: { id }, body: { expires_at: day } })
