// GET /tracking/v1/favorites/ids (auth): every saved job id, newest first (the save toggles' state).
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { FavoriteIds } from '../types'

/** The envelope; never throws. */
export const getFavoriteIds = () => authHttp.get<FavoriteIds>(api.favorites.ids)
