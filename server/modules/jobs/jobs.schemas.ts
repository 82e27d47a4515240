// The job card's schema for the routes of other areas that answer jobs (favorites, applications,
// organisation pages): the jobs' contract's (src/domain/contract/jobs.ts). The search's filters as
// a querystring schema (the SEO routes).
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { FILTER_PARAM_RULES } from '../../../src/domain/url-filters'
import type { rules } from '../../../src/domain/validation/rules'

export { JobCard } from '../../../src/domain/contract/jobs'

export const filterQuerystring = (extra: Record<string, (typeof rules)[keyof typeof rules]> = {}) =>
  objectSchema({ ...FILTER_PARAM_RULES, ...extra })
