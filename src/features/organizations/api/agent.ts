// The recruitment agent (docs/decisions/0023-recruiter-agents.md): whether the account is one (user
// type 9, from /identity/v1/self) and registering it with a staff-issued key. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

const KEY = 'identity/self-type'

export function useUserType(enabled: boolean) {
  return useSWR(enabled ? KEY : null, () => unwrap(authHttp.get<{ user_type: number; user_type_name: string }>(api.identity.self)))
}

export async function registerAgent(registerKey: string) {
  const result = await authHttp.post<{ user_type: 9; user_type_name: string }>(api.identity.recruiterAgent, { register_key: registerKey })
  if (result.success) await mutate(KEY)
  return result
}
