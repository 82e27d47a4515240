// The posting flow's calls (SPEC 7.3): the form's field configs from /listing/v1/common/config,
// the check-block calls, saving, and a saved post's values for editing. Envelopes; never throw.
import useSWR from 'swr'
import { SITE_ID } from '../../../domain/constants'
import type { PostingAssessment, PostingEdit, SavedPosting } from '../../../domain/posting/fields'
import { configApi } from '../../../lib/api/config'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const getListingConfig = () => configApi.listingConfig({ query: { site_id: SITE_ID } }, { cache: true })

export function usePostingFields() {
  return useSWR('posting-fields', async () => (await unwrap(getListingConfig())).posting.fields, { revalidateOnFocus: false })
}

export function usePostingEdit(id: number | null) {
  return useSWR(id ? ['posting-edit', id] : null, () => unwrap(authHttp.get<PostingEdit>(api.posting.edit(id as number))), {
    revalidateOnFocus: false,
  })
}

export const checkPosting = (body: object, id: number | null) =>
  authHttp.post<PostingAssessment>(id ? api.posting.editCheck(id) : api.posting.check, body)

export const savePosting = (body: object, id: number | null) =>
  id ? authHttp.put<SavedPosting>(api.posting.update(id), body) : authHttp.post<SavedPosting>(api.posting.create, body)
