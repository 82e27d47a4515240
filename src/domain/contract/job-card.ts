// A job's card (SPEC 7.3): how lists show a job (listings, saved jobs, an organisation's page).
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable } from './schema'

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })

export const JobCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  url: Type.String(),
  organization: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    logo_url: Nullable(Type.String()),
    initials: Type.String({ description: 'Chữ cái đầu của tên riêng (bỏ "Công ty TNHH"...), hiện trên ô logo khi chưa có logo' }),
    is_partner: Type.Boolean(),
  }),
  city: Named,
  district: Nullable(Named),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  job_type: Named,
  service_ids: Type.Array(Type.Integer()),
  published_at: DateTime,
  expires_at: DateTime,
})
export type JobCard = Static<typeof JobCard>
