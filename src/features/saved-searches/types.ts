// Wire shapes of /job/v1/saved-searches (server/modules/saved-searches).
export interface SavedSearch {
  id: number
  name: string
  /** Canonical listing query (src/domain/url-filters.ts encoding, no offset). */
  query: string
  /** Where it opens: /tuyen-dung?{query}. */
  url: string
  alerts_enabled: boolean
  last_alert_at: string | null
  created_at: string
  updated_at: string
}

export interface SavedSearchList {
  items: SavedSearch[]
  total: number
  /** Searches a person may keep. */
  limit: number
}

export interface SavedSearchChanged {
  message: string
  item: SavedSearch
}
