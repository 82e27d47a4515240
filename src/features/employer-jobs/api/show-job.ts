// PUT /listing/v1/classifieds/{id}/show (auth, a member of the job's organisation): { message, item };
// an ended job stays out of search until it is extended (the message says so).
import type { ManageChanged } from '../types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const showJob = (id: number) => authHttp.put<ManageChanged>(api.manageListing.show(id))
