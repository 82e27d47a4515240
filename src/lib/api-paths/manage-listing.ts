// The own-job manager (SPEC 7.4).
export const filters = '/listing/v1/classifieds/my-classified-filters'
export const statistic = (q: string) => `/listing/v1/classifieds/my-classifieds-statistic${q ? `?q=${encodeURIComponent(q)}` : ''}`
export const list = (query: { tab: string; sort: string; q: string; offset: number; limit: number }) =>
  `/listing/v1/classifieds/my-classifieds?${new URLSearchParams({
    tab: query.tab,
    sort: query.sort,
    ...(query.q ? { q: query.q } : {}),
    offset: String(query.offset),
    limit: String(query.limit),
  })}`
export const tracking = '/listing/v1/classifieds/my-classifieds/job-tracking'
export const hide = (id: number) => `/listing/v1/classifieds/${id}/hide`
export const show = (id: number) => `/listing/v1/classifieds/${id}/show`
export const extend = (id: number) => `/listing/v1/classifieds/${id}/extend`
export const upNow = (id: number) => `/listing/v1/classifieds/${id}/job-up-now`
export const upHistory = (id: number, offset: number, limit: number) => `/listing/v1/classifieds/${id}/job-up-history?offset=${offset}&limit=${limit}`
/** GET the job's push-up schedule, POST to save or turn it off (job-up-settings). */
export const upSettings = (id: number) => `/listing/v1/classifieds/${id}/job-up-settings`
/** The next scheduled push-up of each schedule over one's organisations (the employer home). */
export const upcomingUps = '/listing/v1/job-up-settings/upcoming'
/** One job's counters per day over its life (SPEC 7.4 GET /job/v1/classifieds/{id}/tracking). */
export const stats = (id: number) => `/job/v1/classifieds/${id}/tracking`
