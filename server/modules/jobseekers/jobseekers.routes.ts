// Job-seeker profile endpoints (SPEC 7.5, 7.9); contract in server/modules/jobseekers/README.md.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { AUTO_APPLY_DAYS } from '../../../src/domain/profile/auto-apply'
import { profileFields } from '../../../src/domain/profile/fields'
import { PROFILE_MSG } from '../../../src/domain/profile/messages'
import type { ProfileValues } from '../../../src/domain/profile/validate'
import { badRequest } from '../../lib/errors'
import { ok, responses } from '../../lib/http'
import { enforce, RateLimitedError, type LimitRule } from '../../lib/rate-limit'
import {
  AutoApplyResult,
  FieldsResponse,
  Jobseeker,
  PersonalDataExport,
  PhoneOwner,
  SelfDescription,
  autoApplyBody,
  createBody,
  phoneOwnerQuery,
  readinessIds,
  selfDescriptionBody,
  updateBody,
  userIdParams,
} from './jobseekers.schemas'
import { createProfile, phoneOwner, setProfileAvatar, updateProfile, type ProfileInput } from './jobseekers.service'
import { setAutoApply, type AutoApplyInput } from './auto-apply-setting'
import { deleteProfile, exportPersonalData } from './privacy'
import { profileFacts } from './profile-facts'
import { getOwnProfile } from './profile-row'
import { selfDescriptionProvider, suggestSelfDescription } from './self-description'
import { userOf } from '../access/access'
import { EarlierDecisionSchema, registerStaffQueue } from '../../lib/staff-decisions'
import { decideProfiles, waitingProfiles } from './review'
import { createMediaDeps, deleteAllMedia, listHeldFiles } from '../media/media.service'
import { UPLOAD_DOC, registerUploads, uploadImage } from '../media/media.upload'

const TAGS = ['jobseekers']
const AUTH = ' (cần đăng nhập: Authorization: Bearer <token>)'

/** Suggestions may cost money at a provider: 20 an hour per person. */
export const SELF_DESCRIPTION_LIMIT: LimitRule = { name: 'self-description', limit: 20, windowSec: 3600 }

const exportFileName = (now = new Date()) => `du-lieu-ca-nhan-${now.toISOString().slice(0, 10)}.json`

const WaitingProfile = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  job_types: Type.Array(Type.String()),
  description: Type.Union([Type.String(), Type.Null()]),
  experience_text: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
  /** staff's earlier rejection, when the seeker edited a profile staff had rejected */
  earlier_decision: EarlierDecisionSchema,
})

