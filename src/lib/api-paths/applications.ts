// The API's `applications` paths.
export const apply = '/job/v1/candidates/apply'
export const appliedListing = (offset: number, limit: number) => `/job/v1/classifieds/applied-listing?offset=${offset}&limit=${limit}`
export const appliedIds = '/job/v1/candidates/applied-ids'
export const retention = '/job/v1/jobseekers/self/application-retention'
export const multiApply = '/job/v1/jobseekers/multi-apply'
export const jobsMatching = (offset: number, limit: number, asOf?: number) =>
  `/job/v1/jobseekers/jobs-matching?offset=${offset}&limit=${limit}${asOf === undefined ? '' : `&as_of=${asOf}`}`
