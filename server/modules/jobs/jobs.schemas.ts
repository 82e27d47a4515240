// Wire schemas of the job endpoints (responses in TypeBox; requests derived from src/domain rules).
import { Type, type TSchema } from '@sinclair/typebox'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { FILTER_PARAM_RULES } from '../../../src/domain/url-filters'
import { rules } from '../../../src/domain/validation/rules'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
const Named = Type.Object({ id: Type.Integer(), name: Type.String() })

const Organization = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo_url: Nullable(Type.String()),
  is_partner: Type.Boolean(),
})

const cardProperties = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  url: Type.String(),
  organization: Organization,
  city: Named,
  district: Nullable(Named),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  job_type: Named,
  service_ids: Type.Array(Type.Integer()),
  published_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
}

export const JobCard = Type.Object(cardProperties)

export const JobListing = Type.Object({
  items: Type.Array(JobCard),
  total: Type.Integer(),
  total_capped: Type.Boolean(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  next_cursor: Nullable(Type.String()),
})

export const JobDetail = Type.Object({
  ...cardProperties,
  organization: Type.Object({
    ...Organization.properties,
    address: Type.String(),
    size: Type.String(),
    website: Nullable(Type.String()),
    description: Type.String(),
    reply_hours: Type.Optional(Nullable(Type.Number({ description: 'Thời gian phản hồi thường gặp (giờ, trung vị 90 ngày); null khi chưa đủ dữ liệu' }))),
  }),
  address: Type.String(),
  description: Type.String(),
  requirements: Type.String(),
  benefits: Type.String(),
  quantity: Type.Integer(),
  employment_type: Type.Object({ id: Type.Integer(), name: Type.String(), schema_org: Type.String() }),
  experience: Nullable(Named),
  education: Nullable(Named),
  gender: Nullable(Named),
  age: Nullable(Named),
  category: Named,
  subcategory: Named,
  contact_name: Type.String(),
  contact_phone_masked: Type.String({ description: 'Số điện thoại liên hệ đã che 3 số cuối; số đầy đủ qua POST /listing/v1/phone/show' }),
  images: Type.Array(Type.String(), { description: 'Ảnh nơi làm việc, theo thứ tự' }),
  video_url: Type.Union([Type.String(), Type.Null()], { description: 'Video giới thiệu (YouTube, TikTok, Facebook, Vimeo)' }),
  view_count: Type.Integer(),
  is_expired: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
})

export const Suggestion = Type.Object({ name: Type.String(), url: Type.String() })

export const filterQuerystring = (extra: Record<string, (typeof rules)[keyof typeof rules]> = {}) =>
  objectSchema({ ...FILTER_PARAM_RULES, ...extra })

export const listQuery = (max = 20) =>
  objectSchema({
    limit: { ...rules.limit, max: { value: max, message: `limit tối đa ${max}.` } },
  })
