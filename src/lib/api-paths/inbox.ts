// The API's `inbox` paths.
export const latest = '/mail/v1/inboxes/latest'
export const publicLatest = (since: string | null) =>
  `/mail/v1/inboxes/job-latest${since ? `?since=${encodeURIComponent(since)}` : ''}`
export const candidate = (offset: number, limit: number) => `/mail/v1/inboxes/job-candidate?offset=${offset}&limit=${limit}`
export const common = (offset: number, limit: number) => `/mail/v1/inboxes/job-common?offset=${offset}&limit=${limit}`
export const markAsRead = (id: number) => `/mail/v1/inboxes/${id}/mark-as-read`
export const markAllAsRead = '/mail/v1/inboxes/mark-all-as-read'
export const remove = (id: number) => `/mail/v1/inboxes/${id}`
