// POST /job/v1/jobseekers/self-description (auth): a self description written from the form's
// values, saved or not (the create form has no profile yet). Needs at least one job type; 429 after
// 20 an hour.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { ProfilePayload } from '../form-values'

export interface SelfDescription {
  text: string
  source: 'openai' | 'local'
}

/** The envelope; never throws. */
export const suggestSelfDescription = (values: Partial<ProfilePayload>) =>
  authHttp.post<SelfDescription>(api.jobseekers.selfDescription, values)
