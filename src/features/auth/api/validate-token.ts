import { sessionApi } from '../../../lib/api/session'

/** The stored token's user, or an error when the token is missing, expired or revoked. */
export const validateToken = () => sessionApi.validToken()
