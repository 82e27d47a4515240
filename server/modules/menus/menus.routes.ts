// GET /job/v1/common/menus: the account menu groups of SPEC 2.4 (data in menus.data.ts).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'
import { MENU_GROUPS, MenuGroup } from './menus.data'

export default async function menuRoutes(app: FastifyInstance, _context: RouteContext) {
  app.get(
    '/job/v1/common/menus',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Nhóm menu tài khoản (ứng viên và nhà tuyển dụng)',
        response: responses(Type.Object({ groups: Type.Array(MenuGroup) }), []),
      },
    },
    async (_request, reply) => {
      // The same for everyone: visibility per person is decided in the site from is_auth/is_anonymous.
      reply.header('cache-control', 'public, max-age=300')
      return ok({ groups: MENU_GROUPS })
    },
  )
}
