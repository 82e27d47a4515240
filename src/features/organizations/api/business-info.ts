// The organisation's business information (docs/decisions/0018-business-info.md): the account's
// organisations, one's information (members read it), saving it (the owner). Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { BusinessInfo } from '../../../domain/organizations/fields'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface MyOrganization {
  id: number
  name: string
  role: 'owner' | 'recruiter'
  role_name: string
}

export function useMyOrganizations() {
  return useSWR('organizations/self', () => unwrap(authHttp.get<{ items: MyOrganization[] }>(api.organizations.self)), { shouldRetryOnError: false })
}

const infoKey = (id: number) => ['organizations/business-info', id]

export function useBusinessInfo(id: number | null) {
  return useSWR(id === null ? null : infoKey(id), () => unwrap(authHttp.get<BusinessInfo>(api.organizations.businessInfo(id!))), {
    revalidateOnFocus: false,
  })
}

export async function saveBusinessInfo(id: number, body: object) {
  const saved = await authHttp.put<{ info: BusinessInfo; message: string }>(api.organizations.businessInfo(id), body)
  if (saved.success) {
    await mutate(infoKey(id), saved.data.info, { revalidate: false })
    await mutate('organizations/self')
  }
  return saved
}
