import { identityApi } from '../../../lib/api/identity'

/** Changes the signed-in person's password; the server revokes their other sessions. */
export const changePassword = (oldPassword: string, password: string) =>
  identityApi.changePassword({ body: { old_password: oldPassword, password } })
