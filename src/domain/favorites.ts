// Saved jobs (SPEC 6, 7.7): the limits the API and the site share.
export const FAVORITES = {
  /** Saved jobs per account. */
  maxPerUser: 500,
  /** Guest favourites handed over at once at sign-in (the browser keeps at most this many). */
  mergeMax: 100,
  /** Cards fetched by ids at once (the guests' saved-jobs page). */
  byIdsMax: 100,
} as const
