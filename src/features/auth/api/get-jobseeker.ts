import { jobseekerSelfApi } from '../../../lib/api/jobseeker-self'

/** The signed-in person's job-seeker profile; data is null when they have none. */
export const getJobseeker = () => jobseekerSelfApi.self()
