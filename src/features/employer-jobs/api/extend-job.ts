// PUT /listing/v1/classifieds/{id}/extend (auth, a member) { expires_at: yyyy-MM-dd }: a new deadline
// after today and the current one, at most 60 days ahead; { message, item }, 400 with the reason.
import type { ManageChanged } from '../types'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const extendJob = (id: number, day: string) => authHttp.put<ManageChanged>(api.manageListing.extend(id), { expires_at: day })
