// The configuration's contract (SPEC 7.1; docs/decisions/0035-api-contract.md): lists the site
// renders filters and forms from, read at build time and on demand, the same for everyone.
import { Type, type Static } from '@sinclair/typebox'
import type { FieldConfig } from '../forms/field-config'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { configPaths } from './config.paths'
import { Nullable, fields } from './schema'

/** A province/city, or a former quận/huyện (a search area under its province). */
export const Place = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  /** 0 for a province/city; the province id for a former quận/huyện */
  parent_id: Type.Integer(),
  /** former province names found inside a keyword ("kế toán bình dương") */
  aliases: Type.Array(Type.String()),
})
export type Place = Static<typeof Place>

export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), parent_id: Type.Integer() })
export type Category = Static<typeof Category>

const optionProperties = { id: Type.Integer(), name: Type.String(), slug: Type.String() }
export const ConfigOption = Type.Object(optionProperties)
export type ConfigOption = Static<typeof ConfigOption>

export const JobConfig = Type.Object({
  version: Type.Integer(),
  job_types: Type.Array(Type.Object({ ...optionProperties, subcategory_id: Type.Integer() })),
  employment_types: Type.Array(Type.Object({ ...optionProperties, schema_org: Type.String() })),
  salary_ranges: Type.Array(Type.Object({ ...optionProperties, min: Nullable(Type.Integer()), max: Nullable(Type.Integer()) })),
  experiences: Type.Array(ConfigOption),
  readiness: Type.Array(ConfigOption),
  educations: Type.Array(ConfigOption),
  genders: Type.Array(ConfigOption),
  ages: Type.Array(ConfigOption),
  /** ages 18 to 60 counted from the current year (SPEC 9) */
  birth_years: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
})
export type JobConfig = Static<typeof JobConfig>

/** One field of a config-driven form (src/domain/forms/field-config.ts): open-ended data, sent as it is. */
const FormField = Type.Unsafe<FieldConfig>({ type: 'object', additionalProperties: true })

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })

export const ListingConfig = Type.Object({
  site_id: Type.Integer(),
  category_id: Type.Integer(),
  source: Type.Integer(),
  config_version: Type.Integer(),
  pagination: Type.Object({ limit: Type.Integer(), max: Type.Integer(), boundary: Type.Integer(), listing_boundary: Type.Integer() }),
  sorts: Type.Array(Named),
  services: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), unit: Type.String() })),
  /** the posting form's field configs and its limits (POSTING of src/domain/posting/fields.ts) */
  posting: Type.Object({
    fields: Type.Array(FormField),
    limits: Type.Record(Type.String(), Type.Integer()),
  }),
})
export type ListingConfig = Static<typeof ListingConfig>

export const configContract = defineContract(
  'config',
  ['/job/v1/categories/config', '/job/v1/cities/config', '/job/v1/common/config', '/listing/v1/common/config'],
  configPaths,
  {
    categories: { summary: 'Danh mục và danh mục con', response: Type.Array(Category) },
    cities: {
      summary: 'Tỉnh/thành và quận/huyện (parent_id 0 là cấp tỉnh)',
      query: fields({ parent_id: rules.parentId }),
      response: Type.Array(Place),
    },
    jobConfig: { summary: 'Cấu hình việc làm (job config)', response: JobConfig },
    listingConfig: {
      summary: 'Cấu hình chung của trang tin (site_id 3)',
      query: fields({ site_id: rules.siteId }, ['site_id']),
      response: ListingConfig,
    },
  },
)

export type ConfigContract = (typeof configContract)['operations']
