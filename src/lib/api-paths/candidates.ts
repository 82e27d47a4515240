// The API's `candidates` paths.
export const search = (query: string) => `/job/v1/jobseekers${query ? `?${query}` : ''}`
export const detail = (id: number) => `/job/v1/jobseekers/${id}/detail`
export const quantity = '/job/v1/recruiters/available-quantity'
export const unlock = '/job/v1/recruiters/view-jobseeker'
export const contactRequests = '/job/v1/jobseekers/self/contact-requests'
export const answer = (id: number) => `/job/v1/jobseekers/self/contact-requests/${id}`
export const sharing = '/job/v1/jobseekers/self/contact-sharing'
