import { identityApi } from '../../../lib/api/identity'

/** The stored token's user, or an error when the token is missing, expired or revoked. */
export const validateToken = () => identityApi.validToken()
