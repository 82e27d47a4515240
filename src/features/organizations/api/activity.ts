// "Hoạt động gần đây" (docs/decisions/0024-organisation-activity.md): pages of an organisation's
// activity log, newest first, filtered by member and kind. Every page after the first is anchored
// at the first page's as_of, so rows written while the reader pages neither repeat nor shift.
import useSWRInfinite from 'swr/infinite'
import type { ActivityKind, ActivityPage } from '../../../domain/organizations/activity'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

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
    ([, id, userId, kind, page, asOf]) => {
      const query = new URLSearchParams({ page: String(page), limit: String(ACTIVITY_PAGE_SIZE) })
      if (asOf !== null) query.set('as_of', String(asOf))
      if (userId !== null) query.set('user_id', String(userId))
      if (kind !== null) query.set('kind', kind)
      return unwrap(authHttp.get<ActivityPage>(api.organizations.activity(id, query.toString())))
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  )
}
