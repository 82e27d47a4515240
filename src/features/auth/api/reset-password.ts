import { identityApi } from '../../../lib/api/identity'

/** Sets a new password with a verified code; the person is signed in afterwards (request_id). */
export const resetPassword = (phone: string, verifyToken: string, password: string) =>
  identityApi.resetPassword({ body: { phone, verify_token: verifyToken, password } })
