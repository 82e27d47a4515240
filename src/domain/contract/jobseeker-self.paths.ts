// The one job-seeker operation every page may call: the signed-in person's own profile (the header's
// box, the apply button). Apart from jobseekers.paths.ts, which adds the profile pages' operations,
// so that a public page's first load carries only this route (tests/e2e/budget.spec.ts).
import { routeTable } from './operation'

export const jobseekerSelfPaths = routeTable({
  self: { method: 'GET', path: '/job/v1/jobseekers/self' },
})
