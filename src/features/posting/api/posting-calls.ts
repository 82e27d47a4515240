// The posting flow's calls (SPEC 7.3): the form's field configs from /listing/v1/common/config,
// the check-block calls, saving, and a saved post's values for editing. Envelopes; never throw.
import useSWR from 'swr'
import { SITE_ID } from '../../../domain/constants'
import type { PostingBody } from '../../../domain/contract/posting'
import { configApi } from '../../../lib/api/config'
import { postingApi } from '../../../lib/api/posting'
import { unwrap } from '../../../lib/http'

export const getListingConfig = () => configApi.listingConfig({ query: { site_id: SITE_ID } }, { cache: true })

export function usePostingFields() {
  return useSWR('posting-fields', async () => (await unwrap(getListingConfig())).posting.fields, { revalidateOnFocus: false })
}

export function usePostingEdit(id: number | null) {
  return useSWR(id ? postingApi.edit.path({ params: { id } }) : null, () => unwrap(postingApi.edit({ params: { id: id as number } })), {
    revalidateOnFocus: false,
  })
}

export const checkPosting = (body: PostingBody, id: number | null) =>
  id ? postingApi.editCheck({ params: { id }, body }) : postingApi.check({ body })

export const savePosting = (body: PostingBody, id: number | null) =>
  id ? postingApi.update({ params: { id }, body }) : postingApi.create({ body })
