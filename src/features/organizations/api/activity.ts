// "Hoạt động gần đây" (docs/decisions/0024-organisation-activity.md): pages of an organisation's
// activity log, newest first, filtered by member and kind. Every page after the first is anchored
// at the first page's as_of, so rows written while the reader pages neither repeat nor shift.
import useSWRInfinite from 'swr/infinite'
import type { ActivityPage } from '../../../domain/contract/organizations'
import type { ActivityKind } from '../../../domain/organizations/activity'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap } from '../../../lib/http'

export interface ActivityFilters {
  userId: number | null
  kind: ActivityKind | null
}

export const ACTIVITY_PAGE_SIZE = 10

export const activityKeyPrefix = 'organizations/activity'

export function useActivity(organizationId: number, filters: ActivityFilters) {
  return useSWRInfinite(
    (index, previous: ActivityPage | null) => {
      if (previous && !previous.has_more) return null
      return [activityKeyPrefix, organizationId, filters.userId, filters.kind, index + 1, previous?.as_of ?? null] as const
    },
    ([, id, userId, kind, page, asOf]) =>
      unwrap(
        organizationsApi.activity({
          params: { id },
          query: { page, limit: ACTIVITY_PAGE_SIZE, as_of: asOf ?? undefined, user_id: userId ?? undefined, kind: kind ?? undefined },
        }),
      ),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
}
