// POST /tracking/v1/favorites (auth) { classified_id }: { message: "Lưu tin yêu thích thành công" }.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { FavoriteChanged } from '../types'

/** The envelope; never throws. */
export const addFavorite = (classifiedId: number) => authHttp.post<FavoriteChanged>(api.favorites.add, { classified_id: classifiedId })
