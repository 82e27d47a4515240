// The access-control layer (docs/decisions/0006-access-control.md). Every route declares who may call
// it in `config.access`; this plugin resolves the signed-in account once per request, in onRequest
// (before the body is parsed), decorates the request with it and enforces the declaration. A route
// without a declaration refuses to start, so nothing is open by omission.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/client'
import { forbidden, notFound, unauthorized } from '../../lib/errors'
import { optionalUser, type AuthUser } from '../identity/tokens'
import { memberRole, type OrgRole } from './memberships'

/** The records whose organisation a route can look up from a path parameter. */
export const OWNED_RECORDS = {
  organization: 'SELECT id AS organization_id FROM organizations WHERE id = $1',
  job: 'SELECT organization_id FROM jobs WHERE id = $1',
  application: 'SELECT j.organization_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1',
} as const
export type OwnedRecord = keyof typeof OWNED_RECORDS

export interface MemberAccess {
  /** the record the path parameter names; its organisation decides */
  record: OwnedRecord
  param: string
  /** roles allowed (all by default) */
  roles?: readonly OrgRole[]
}

/**
 * public: anyone; user: signed in; verified: signed in with a verified main phone; staff: platform
 * staff; recruiter: a member of any organisation (an employer); self: the path parameter names the
 * caller's own account; member: a member of the organisation owning the record named in the path;
 * participant: one of the two people of the chat conversation named in the path
 * (docs/decisions/0025-chat.md; the socket's chat events check the same table).
 */
export type Access =
  | 'public'
  | 'user'
  | 'verified'
  | 'staff'
  | 'recruiter'
  | { self: string }
  | { member: MemberAccess }
  | { participant: string }

/** One of the two people of the chat conversation in path parameter `param` (default `id`). */
export const participantOf = (param = 'id'): Access => ({ participant: param })

/** Whether the account is one of the conversation's two people; null when there is no such conversation. */
export async function isParticipant(db: Queryable, userId: number, conversationId: number): Promise<boolean | null> {
  const rows = await db.query<{ mine: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM chat_participants p WHERE p.conversation_id = c.id AND p.user_id = $2) AS mine
       FROM chat_conversations c WHERE c.id = $1`,
    [conversationId, userId],
  )
  return rows[0] ? rows[0].mine : null
}

/** A member of the organisation that owns the record in path parameter `param` (default `id`). */
export const memberOf = (record: OwnedRecord, options: { param?: string; roles?: readonly OrgRole[] } = {}): Access => ({
  member: { record, param: options.param ?? 'id', roles: options.roles },
})

export interface DeclaredRoute {
  method: string
  url: string
  access: Access
  /** the contract operation it implements, for routes registered from a contract (server/lib/contract.ts) */
  operation?: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /**
     * An operations endpoint for machines (health, readiness, metrics; server/modules/health/): no
     * signed-in account is looked up for it (it answers with the database down too), and its requests
     * are logged at debug level (server/lib/logging.ts).
     */
    probe?: boolean
  }
  interface FastifyRequest {
    /** the signed-in account, or null */
    user: AuthUser | null
    /** for member routes: the organisation the record belongs to and the caller's role in it */
    membership: { organizationId: number; role: OrgRole } | null
  }
  interface FastifyInstance {
    /** every route with its declaration, for the route-table test and the contract fuzz */
    accessTable: DeclaredRoute[]
  }
}

export const ACCESS_MSG = {
  phoneNotVerified: 'Bạn cần xác thực số điện thoại của tài khoản để thực hiện thao tác này.',
  recruiterOnly: 'Chỉ nhà tuyển dụng (thành viên một doanh nghiệp trên Việc Làm Tốt) mới tìm và xem được hồ sơ ứng viên.',
} as const

const isAccess = (value: unknown): value is Access =>
  value === 'public' ||
  value === 'user' ||
  value === 'verified' ||
  value === 'staff' ||
  value === 'recruiter' ||
  (typeof value === 'object' && value !== null && 'self' in value && typeof value.self === 'string') ||
  (typeof value === 'object' && value !== null && 'member' in value && (value.member as MemberAccess).record in OWNED_RECORDS) ||
  (typeof value === 'object' && value !== null && 'participant' in value && typeof value.participant === 'string')

/** The signed-in account of a route that requires one (the layer has already refused anonymous calls). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

/** The organisation of a member route's record (the layer has already checked the membership). */
export function membershipOf(request: FastifyRequest): { organizationId: number; role: OrgRole } {
  if (!request.membership) throw forbidden()
  return request.membership
}

async function organizationOf(db: Queryable, record: OwnedRecord, raw: unknown): Promise<number | null> {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,14}$/.test(raw)) return null
  const rows = await db.query<{ organization_id: number }>(OWNED_RECORDS[record], [Number(raw)])
  return rows[0] ? Number(rows[0].organization_id) : null
}

async function accessPlugin(app: FastifyInstance, { db }: { db: Queryable }) {
  const table: DeclaredRoute[] = []
  app.decorate('accessTable', table)
  app.decorateRequest('user', null)
  app.decorateRequest('membership', null)

  app.addHook('onRoute', (route) => {
    const access = route.config?.access
    const methods = [route.method].flat()
    if (!isAccess(access)) {
      throw new Error(`${methods.join(',')} ${route.url}: khai báo config.access (public, user, verified, staff, recruiter, { self }, memberOf(...), participantOf(...)) trước khi đăng ký route`)
    }
    if (route.config?.probe && access !== 'public') throw new Error(`${methods.join(',')} ${route.url}: config.probe chỉ dành cho route public (không tra cứu tài khoản đăng nhập)`)
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access, operation: route.config?.operation })
  })

  app.addHook('onRequest', async (request, reply) => {
    // the 404 handler has no declaration: it serves nothing that needs one
    const { access = 'public', probe } = request.routeOptions.config
    if (request.headers.authorization && !probe) request.user = await optionalUser(db, request)
    if (access === 'public') return
    // answers about a person are never stored by a browser or a shared cache
    reply.header('cache-control', 'private, no-store')
    const user = request.user
    if (!user) throw unauthorized()
    if (access === 'user') return
    if (access === 'verified') {
      if (!user.phone_verified) throw forbidden(ACCESS_MSG.phoneNotVerified)
      return
    }
    if (access === 'staff') {
      if (!user.staff_role) throw forbidden()
      return
    }
    if (access === 'recruiter') {
      if (!user.is_recruiter) throw forbidden(ACCESS_MSG.recruiterOnly)
      return
    }
    const params = request.params as Record<string, unknown>
    if ('self' in access) {
      if (params[access.self] !== String(user.id)) throw forbidden()
      return
    }
    if ('participant' in access) {
      const raw = params[access.participant]
      const id = typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null
      const mine = id === null ? null : await isParticipant(db, user.id, id)
      if (mine === null) throw notFound()
      if (!mine) throw forbidden()
      return
    }
    const { record, param, roles } = access.member
    const organizationId = await organizationOf(db, record, params[param])
    if (organizationId === null) throw notFound()
    const role = await memberRole(db, user.id, organizationId)
    if (!role || (roles && !roles.includes(role))) throw forbidden()
    request.membership = { organizationId, role }
  })
}

// Registered on the root instance (not encapsulated): its hooks apply to every route registered after it.
Object.assign(accessPlugin, { [Symbol.for('skip-override')]: true })
export default accessPlugin
