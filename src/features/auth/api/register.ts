import type { BodyOf } from '../../../domain/contract/define'
import type { IdentityContract } from '../../../domain/contract/identity'
import { identityApi } from '../../../lib/api/identity'

export type RegisterInput = BodyOf<IdentityContract['register']>

export const register = (input: RegisterInput) => identityApi.register({ body: input })
