// GET /job/v1/classifieds/enterprise (SPEC 7.3): verified partner employers ("Đối tác") with their
// number of open jobs, most first. The counts are at most a minute old (jobs.routes.ts).
import useSWR from 'swr'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface Enterprise {
  id: number
  name: string
  slug: string
  logo_url: string | null
  is_partner: boolean
  job_count: number
}

/** The API's largest page. */
export const ENTERPRISES_LIMIT = 30

/** The envelope; never throws. */
export const getEnterprises = (limit = ENTERPRISES_LIMIT) => http.get<Enterprise[]>(api.enterprises(limit))

/** The list, or throws the ApiError. */
export const fetchEnterprises = (limit = ENTERPRISES_LIMIT) => unwrap(getEnterprises(limit))

/** Prerendered partners revalidated once after hydration, so counts follow jobs posted since the build. */
export const useEnterprises = (fallbackData: Enterprise[] | null) =>
  useSWR(api.enterprises(ENTERPRISES_LIMIT), () => fetchEnterprises(), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
