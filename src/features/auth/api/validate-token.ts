import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SelfUser } from './types'

/** The stored token's user, or an error when the token is missing, expired or revoked. */
export const validateToken = () => authHttp.get<SelfUser>(api.identity.validToken)
