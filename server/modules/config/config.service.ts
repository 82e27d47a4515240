// Reads the configuration the site needs (SPEC 7.1) from the database.
import type { Database } from '../../db/client'
import { CONFIG_VERSION, LIMITS } from '../../../src/domain/constants'

export interface PlaceRow {
  id: number
  name: string
  slug: string
  parent_id: number
  aliases: string[]
}

export async function listCities(db: Database, parentId?: number): Promise<PlaceRow[]> {
  const where = parentId === undefined ? '' : 'WHERE parent_id = $1'
  return db.query<PlaceRow>(
    `SELECT id, name, slug, parent_id, aliases FROM cities ${where} ORDER BY parent_id, position, id`,
    parentId === undefined ? [] : [parentId],
  )
}

export interface CategoryRow {
  id: number
  name: string
  slug: string
  parent_id: number
}

export const listCategories = (db: Database) =>
  db.query<CategoryRow>('SELECT id, name, slug, parent_id FROM categories ORDER BY parent_id, position, id')

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

export interface ConfigOption {
  id: number
  name: string
  slug: string
  [extra: string]: unknown
}

export type JobConfig = Record<JobConfigKind, ConfigOption[]> & {
  version: number
  birth_years: Array<{ id: number; name: string }>
}

/** Birth-year choices: ages 18 to 60 counted from the current year (SPEC 9). */
export function birthYears(now = new Date()): Array<{ id: number; name: string }> {
  const year = now.getFullYear()
  const years: Array<{ id: number; name: string }> = []
  for (let y = year - LIMITS.birthAge[0]; y >= year - LIMITS.birthAge[1]; y--) years.push({ id: y, name: String(y) })
  return years
}

export async function getJobConfig(db: Database): Promise<JobConfig> {
  const rows = await db.query<{ kind: JobConfigKind; id: number; name: string; slug: string; data: Record<string, unknown> }>(
    'SELECT kind, id, name, slug, data FROM config_options WHERE NOT is_deleted ORDER BY kind, position, id',
  )
  const config = Object.fromEntries(JOB_CONFIG_KINDS.map((kind) => [kind, [] as ConfigOption[]])) as Record<
    JobConfigKind,
    ConfigOption[]
  >
  for (const row of rows) config[row.kind]?.push({ id: row.id, name: row.name, slug: row.slug, ...row.data })
  return { version: CONFIG_VERSION, ...config, birth_years: birthYears() }
}
