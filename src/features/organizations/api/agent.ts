// The recruitment agent (docs/decisions/0023-recruiter-agents.md): whether the account is one (user
// type 9, from /identity/v1/self) and registering it with a staff-issued key. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import { identityApi } from '../../../lib/api/identity'
import { unwrap } from '../../../lib/http'

const KEY = 'identity/self-type'

export function useUserType(enabled: boolean) {
  return useSWR(enabled ? KEY : null, () => unwrap(identityApi.self()))
}

export async function registerAgent(registerKey: string) {
  const result = await identityApi.recruiterAgent({ body: { register_key: registerKey } })
  if (result.success) await mutate(KEY)
  return result
}
