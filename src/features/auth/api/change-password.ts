import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** Changes the signed-in person's password; the server revokes their other sessions. */
export const changePassword = (oldPassword: string, password: string) =>
  authHttp.put<null>(api.identity.changePassword, { old_password: oldPassword, password })
