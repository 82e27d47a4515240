// The posting flow's contract (SPEC 7.3; docs/decisions/0011-job-posting.md, 0035-api-contract.md).
// Posting needs a signed-in account with a verified phone; an operation naming a job is for members
// of its organisation (anonymous 401, anyone else 403 with no data, an unknown job 404). The body is
// built from the posting form's field configs (src/domain/posting/fields.ts): each field's type,
// shape and sanity cap with its own Vietnamese message; the exact SPEC 5 rules run after
// normalisation in the service (validateFields), so the server and the form say the same sentences.
import { Type, type Static } from '@sinclair/typebox'
import { formBodySchema } from '../forms/json-schema'
import { POSTING, POSTING_DECISIONS, POSTING_HIT_ACTIONS, postingFields, type PostingValues } from '../posting/fields'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { postingPaths } from './posting.paths'
import { Nullable, StringEnum, fields } from './schema'

// ---- what the form sends ----

/**
 * A post as the form sends it, before normalisation: every field may be left out or null (the
 * service's rules then give the field's required message), range ends by their own names.
 */
export type PostingBody = { [K in Exclude<keyof PostingValues, 'organization_id'>]?: PostingValues[K] | null } & {
  /** the organisation posting, when the account acts for more than one */
  organization_id?: number
}

const body = Type.Unsafe<PostingBody>({
  ...formBodySchema(postingFields(), {
    organization_id: {
      type: 'integer',
      description: 'Doanh nghiệp đăng tin, khi tài khoản thuộc nhiều doanh nghiệp',
      minimum: 1,
      maximum: 2_147_483_647,
      'x-messages': { type: 'Doanh nghiệp không hợp lệ', minimum: 'Doanh nghiệp không hợp lệ', maximum: 'Doanh nghiệp không hợp lệ' },
    },
  }),
  'x-messages': { type: 'Nội dung tin gửi lên không hợp lệ.' },
})

const IdParams = fields({ id: rules.id }, ['id'])

// ---- what the API answers ----

/** One rule a post trips (posting-check-block, edit-check-block, the saved answer and the staff queue). */
export const PostingHit = Type.Object({
  rule: Type.String(),
  name: Type.String(),
  field: Type.String(),
  label: Type.String(),
  /** the words as written in the post */
  phrase: Type.String(),
  action: StringEnum(POSTING_HIT_ACTIONS),
  /** what is wrong and what to change */
  message: Type.String(),
})
export type PostingHit = Static<typeof PostingHit>

export const PostingAssessment = Type.Object({
  decision: StringEnum(POSTING_DECISIONS),
  hits: Type.Array(PostingHit),
  /** the sentence the owner reads: what blocks the post or why it waits for review */
  message: Nullable(Type.String()),
})
export type PostingAssessment = Static<typeof PostingAssessment>

/** The answer of saving a post (created or updated). */
export const SavedPosting = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  /** 1000 waiting for staff, 1001 published (REVIEW_STATUS) */
  review_status: Type.Integer(),
  review_reason: Nullable(Type.String()),
  message: Type.String(),
  assessment: PostingAssessment,
})
export type SavedPosting = Static<typeof SavedPosting>

/** A saved post's values for its form, and where the post stands. */
export const PostingEdit = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  job_type_id: Type.Integer(),
  employment_type_id: Type.Integer(),
  quantity: Type.Integer(),
  salary_negotiable: Type.Boolean(),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  // null on posts imported before the form asked for them
  experience_id: Nullable(Type.Integer()),
  education_id: Nullable(Type.Integer()),
  gender_id: Nullable(Type.Integer()),
  age_id: Nullable(Type.Integer()),
  city_id: Type.Integer(),
  district_id: Nullable(Type.Integer()),
  street_id: Nullable(Type.Integer()),
  /** the name of street_id, for the street field */
  street_name: Nullable(Type.String()),
  address: Type.String(),
  description: Type.String(),
  requirements: Type.String(),
  benefits: Type.String(),
  /** yyyy-MM-dd, the last day applications are taken (Vietnam's calendar) */
  deadline: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  images: Type.Array(Type.String()),
  video_url: Nullable(Type.String()),
  organization_id: Type.Integer(),
  url: Type.String(),
  review_status: Type.Integer(),
  review_reason: Nullable(Type.String()),
  is_hidden: Type.Boolean(),
  is_expired: Type.Boolean(),
})
export type PostingEdit = Static<typeof PostingEdit>

const JOB_ERRORS = [400, 401, 403, 404]

export const postingContract = defineContract('posting', ['/listing/v1/classifieds/posting-check-block'], postingPaths, {
  check: {
    summary: 'Kiểm tra tin trước khi đăng (quy tắc chống lừa đảo)',
    body,
    response: PostingAssessment,
    errors: [400, 401, 403],
  },
  create: {
    summary: `Đăng tin tuyển dụng (tối đa ${POSTING.postsPerHour} tin được lưu mỗi giờ)`,
    description: 'Quá giới hạn: 429 với Retry-After. Tin vi phạm quy tắc chặn: 400 posting_blocked; tin cần kiểm duyệt được lưu và chờ duyệt (1000).',
    body,
    response: SavedPosting,
    errors: [400, 401, 403, 429],
  },
  edit: {
    summary: 'Dữ liệu tin để chỉnh sửa',
    params: IdParams,
    response: PostingEdit,
    errors: JOB_ERRORS,
  },
  editCheck: {
    summary: 'Kiểm tra tin trước khi lưu chỉnh sửa',
    params: IdParams,
    body,
    response: PostingAssessment,
    errors: JOB_ERRORS,
  },
  update: {
    summary: 'Cập nhật tin tuyển dụng',
    params: IdParams,
    body,
    response: SavedPosting,
    errors: JOB_ERRORS,
  },
})

export type PostingContract = (typeof postingContract)['operations']
