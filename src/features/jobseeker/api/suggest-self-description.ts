// POST /job/v1/jobseekers/self-description (auth): a self description written from the form's
// values, saved or not (the create form has no profile yet). Needs at least one job type; 429 after
// 20 an hour.
import { jobseekersApi } from '../../../lib/api/jobseekers'
import type { ProfilePayload } from '../form-values'

/** The envelope; never throws. */
export const suggestSelfDescription = (values: Partial<ProfilePayload>) => jobseekersApi.selfDescription({ body: values })
