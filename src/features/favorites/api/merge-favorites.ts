// POST /tracking/v1/favorites/merge (auth) { classified_ids } (at most 100): the guest's saved jobs
// join the account at sign-in. Idempotent; answers every saved id afterwards.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { MergeResult } from '../types'

/** The envelope; never throws. */
export const mergeFavorites = (classifiedIds: number[]) =>
  authHttp.post<MergeResult>(api.favorites.merge, { classified_ids: classifiedIds })
