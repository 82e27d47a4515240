// The API's paths outside the areas of the other files here.
export const suggest = (q: string, limit: number) => `/job/v1/classifieds/suggest?q=${encodeURIComponent(q)}&limit=${limit}`

export const jobDetail = (id: number) => `/listing/v1/classifieds/${id}/job`

export const similarJobs = (id: number, limit = 6) => `/job/v1/classifieds/similar?id=${id}&limit=${limit}`

/** An organization's open jobs, newest first; `excludeId` 0 leaves none out. */
export const organizationJobs = (organizationId: number, excludeId: number, limit = 6) =>
  `/job/v1/classifieds/organization-recruiting?organization_id=${organizationId}${excludeId ? `&exclude_id=${excludeId}` : ''}&limit=${limit}`

/** Verified partner employers with their number of open jobs, most first (at most 30). */
export const enterprises = (limit: number) => `/job/v1/classifieds/enterprise?limit=${limit}`

export const trackView = '/job/v1/classifieds/tracking-view'

export const trackImpression = '/job/v1/classifieds/tracking-impression'

export const trackContact = '/job/v1/classifieds/tracking-contact'

export const phoneShow = '/listing/v1/phone/show'

export const reportJob = (id: number) => `/job/v1/classifieds/${id}/reports`
