import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** Revokes the stored token on the server. */
export const logout = () => authHttp.post<null>(api.identity.logout)
