import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Jobseeker } from './types'

/** The signed-in person's job-seeker profile; data is null when they have none. */
export const getJobseeker = () => authHttp.get<Jobseeker | null>(api.jobseekers.self)
