import { jobseekersApi } from '../../../lib/api/jobseekers'

/** The signed-in person's job-seeker profile; data is null when they have none. */
export const getJobseeker = () => jobseekersApi.self()
