// Shapes of the job-seeker profile API (SPEC 3 "Jobseeker", 7.5): its contract's
// (src/domain/contract/jobseekers.ts), under the names the site and the server know them by.
export type {
  AutoApplyRequest,
  AutoApplyResult,
  Jobseeker,
  PhoneOwner,
  ProfileFieldsResponse,
} from '../contract/jobseekers'

export interface NamedOption {
  id: number
  name: string
}
