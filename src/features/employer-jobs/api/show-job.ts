// Shows a hidden job again (a member of the job's organisation): { message, item }; an ended job stays
// out of search until it is extended (the message says so).
import { manageListingApi } from '../../../lib/api/manage-listing'

/** The envelope; never throws. */
export const showJob = (id: number) => manageListingApi.show({ params: { id } })
