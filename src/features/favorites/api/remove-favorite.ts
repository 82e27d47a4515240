// DELETE /tracking/v1/favorites/{id} (auth): { message: "Xóa tin yêu thích thành công" }; 404
// (code favorite_not_found) when the job is not in the person's list.
import { favoritesApi } from '../../../lib/api/favorites'

/** The envelope; never throws. */
export const removeFavorite = (classifiedId: number) => favoritesApi.remove({ params: { id: classifiedId } })
