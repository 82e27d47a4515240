import { identityApi } from '../../../lib/api/identity'

export const login = (phone: string, password: string) => identityApi.login({ body: { phone, password } })
