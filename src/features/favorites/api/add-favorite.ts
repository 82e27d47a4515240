// POST /tracking/v1/favorites (auth) { classified_id }: { message: "Lưu tin yêu thích thành công" }.
import { favoritesApi } from '../../../lib/api/favorites'

/** The envelope; never throws. */
export const addFavorite = (classifiedId: number) => favoritesApi.add({ body: { classified_id: classifiedId } })
