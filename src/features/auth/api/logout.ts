import { identityApi } from '../../../lib/api/identity'

/** Revokes the stored token on the server. */
export const logout = () => identityApi.logout()
