// Facts for profile suggestions (self-description.ts): the stored profile overlaid with unsaved form values.
import { hasExperience } from '../../../src/domain/forms/conditions'
import { PROFILE_GENDERS } from '../../../src/domain/profile/fields'
import { normalizeProfileValues, type ProfileValues } from '../../../src/domain/profile/validate'
import type { Queryable } from '../../db/client'
import { loadRow, rowValues, type JobTypeRef, jobTypesById, placesById, optionName, pick } from './profile-row'
import type { ProfileFacts } from './self-description'

/** The stored profile overlaid with unsaved form values, ids resolved to names. */
export async function profileFacts(db: Queryable, userId: number, unsaved: ProfileValues, now = new Date()): Promise<ProfileFacts> {
  const row = await loadRow(db, userId)
  const values = { ...(row ? rowValues(row) : {}), ...normalizeProfileValues(pick(unsaved), now) }
  const ids = (values.job_types ?? []).filter((id) => Number.isInteger(id))
  const [types, places, experience, education] = await Promise.all([
    jobTypesById(db, ids),
    placesById(db, [values.city_id, values.district_id]),
    optionName(db, 'experiences', values.experience_id),
    optionName(db, 'educations', values.education_id),
  ])
  const city = values.city_id ? places.get(values.city_id) : undefined
  const district = values.district_id ? places.get(values.district_id) : undefined
  const age = values.birth_year ? now.getFullYear() - values.birth_year : null
  return {
    full_name: values.full_name ?? null,
    age: age !== null && age > 0 && age < 100 ? age : null,
    gender: PROFILE_GENDERS.find((g) => g.id === values.gender)?.name ?? null,
    job_types: ids.map((id) => types.get(id)).filter((t): t is JobTypeRef => !!t && !t.is_deleted).map((t) => t.name),
    city: city?.parent_id === 0 ? city.name : null,
    district: district && city && district.parent_id === city.id ? district.name : null,
    experience_id: values.experience_id ?? null,
    experience,
    experience_text: hasExperience(values.experience_id) ? (values.experience_text ?? null) : null,
    work_history: hasExperience(values.experience_id)
      ? (values.work_history ?? []).filter((item) => item && typeof item.company === 'string' && typeof item.position === 'string' && item.company && item.position)
      : [],
    education,
    readiness: typeof values.readiness === 'boolean' ? values.readiness : null,
    salary_min: typeof values.salary_min === 'number' ? values.salary_min : null,
    salary_max: typeof values.salary_max === 'number' ? values.salary_max : null,
  }
}
