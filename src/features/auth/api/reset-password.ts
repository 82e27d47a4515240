import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SignInKey } from './types'

/** Sets a new password with a verified code; the person is signed in afterwards (request_id). */
export const resetPassword = (phone: string, verifyToken: string, password: string) =>
  http.put<SignInKey>(api.identity.resetPassword, { phone, verify_token: verifyToken, password })
