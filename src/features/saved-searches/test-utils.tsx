// Tests of this feature mock only the network ("METHOD /path" -> envelope) and give each render its
// own SWR cache and a router that records where it went.
import type { ReactNode } from 'react'
import type { SavedSearch } from '../../domain/contract/saved-searches'

import { inRouter } from '../../lib/test-support'

export { fail, mockApi, ok, type Reply } from '../../lib/test-support'

export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  const id = overrides.id ?? 1
  const query = overrides.query ?? 'q=k%E1%BA%BF+to%C3%A1n&city_id=1'
  return {
    id,
    name: '“kế toán” tại Hà Nội',
    query,
    url: `/tuyen-dung?${query}`,
    alerts_enabled: true,
    last_alert_at: null,
    created_at: '2026-03-01T03:00:00.000Z',
    updated_at: '2026-03-01T03:00:00.000Z',
    ...overrides,
  }
}


export const renderWith = (ui: ReactNode, path = '/tuyen-dung') => inRouter(ui, path)
