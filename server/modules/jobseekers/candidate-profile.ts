// A job seeker's profile as an employer reads it (src/domain/contract/candidates.ts): from a stored row (the
// live profile, or the copy an application keeps), names resolved through the job config and the
// places, without the seeker's own settings (auto-apply, moderation, consent).
import type { CandidateProfile } from '../../../src/domain/contract/candidates'
import type { Queryable } from '../../db/client'
import { jobTypesById, placesById, rowValues, type JobseekerRow } from './profile-row'

export type { JobseekerRow }

export async function toCandidateProfile(db: Queryable, row: JobseekerRow): Promise<CandidateProfile> {
  const values = rowValues(row)
  const optionIds = [row.gender, row.experience_id, row.education_id].filter((id): id is number => typeof id === 'number')
  const [types, places, options] = await Promise.all([
    jobTypesById(db, row.job_types ?? []),
    placesById(db, [row.city_id, row.district_id]),
    optionIds.length
      ? db.query<{ kind: string; id: number; name: string }>(
          `SELECT kind, id, name FROM config_options WHERE kind IN ('genders', 'experiences', 'educations') AND id = ANY($1::int4[])`,
          [optionIds],
        )
      : Promise.resolve([]),
  ])
  const option = (kind: string, id: number | null) => options.find((o) => o.kind === kind && o.id === id)?.name ?? null
  return {
    full_name: row.full_name,
    image_url: row.image_url,
    phone: row.phone,
    email: row.email,
    birth_year: row.birth_year,
    gender: option('genders', row.gender),
    job_types: (row.job_types ?? []).map((id) => ({ id, name: types.get(id)?.name ?? '' })).filter((t) => t.name),
    city: row.city_id === null ? null : (places.get(row.city_id)?.name ?? null),
    district: row.district_id === null ? null : (places.get(row.district_id)?.name ?? null),
    salary_min: values.salary_min ?? null,
    salary_max: values.salary_max ?? null,
    experience: option('experiences', row.experience_id),
    experience_text: row.experience_text,
    work_history: values.work_history ?? [],
    education: option('educations', row.education_id),
    readiness: row.readiness,
    description: row.description,
  }
}
