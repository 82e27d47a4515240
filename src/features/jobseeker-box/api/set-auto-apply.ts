// PUT /job/v1/jobseekers/auto-apply (auth) { apply_auto, email?, off_reason?, source_code?, consent? }
// (server/modules/jobseekers/README.md "Auto-apply"). Turning on needs consent: true and an e-mail
// (400 email_is_required without one); turning off stores the reason and where it was done.
import type { AutoApplyRequest } from '../../../domain/contract/jobseekers'
import { jobseekersApi } from '../../../lib/api/jobseekers'

/** The envelope; never throws. */
export const setAutoApply = (body: AutoApplyRequest) => jobseekersApi.autoApply({ body })
