// The recruiter's side of applications (docs/decisions/0016-applicants.md).
export const list = (query: string) => `/job/v1/candidates/recruiter-apply${query ? `?${query}` : ''}`
export const filters = '/job/v1/candidates/recruiter-apply/filter'
export const board = (jobId: number) => `/job/v1/candidates/recruiter-apply/board/${jobId}`
export const unread = '/job/v1/candidates/recruiter-unread'
export const detail = (id: number) => `/job/v1/candidates/${id}`
export const read = (id: number) => `/job/v1/candidates/${id}/read`
export const status = (id: number) => `/job/v1/candidates/${id}/status`
export const bulkStatus = '/job/v1/candidates/status'
export const templates = '/job/v1/candidates/message-templates'
