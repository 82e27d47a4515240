import { sessionApi } from '../../../lib/api/session'

/** Revokes the stored token on the server. */
export const logout = () => sessionApi.logout()
