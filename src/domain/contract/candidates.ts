// The candidates' contract (docs/decisions/0017-candidate-contact.md, 0032-sessions-and-private-files.md,
// 0036-naming.md): each operation's schemas and the types derived from them.
import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './schema'

/** A job seeker's profile as an employer reads it (an application's CV, a found candidate's page). */
export const CandidateProfile = Type.Object({
  full_name: Type.String(),
  image_url: Nullable(Type.String()),
  /** shown once the person applied to one's job (consent for that job's employer), else masked or null */
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  birth_year: Nullable(Type.Integer()),
  gender: Nullable(Type.String()),
  job_types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  city: Nullable(Type.String()),
  district: Nullable(Type.String()),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  /** the experience option's name (601 "Chưa có kinh nghiệm") */
  experience: Nullable(Type.String()),
  experience_text: Nullable(Type.String()),
  work_history: Type.Array(
    Type.Object({ company: Type.String(), position: Type.String(), start_date: Type.String(), end_date: Nullable(Type.String()) }),
  ),
  education: Nullable(Type.String()),
  /** SPEC 9: true "Đi làm ngay", false "Cần thêm thời gian chuẩn bị" */
  readiness: Nullable(Type.Boolean()),
  description: Nullable(Type.String()),
})
export type CandidateProfile = Static<typeof CandidateProfile>
