// Reads the configuration the site needs (SPEC 7.1) from the database.
import type { Database } from '../../db/client'
import { CONFIG_VERSION, LIMITS } from '../../../src/domain/constants'
import type { Category, ConfigOption, JobConfig, Place } from '../../../src/domain/contract/config'

export async function listCities(db: Database, parentId?: number): Promise<Place[]> {
  const where = parentId === undefined ? '' : 'WHERE parent_id = $1'
  return db.query<Place>(
    `SELECT id, name, slug, parent_id, aliases FROM cities ${where} ORDER BY parent_id, position, id`,
    parentId === undefined ? [] : [parentId],
  )
}

export const listCategories = (db: Database) =>
  db.query<Category>('SELECT id, name, slug, parent_id FROM categories ORDER BY parent_id, position, id')

export const JOB_CONFIG_KINDS = [
  'job_types',
  'employment_types',
  'salary_ranges',
  'experiences',
  'readiness',
  'educations',
  'genders',
  'ages',
] as const
export type JobConfigKind = (typeof JOB_CONFIG_KINDS)[number]

/** Birth-year choices: ages 18 to 60 counted from the current year (SPEC 9). */
export function birthYears(now = new Date()): Array<{ id: number; name: string }> {
  const year = now.getFullYear()
  const years: Array<{ id: number; name: string }> = []
  for (let y = year - LIMITS.birthAge[0]; y >= year - LIMITS.birthAge[1]; y--) years.push({ id: y, name: String(y) })
  return years
}

type OptionRow = ConfigOption & { kind: JobConfigKind; data: Record<string, unknown> }

const nullableInt = (value: unknown): number | null => (typeof value === 'number' ? value : null)

/** The lists of the job config; an option's extra data (a job type's subcategory ...) beside its name. */
export async function getJobConfig(db: Database): Promise<JobConfig> {
  const rows = await db.query<OptionRow>(
    'SELECT kind, id, name, slug, data FROM config_options WHERE NOT is_deleted ORDER BY kind, position, id',
  )
  const of = (kind: JobConfigKind) => rows.filter((row) => row.kind === kind)
  const plain = (kind: JobConfigKind): ConfigOption[] => of(kind).map(({ id, name, slug }) => ({ id, name, slug }))
  return {
    version: CONFIG_VERSION,
    job_types: of('job_types').map(({ id, name, slug, data }) => ({ id, name, slug, subcategory_id: Number(data.subcategory_id ?? 0) })),
    employment_types: of('employment_types').map(({ id, name, slug, data }) => ({ id, name, slug, schema_org: String(data.schema_org ?? 'FULL_TIME') })),
    salary_ranges: of('salary_ranges').map(({ id, name, slug, data }) => ({ id, name, slug, min: nullableInt(data.min), max: nullableInt(data.max) })),
    experiences: plain('experiences'),
    readiness: plain('readiness'),
    educations: plain('educations'),
    genders: plain('genders'),
    ages: plain('ages'),
    birth_years: birthYears(),
  }
}