export default async function jobseekerRoutes(app: FastifyInstance, context: RouteContext) {
  registerStaffQueue<'approve' | 'reject'>(app, {
    queue: 'profiles',
    path: '/job/v1/staff/jobseekers',
    listSummary: 'Hồ sơ chờ duyệt, cũ nhất trước, kèm lý do',
    decideSummary: 'Duyệt hoặc từ chối (kèm lý do) các hồ sơ đã chọn',
    item: WaitingProfile,
    list: (page) => waitingProfiles(context, page),
    decide: (staff, ids, decision, reason) => decideProfiles(context, staff, ids, decision, reason),
  })

  const { db } = context
  const deps = { db, realtime: context.realtime }
  const provider = selfDescriptionProvider(context.env)
  const media = createMediaDeps(db, context.env)


  await registerUploads(app)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  app.get(
    '/job/v1/jobseekers/fields',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Cấu hình các trường của form hồ sơ xin việc (SPEC 3 "Form field config")',
        response: responses(FieldsResponse, []),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok({ fields: profileFields(), auto_apply_days: AUTO_APPLY_DAYS })
    },
  )

  app.get(
    '/job/v1/jobseekers/self',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Hồ sơ xin việc của tôi (null khi chưa có)${AUTH}`,
        response: responses(Type.Union([Jobseeker, Type.Null()]), [401]),
      },
    },
    async (request) => ok(await getOwnProfile(db, userOf(request).id)),
  )

  app.post<{ Body: ProfileInput }>(
    '/job/v1/jobseekers',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Tạo hồ sơ xin việc (mỗi tài khoản một hồ sơ; cần consent: true)${AUTH}`,
        description:
          'Số điện thoại của tài khoản được coi là đã xác thực; số khác cần verify_token (purpose verify_phone). ' +
          'Số đã có hồ sơ của tài khoản khác: 409 phone_has_profile, gửi lại với take_over_phone: true để chuyển số sang hồ sơ mới.',
        body: createBody,
        response: responses(Jobseeker, [400, 401, 409]),
      },
      preValidation: readinessIds,
    },
    async (request) => ok(await createProfile(deps, userOf(request), request.body ?? {})),
  )

  app.put<{ Body: AutoApplyInput }>(
    '/job/v1/jobseekers/auto-apply',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Bật/tắt tự động ứng tuyển${AUTH}`,
        description: `Bật cần hồ sơ, consent: true và email (không có: 400 email_is_required). Bật trong ${AUTO_APPLY_DAYS} ngày.`,
        body: autoApplyBody,
        response: responses(AutoApplyResult, [400, 401]),
      },
    },
    async (request) => ok(await setAutoApply(db, userOf(request), request.body)),
  )

  app.put<{ Params: { user_id: number }; Body: ProfileInput }>(
    '/job/v1/jobseekers/:user_id',
    {
      config: { access: { self: 'user_id' } },
      schema: {
        tags: TAGS,
        summary: `Cập nhật hồ sơ xin việc của tôi (chỉ các trường gửi lên)${AUTH}`,
        params: userIdParams,
        body: updateBody,
        response: responses(Jobseeker, [400, 401, 403, 404, 409]),
      },
      preValidation: readinessIds,
    },
    async (request) => ok(await updateProfile(deps, userOf(request), request.params.user_id, request.body ?? {})),
  )

  app.get<{ Querystring: { phone: string; verify_token?: string } }>(
    '/job/v1/jobseekers/phone-owner',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Số điện thoại (đã xác thực) đã có hồ sơ chưa${AUTH}`,
        description: 'Số không thuộc tài khoản cần verify_token (purpose verify_phone); token chỉ được kiểm tra, không bị dùng.',
        querystring: phoneOwnerQuery,
        response: responses(PhoneOwner, [400, 401]),
      },
    },
    async (request) => ok(await phoneOwner(db, userOf(request), request.query)),
  )

  app.post<{ Body: ProfileValues | null }>(
    '/job/v1/jobseekers/self-description',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Gợi ý phần giới thiệu bản thân từ thông tin hồ sơ${AUTH}`,
        description: 'Dùng hồ sơ đã lưu, ghi đè bằng các giá trị form chưa lưu gửi kèm (nếu có).',
        body: selfDescriptionBody,
        response: responses(SelfDescription, [400, 401, 429]),
      },
      preValidation: readinessIds,
    },
    async (request) => {
      const user = userOf(request)
      const facts = await profileFacts(db, user.id, request.body ?? {})
      if (!facts.job_types.length) throw badRequest(PROFILE_MSG.descriptionNeedsJobTypes, 'job_types_required')
      await enforce(db, SELF_DESCRIPTION_LIMIT, String(user.id))
      return ok(
        await suggestSelfDescription(provider, facts, (error) =>
          request.log.warn({ err: error }, 'self-description provider failed, written locally'),
        ),
      )
    },
  )

  app.get(
    '/job/v1/jobseekers/self/export',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Tải về mọi dữ liệu cá nhân chúng tôi lưu về tôi (JSON)${AUTH}`,
        response: responses(PersonalDataExport, [401]),
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', `attachment; filename="${exportFileName()}"`)
      const user = userOf(request)
      return ok({ ...(await exportPersonalData(db, user)), files: await listHeldFiles(media, user.id) })
    },
  )

  app.delete(
    '/job/v1/jobseekers/self',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Xóa hẳn hồ sơ xin việc của tôi${AUTH}`,
        response: responses(Type.Null(), [401]),
      },
    },
    async (request) => {
      const { id } = userOf(request)
      await deleteProfile(db, id)
      // the profile's pictures go with it: their URLs answer 404 from now on
      await deleteAllMedia(media, id)
      return ok(null)
    },
  )

  app.put(
    '/job/v1/jobseekers/upload-avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['jobseekers', 'media'],
        summary: 'Tải lên ảnh đại diện (cắt vuông 300x300)',
        description: UPLOAD_DOC,
        consumes: ['multipart/form-data'],
        response: responses(Type.Object({ success: Type.Literal(true), url: Type.String() }), [400, 401, 413, 415, 429]),
      },
    },
    async (request) => {
      const { id } = userOf(request)
      const avatar = await uploadImage(media, request, id, 'avatar')
      // a seeker who already has a profile gets the new avatar on it at once
      await setProfileAvatar(db, id, { url: avatar.url, mediaId: String(avatar.id) })
      return ok({ success: true as const, url: avatar.url })
    },
  )
}
