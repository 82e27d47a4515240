// Hides a job (a member of the job's organisation): { message, item }; 400 for a job that is not approved.
import { manageListingApi } from '../../../lib/api/manage-listing'

/** The envelope; never throws. */
export const hideJob = (id: number) => manageListingApi.hide({ params: { id } })
