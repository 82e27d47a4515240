// The job-seeker profile (SPEC 7.5, 7.9; server/modules/jobseekers/README.md). Their schemas and
// types: contract/jobseekers.ts.
import { jobseekerSelfPaths } from './jobseeker-self.paths'
import { routeTable } from './operation'

export const jobseekersPaths = {
  ...jobseekerSelfPaths,
  ...routeTable({
    fields: { method: 'GET', path: '/job/v1/jobseekers/fields', public: true },
    create: { method: 'POST', path: '/job/v1/jobseekers' },
    autoApply: { method: 'PUT', path: '/job/v1/jobseekers/auto-apply' },
    update: { method: 'PUT', path: '/job/v1/jobseekers/:user_id' },
    phoneOwner: { method: 'GET', path: '/job/v1/jobseekers/phone-owner' },
    selfDescription: { method: 'POST', path: '/job/v1/jobseekers/self-description' },
    exportSelf: { method: 'GET', path: '/job/v1/jobseekers/self/export' },
    removeSelf: { method: 'DELETE', path: '/job/v1/jobseekers/self' },
    uploadAvatar: { method: 'PUT', path: '/job/v1/jobseekers/upload-avatar' },
  }),
}
