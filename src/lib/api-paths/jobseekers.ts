// The API's `jobseekers` paths.
export const self = '/job/v1/jobseekers/self'
export const fields = '/job/v1/jobseekers/fields'
export const create = '/job/v1/jobseekers'
export const update = (userId: number) => `/job/v1/jobseekers/${userId}`
export const phoneOwner = (phone: string, verifyToken?: string) =>
  `/job/v1/jobseekers/phone-owner?phone=${encodeURIComponent(phone)}${verifyToken ? `&verify_token=${encodeURIComponent(verifyToken)}` : ''}`
export const autoApply = '/job/v1/jobseekers/auto-apply'
export const selfDescription = '/job/v1/jobseekers/self-description'
export const exportSelf = '/job/v1/jobseekers/self/export'
