// POST /tracking/v1/favorites/merge (auth) { classified_ids } (at most 100): the guest's saved jobs
// join the account at sign-in. Idempotent; answers every saved id afterwards.
import { favoritesApi } from '../../../lib/api/favorites'

/** The envelope; never throws. */
export const mergeFavorites = (classifiedIds: number[]) => favoritesApi.merge({ body: { classified_ids: classifiedIds } })
