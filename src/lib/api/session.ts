// The identity operations every page may call (the sign-in hand-off, the signed-in person's details),
// typed by the identity contract (types only): a client of their own, so that a public page's first
// load carries these routes and not the account pages' (lib/api/identity.ts).
import type { IdentityContract } from '../../domain/contract/identity'
import { sessionPaths } from '../../domain/contract/identity-session.paths'
import { apiClient } from './client'

export const sessionApi = apiClient<Pick<IdentityContract, keyof typeof sessionPaths>>(sessionPaths)
