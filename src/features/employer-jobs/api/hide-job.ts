// PUT /listing/v1/classifieds/{id}/hide (auth, a member of the job's organisation): { message, item };
// 400 for a job that is not approved.
import type { ManageChanged } from '../types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const hideJob = (id: number) => authHttp.put<ManageChanged>(api.manageListing.hide(id))
