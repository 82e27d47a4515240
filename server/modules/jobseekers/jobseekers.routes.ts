// Job-seeker profile endpoints (SPEC 7.5, 7.9; server/modules/jobseekers/README.md), registered
// from their contract (src/domain/contract/jobseekers.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { jobseekersContract } from '../../../src/domain/contract/jobseekers'
import { AUTO_APPLY_DAYS } from '../../../src/domain/profile/auto-apply'
import { profileFields } from '../../../src/domain/profile/fields'
import { PROFILE_MSG } from '../../../src/domain/profile/messages'
import { contractRoutes } from '../../lib/contract'
import { badRequest } from '../../lib/errors'
import { enforce, RateLimitedError, type LimitRule } from '../../lib/rate-limit'
import { readinessIds } from './jobseekers.schemas'
import { createProfile, phoneOwner, setProfileAvatar, updateProfile } from './jobseekers.service'
import { setAutoApply } from './auto-apply-setting'
import { deleteProfile, exportPersonalData } from './privacy'
import { profileFacts } from './profile-facts'
import { getOwnProfile } from './profile-row'
import { selfDescriptionProvider, suggestSelfDescription } from './self-description'
import { userOf } from '../access/access'
import { registerStaffQueue } from '../../lib/staff-decisions'
import { decideProfiles, waitingProfiles } from './review'
import { createMediaDeps, deleteAllMedia, listHeldFiles } from '../media/media.service'
import { registerUploads, uploadImage } from '../media/media.upload'

/** Suggestions may cost money at a provider: 20 an hour per person. */
export const SELF_DESCRIPTION_LIMIT: LimitRule = { name: 'self-description', limit: 20, windowSec: 3600 }

const exportFileName = (now = new Date()) => `du-lieu-ca-nhan-${now.toISOString().slice(0, 10)}.json`

export default async function jobseekerRoutes(app: FastifyInstance, context: RouteContext) {
  registerStaffQueue(app, {
    queue: 'profiles',
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

  // the staff queue above is the staff's; from here on, the contract's operations only
  const route = contractRoutes(app, jobseekersContract)

  route('fields', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return { fields: profileFields(), auto_apply_days: AUTO_APPLY_DAYS }
  })

  route('self', { access: 'user' }, async (request) => getOwnProfile(db, userOf(request).id))

  route('create', { access: 'user', preValidation: readinessIds }, async (request) => createProfile(deps, userOf(request), request.body ?? {}))

  route('autoApply', { access: 'user' }, async (request) => setAutoApply(db, userOf(request), request.body))

  route('update', { access: { self: 'user_id' }, preValidation: readinessIds }, async (request) =>
    updateProfile(deps, userOf(request), request.params.user_id, request.body ?? {}),
  )

  route('phoneOwner', { access: 'user' }, async (request) => phoneOwner(db, userOf(request), request.query))

  route('selfDescription', { access: 'user', preValidation: readinessIds }, async (request) => {
    const user = userOf(request)
    const facts = await profileFacts(db, user.id, request.body ?? {})
    if (!facts.job_types.length) throw badRequest(PROFILE_MSG.descriptionNeedsJobTypes, 'job_types_required')
    await enforce(db, SELF_DESCRIPTION_LIMIT, String(user.id))
    return suggestSelfDescription(provider, facts, (error) => request.log.warn({ err: error }, 'self-description provider failed, written locally'))
  })

  route('exportSelf', { access: 'user' }, async (request, reply) => {
    reply.header('content-disposition', `attachment; filename="${exportFileName()}"`)
    const user = userOf(request)
    return { ...(await exportPersonalData(db, user)), files: await listHeldFiles(media, user.id) }
  })

  route('removeSelf', { access: 'user' }, async (request) => {
    const { id } = userOf(request)
    await deleteProfile(db, id)
    // the profile's pictures go with it: their URLs answer 404 from now on
    await deleteAllMedia(media, id)
    return null
  })

  route('uploadAvatar', { access: 'user' }, async (request) => {
    const { id } = userOf(request)
    const avatar = await uploadImage(media, request, id, 'avatar')
    // a seeker who already has a profile gets the new avatar on it at once
    await setProfileAvatar(db, id, { url: avatar.url, mediaId: String(avatar.id) })
    return { success: true as const, url: avatar.url }
  })
}
