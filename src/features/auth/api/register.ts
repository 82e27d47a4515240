import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SignInKey } from './types'

export interface RegisterInput {
  phone: string
  password: string
  full_name: string
  verify_token: string
}

export const register = (input: RegisterInput) => http.post<SignInKey & { user_id: number }>(api.identity.register, input)
