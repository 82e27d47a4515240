// The marketplace's figures shown to employers, computed from the API at build time (never typed
// in): open jobs from the listing's total, provinces and cities from the places config, occupations
// from the job config.
import type { JobConfig, Place } from '../../domain/config-types'
import type { JobListing } from '../../domain/jobs'
import { MANAGE_LISTING } from '../../domain/manage-listing'
import { POSTING } from '../../domain/posting/fields'
import { formatCount } from '../../domain/money'

/**
 * The rules the copy quotes, read from src/domain by the pages' build-time loaders, which import
 * this module dynamically: the domain modules stay out of the public pages' JavaScript, and the
 * text follows the rules.
 */
export interface EmployerLimits {
  freeUpsPerDay: number
  deadlineMaxDays: number
  deadlineDefaultDays: number
}

export const employerLimits = (): EmployerLimits => ({
  freeUpsPerDay: MANAGE_LISTING.freeUpsPerDay,
  deadlineMaxDays: POSTING.deadlineMaxDays,
  deadlineDefaultDays: POSTING.deadlineDefaultDays,
})

export interface MarketFigures {
  /** "1.234", or "Hơn 1.000" when the listing's count is capped. */
  openJobs: string | null
  provinces: number | null
  jobTypes: number | null
}

export function marketFigures(input: {
  listing?: Pick<JobListing, 'total' | 'total_capped'> | null
  cities?: readonly Pick<Place, 'parent_id'>[] | null
  jobConfig?: Pick<JobConfig, 'job_types'> | null
}): MarketFigures {
  const { listing, cities, jobConfig } = input
  const provinces = cities ? cities.filter((place) => place.parent_id === 0).length : 0
  return {
    openJobs: listing && listing.total > 0 ? `${listing.total_capped ? 'Hơn ' : ''}${formatCount(listing.total)}` : null,
    provinces: provinces || null,
    jobTypes: jobConfig?.job_types.length || null,
  }
}
