// The configuration lists the whole site shares (SPEC 3 commonData). Their shapes on the wire are
// the configuration's contract (contract/config.ts), re-exported here for the pages and forms that
// read the lists.
import type { Category, JobConfig, Place } from './contract/config'

export type { Category, ConfigOption as Option, JobConfig, Place } from './contract/config'

export interface CommonData {
  categories: Category[]
  cities: Place[]
  jobConfig: JobConfig | null
}

/** The footer's links and company (contract/content.ts). */
export type { Footer as FooterData } from './contract/content'
