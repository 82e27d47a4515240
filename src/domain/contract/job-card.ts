// A job as a card of a list (the listing, the applied jobs, the matching jobs): the shape the API
// answers, shared by the contracts that list jobs (docs/decisions/0035-api-contract.md).
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable } from './schema'

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })

export const JobCardOrganization = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo_url: Nullable(Type.String()),
  is_partner: Type.Boolean(),
})

export const JobCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  url: Type.String(),
  organization: JobCardOrganization,
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
