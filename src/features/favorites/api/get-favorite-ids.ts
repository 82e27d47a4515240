// GET /tracking/v1/favorites/ids (auth): every saved job id, newest first (the save toggles' state).
import { favoritesApi } from '../../../lib/api/favorites'

/** The envelope; never throws. */
export const getFavoriteIds = () => favoritesApi.ids()
