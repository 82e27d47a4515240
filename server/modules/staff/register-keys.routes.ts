// Recruiter-agent register keys (docs/decisions/0023-recruiter-agents.md): staff issue a key for a
// named person, see which keys were used and by whom, and revoke one that was never used. The key
// itself is answered once, when it is made; afterwards only its hint (last four characters) shows.
// Every issue and revocation is in the staff audit log.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { REGISTER_KEY_LIMITS, REGISTER_KEY_MSG, REGISTER_KEY_RULES, type RegisterKeyRow, type RegisterKeyState } from '../../../src/domain/staff'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { NullableString, idParams, ok, responses } from '../../lib/http'
import { generateRegisterKey, registerKeyHash, registerKeyHint } from '../../lib/register-keys'
import { writeStaffAudit } from '../../lib/staff-audit'
import { userOf } from '../access/access'

const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()])
const KeyRow = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  hint: NullableString,
  state: Type.Union([Type.Literal('unused'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('revoked')]),
  created_by: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  expires_at: NullableDate,
  used_by: NullableString,
  used_at: NullableDate,
  revoked_at: NullableDate,
})

const issueBody = objectSchema(REGISTER_KEY_RULES, ['label', 'valid_days'])

interface Row {
  id: number
  label: string
  hint: string | null
  created_by: string | null
  created_at: Date
  expires_at: Date | null
  used_by: string | null
  used_at: Date | null
  revoked_at: Date | null
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

function stateOf(row: Row, now = Date.now()): RegisterKeyState {
  if (row.used_at) return 'used'
  if (row.revoked_at) return 'revoked'
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return 'expired'
  return 'unused'
}

const toKeyRow = (row: Row): RegisterKeyRow => ({
  ...row,
  id: Number(row.id),
  state: stateOf(row),
  created_at: new Date(row.created_at).toISOString(),
  expires_at: iso(row.expires_at),
  used_at: iso(row.used_at),
  revoked_at: iso(row.revoked_at),
})

export default async function registerKeyRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/job/v1/staff/register-keys',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Mã đăng ký đại lý đã tạo, mới nhất trước (chỉ gợi ý 4 ký tự cuối)',
        querystring: objectSchema({ offset: rules.offset, limit: rules.limit }),
        response: responses(Type.Object({ items: Type.Array(KeyRow), total: Type.Integer() }), [400, 401, 403]),
      },
    },
    async (request) => {
      const [rows, [count]] = await Promise.all([
        db.query<Row>(
          `SELECT k.id, k.label, k.hint, coalesce(c.full_name, c.phone) AS created_by, k.created_at, k.expires_at,
                  CASE WHEN u.id IS NULL THEN NULL ELSE concat_ws(' · ', nullif(u.full_name, ''), u.phone) END AS used_by,
                  k.used_at, k.revoked_at
             FROM register_keys k LEFT JOIN users c ON c.id = k.created_by LEFT JOIN users u ON u.id = k.used_by
            ORDER BY k.created_at DESC, k.id DESC OFFSET $1 LIMIT $2`,
          [request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM register_keys'),
      ])
      return ok({ items: rows.map(toKeyRow), total: count.n })
    },
  )

  app.post<{ Body: { label: string; valid_days: number } }>(
    '/job/v1/staff/register-keys',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Tạo một mã đăng ký đại lý (trả về mã đúng một lần; ghi nhật ký)',
        body: issueBody,
        response: responses(Type.Object({ key: Type.String(), item: KeyRow, message: Type.String() }), [400, 401, 403]),
      },
    },
    async (request) => {
      const label = request.body.label.normalize('NFC').replace(/\s+/g, ' ').trim()
      if (label.length < REGISTER_KEY_LIMITS.labelMin) throw badRequest(REGISTER_KEY_MSG.label)
      const staff = userOf(request)
      const key = generateRegisterKey()
      const item = await db.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `INSERT INTO register_keys (key_hash, hint, label, created_by, expires_at)
           VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))
           RETURNING id, label, hint, $6::text AS created_by, created_at, expires_at, NULL::text AS used_by, used_at, revoked_at`,
          [registerKeyHash(key), registerKeyHint(key), label, staff.id, request.body.valid_days, staff.full_name?.trim() || staff.phone],
        )
        await writeStaffAudit(tx, staff, [
          { action: 'register_key.issue', subject: 'register_key', subjectId: row.id, details: { label, hint: row.hint, valid_days: request.body.valid_days } },
        ])
        return toKeyRow(row)
      })
      return ok({ key, item, message: REGISTER_KEY_MSG.issued })
    },
  )

  app.put<{ Params: { id: number } }>(
    '/job/v1/staff/register-keys/:id/revoke',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Thu hồi một mã đăng ký đại lý chưa dùng (ghi nhật ký)',
        params: idParams,
        response: responses(Type.Object({ message: Type.String() }), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const staff = userOf(request)
      const id = request.params.id
      await db.transaction(async (tx) => {
        const revoked = await tx.query<{ label: string; hint: string | null }>(
          `UPDATE register_keys SET revoked_at = now(), revoked_by = $2
            WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
            RETURNING label, hint`,
          [id, staff.id],
        )
        if (!revoked.length) {
          const exists = await tx.query('SELECT 1 FROM register_keys WHERE id = $1', [id])
          throw exists.length ? conflict(REGISTER_KEY_MSG.notRevocable, 'register_key_not_revocable') : notFound(REGISTER_KEY_MSG.notFound)
        }
        await writeStaffAudit(tx, staff, [{ action: 'register_key.revoke', subject: 'register_key', subjectId: id, details: revoked[0] }])
      })
      return ok({ message: REGISTER_KEY_MSG.revoked })
    },
  )
}
