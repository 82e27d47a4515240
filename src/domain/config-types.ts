// Shapes of the configuration endpoints (SPEC 7.1), shared by the site and the server.
export interface Place {
  id: number
  name: string
  slug: string
  /** 0 for a province/city; the province id for a former quận/huyện. */
  parent_id: number
  aliases: string[]
}

export interface Category {
  id: number
  name: string
  slug: string
  parent_id: number
}

export interface Option {
  id: number
  name: string
  slug: string
}

export interface JobConfig {
  version: number
  job_types: Array<Option & { subcategory_id: number }>
  employment_types: Array<Option & { schema_org: string }>
  salary_ranges: Array<Option & { min: number | null; max: number | null }>
  experiences: Option[]
  readiness: Option[]
  educations: Option[]
  genders: Option[]
  ages: Option[]
  birth_years: Array<{ id: number; name: string }>
}

export interface CommonData {
  categories: Category[]
  cities: Place[]
  jobConfig: JobConfig | null
}

export interface FooterData {
  groups: Array<{ title: string; links: Array<{ name: string; url: string }> }>
  company: { name: string; address: string; phone: string; email: string; license: string }
}
