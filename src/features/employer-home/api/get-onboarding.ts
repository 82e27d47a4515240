// GET /job/v1/organizations/self/onboarding: a new employer's first steps, done or not (the employer
// home's checklist). Refreshed when the page regains focus: a step is often done in another tab.
import useSWR from 'swr'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap } from '../../../lib/http'

export function useOnboarding() {
  return useSWR(organizationsApi.onboarding.path(), () => unwrap(organizationsApi.onboarding({})))
}
