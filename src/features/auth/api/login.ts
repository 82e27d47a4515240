import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SignInKey } from './types'

export const login = (phone: string, password: string) => http.post<SignInKey>(api.identity.login, { phone, password })
