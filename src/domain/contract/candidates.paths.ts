// The candidates' routes (SPEC 7.2 available-quantity, view-jobseeker; 7.5 jobseekers and
// {id}/detail; docs/decisions/0017-candidate-contact.md, 0036-naming.md): an employer's candidate
// search, a candidate's page and the contact unlock, and the candidate's side (who asked for or saw
// the contact, the answer, the sharing choice). Their schemas and types: contract/candidates.ts.
import { routeTable } from './operation'

export const candidatesPaths = routeTable({
  search: { method: 'GET', path: '/job/v1/jobseekers' },
  detail: { method: 'GET', path: '/job/v1/jobseekers/:id/detail' },
  quantity: { method: 'GET', path: '/job/v1/recruiters/available-quantity' },
  unlock: { method: 'POST', path: '/job/v1/recruiters/view-jobseeker' },
  contactRequests: { method: 'GET', path: '/job/v1/jobseekers/self/contact-requests' },
  answer: { method: 'PUT', path: '/job/v1/jobseekers/self/contact-requests/:id' },
  sharing: { method: 'PUT', path: '/job/v1/jobseekers/self/contact-sharing' },
})
