// Job-seeker profiles (SPEC 7.5). Only GET /self exists until the job-seeker issue: the site's
// sign-in bootstrap (SPEC 4.1) loads it, and no profile exists yet, so it answers null.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../app'
import { ok, responses } from '../../lib/http'
import { requireUser } from '../identity/tokens'

export default async function jobseekerRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get(
    '/job/v1/jobseekers/self',
    {
      schema: {
        tags: ['jobseekers'],
        summary: 'Hồ sơ xin việc của tôi (null khi chưa có)',
        response: responses(Type.Null(), [401]),
      },
    },
    async (request, reply) => {
      await requireUser(db, request)
      reply.header('cache-control', 'private, no-store')
      return ok(null)
    },
  )
}
