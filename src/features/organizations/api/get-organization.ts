// GET /job/v1/organizations/{id}/detail (SPEC 7.9): one organisation's public page. 404 when it has
// none (unknown, or not verified with nothing open: docs/decisions/0020-organisation-pages.md).
import useSWR from 'swr'
import type { OrganizationDetail } from '../../../domain/contract/organizations'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'

const detailInput = (id: number) => ({ params: { id: String(id) } })

/** The organisation, or throws the ApiError ({ code, message }; 'not_found' when it has no page). */
export const fetchOrganization = (id: number) => unwrap(organizationPagesApi.detail(detailInput(id)))

/** Prerendered data (`fallbackData`) revalidated in the browser, so a page built yesterday shows today's state. */
export function useOrganization(id: number | null, fallbackData?: OrganizationDetail) {
  return useSWR(id ? organizationPagesApi.detail.path(detailInput(id)) : null, () => fetchOrganization(id as number), {
    fallbackData,
    revalidateOnFocus: false,
  })
}
