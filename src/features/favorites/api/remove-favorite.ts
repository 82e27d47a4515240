// DELETE /tracking/v1/favorites/{id} (auth): { message: "Xóa tin yêu thích thành công" }; 404
// (code favorite_not_found) when the job is not in the person's list.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { FavoriteChanged } from '../types'

/** The envelope; never throws. */
export const removeFavorite = (classifiedId: number) => authHttp.delete<FavoriteChanged>(api.favorites.remove(classifiedId))
