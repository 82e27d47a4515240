// The staff console's own routes (docs/decisions/0021-verification-and-staff.md): how many items
// wait in each queue, the audit log of decisions, and the moderation rules staff edit. The queues
// themselves belong to the modules whose records they decide (jobs and reports: posting; profiles:
// jobseekers; organisations: organizations). Staff only.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { JOB_SCAM_RULES } from '../../../src/domain/moderation/job-scam-rules'
import { BANNED_PHRASES } from '../../../src/domain/moderation/text-rules'
import { MODERATION_LIMITS, MODERATION_SETTINGS_MSG, RULE_ACTION_LABELS, phrasesProblem, tidyPhrases, type RuleAction } from '../../../src/domain/moderation/settings'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { PAGINATION } from '../../../src/domain/constants'
import type { RouteContext } from '../../context'
import { badRequest, notFound } from '../../lib/errors'
import { NullableString, ok, responses } from '../../lib/http'
import { forgetModerationRules, loadModerationSettings, saveModerationSetting } from '../../lib/moderation-settings'
import { writeStaffAudit } from '../../lib/staff-audit'
import { userOf } from '../access/access'

const DateTime = Type.String({ format: 'date-time' })
const Action = Type.Union([Type.Literal('block'), Type.Literal('review'), Type.Literal('off')])

const Overview = Type.Object({ jobs: Type.Integer(), profiles: Type.Integer(), organizations: Type.Integer(), reports: Type.Integer(), chats: Type.Integer() })

const AuditRow = Type.Object({
  id: Type.Integer(),
  staff_user_id: Type.Integer(),
  staff_name: Type.String(),
  action: Type.String(),
  subject_kind: Type.String(),
  subject_id: Type.String(),
  reason: NullableString,
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
})

const Rule = Type.Object({
  id: Type.String(),
  name: Type.String(),
  default_action: Action,
  action: Action,
  action_name: Type.String(),
  default_message: Type.String(),
  message: NullableString,
  extra_phrases: Type.Array(Type.String()),
  updated_by: NullableString,
  updated_at: Type.Union([DateTime, Type.Null()]),
})
const Rules = Type.Object({
  rules: Type.Array(Rule),
  banned_phrases: Type.Object({ builtin: Type.Array(Type.String()), added: Type.Array(Type.String()), removed: Type.Array(Type.String()) }),
  limits: Type.Object({ phraseMin: Type.Integer(), phraseMax: Type.Integer(), phrasesMax: Type.Integer(), messageMin: Type.Integer(), messageMax: Type.Integer() }),
})

const phraseList = { type: 'array', maxItems: MODERATION_LIMITS.phrasesMax, items: { type: 'string', maxLength: MODERATION_LIMITS.phraseMax }, 'x-messages': { type: MODERATION_SETTINGS_MSG.phrase, maxItems: MODERATION_SETTINGS_MSG.tooMany } }
const ruleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  'x-required-messages': { action: 'Hãy chọn cách xử lý: block, review hoặc off.' },
  properties: {
    action: { type: 'string', enum: ['block', 'review', 'off'], 'x-messages': { enum: 'Cách xử lý là block, review hoặc off.', type: 'Cách xử lý là block, review hoặc off.' } },
    message: { type: ['string', 'null'], maxLength: MODERATION_LIMITS.messageMax, 'x-messages': { maxLength: MODERATION_SETTINGS_MSG.message, type: MODERATION_SETTINGS_MSG.message } },
    extra_phrases: phraseList,
  },
}
const bannedBody = {
  type: 'object',
  additionalProperties: false,
  required: ['added', 'removed'],
  'x-required-messages': { added: 'Thiếu danh sách cụm từ thêm (added).', removed: 'Thiếu danh sách cụm từ bỏ (removed).' },
  properties: { added: phraseList, removed: phraseList },
}

export default async function staffRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get(
    '/job/v1/staff/overview',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Số mục đang chờ ở mỗi hàng đợi kiểm duyệt', response: responses(Overview, [401, 403]) },
    },
    async () => {
      const [row] = await db.query<{ jobs: number; profiles: number; organizations: number; reports: number; chats: number }>(
        `SELECT (SELECT count(*)::int FROM jobs WHERE review_status = 1000) AS jobs,
                (SELECT count(*)::int FROM jobseekers WHERE process_state = 1000) AS profiles,
                (SELECT count(*)::int FROM organization_audits WHERE business_status = 2) AS organizations,
                (SELECT count(*)::int FROM job_reports WHERE status = 1000) AS reports,
                (SELECT count(*)::int FROM chat_reports WHERE status = 1000) AS chats`,
      )
      return ok(row)
    },
  )

  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/job/v1/staff/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Nhật ký quyết định của nhân viên (chỉ thêm, không sửa), mới nhất trước',
        querystring: objectSchema({ offset: rules.offset, limit: rules.limit }),
        response: responses(Type.Object({ items: Type.Array(AuditRow), total: Type.Integer() }), [400, 401, 403]),
      },
    },
    async (request) => {
      const [rows, [count]] = await Promise.all([
        db.query<Omit<typeof AuditRow.static, 'created_at'> & { created_at: Date }>(
          `SELECT id::int AS id, staff_user_id::int AS staff_user_id, staff_name, action, subject_kind, subject_id, reason, details, created_at
             FROM staff_audit_log ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
          [request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit_log'),
      ])
      return ok({ items: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), total: count.n })
    },
  )

  app.get(
    '/job/v1/staff/moderation-rules',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Quy tắc chống lừa đảo và cụm từ bị cấm, như nhân viên đã chỉnh', response: responses(Rules, [401, 403]) },
    },
    async () => {
      const [settings, meta] = await Promise.all([
        loadModerationSettings(db),
        db.query<{ key: string; updated_at: Date; updated_by: string | null }>(
          `SELECT s.key, s.updated_at, coalesce(u.full_name, u.phone) AS updated_by FROM moderation_settings s LEFT JOIN users u ON u.id = s.updated_by`,
        ),
      ])
      const metaOf = new Map(meta.map((m) => [m.key, m]))
      return ok({
        rules: JOB_SCAM_RULES.map((rule) => {
          const setting = settings.jobRules[rule.id]
          const action: RuleAction = setting?.action ?? rule.action
          const changed = metaOf.get(`job_rule:${rule.id}`)
          return {
            id: rule.id,
            name: rule.name,
            default_action: rule.action,
            action,
            action_name: RULE_ACTION_LABELS[action],
            default_message: rule.message,
            message: setting?.message ?? null,
            extra_phrases: setting?.extra_phrases ?? [],
            updated_by: changed?.updated_by ?? null,
            updated_at: changed ? new Date(changed.updated_at).toISOString() : null,
          }
        }),
        banned_phrases: { builtin: [...BANNED_PHRASES], ...settings.bannedPhrases },
        limits: { ...MODERATION_LIMITS },
      })
    },
  )

  app.put<{ Params: { rule_id: string }; Body: { action: RuleAction; message?: string | null; extra_phrases?: string[] } }>(
    '/job/v1/staff/moderation-rules/:rule_id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Đổi cách xử lý, lời nhắn và cụm từ thêm của một quy tắc (ghi nhật ký)',
        params: { type: 'object', properties: { rule_id: { type: 'string', maxLength: 60 } }, required: ['rule_id'] },
        body: ruleBody,
        response: responses(Type.Object({ message: Type.String() }), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const rule = JOB_SCAM_RULES.find((r) => r.id === request.params.rule_id)
      if (!rule) throw notFound(MODERATION_SETTINGS_MSG.unknownRule)
      const message = request.body.message?.normalize('NFC').replace(/\s+/g, ' ').trim() || null
      if (message && message.length < MODERATION_LIMITS.messageMin) throw badRequest(MODERATION_SETTINGS_MSG.message)
      const extra = tidyPhrases(request.body.extra_phrases ?? [])
      const problem = phrasesProblem(extra)
      if (problem) throw badRequest(problem)
      const value = { action: request.body.action, message, extra_phrases: extra }
      const staff = userOf(request)
      await db.transaction(async (tx) => {
        const before = (await loadModerationSettings(tx)).jobRules[rule.id] ?? null
        await saveModerationSetting(tx, `job_rule:${rule.id}`, value, staff.id)
        await writeStaffAudit(tx, staff, [{ action: 'moderation_rule.update', subject: 'moderation_rule', subjectId: rule.id, details: { before, after: value } }])
      })
      forgetModerationRules()
      return ok({ message: MODERATION_SETTINGS_MSG.saved })
    },
  )

  app.put<{ Body: { added: string[]; removed: string[] } }>(
    '/job/v1/staff/banned-phrases',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Thêm hoặc bỏ cụm từ bị cấm trong hồ sơ (ghi nhật ký)',
        body: bannedBody,
        response: responses(Type.Object({ message: Type.String() }), [400, 401, 403]),
      },
    },
    async (request) => {
      const added = tidyPhrases(request.body.added).filter((p) => !BANNED_PHRASES.includes(p))
      const removed = tidyPhrases(request.body.removed).filter((p) => BANNED_PHRASES.includes(p))
      const problem = phrasesProblem(added)
      if (problem) throw badRequest(problem)
      const staff = userOf(request)
      await db.transaction(async (tx) => {
        const before = (await loadModerationSettings(tx)).bannedPhrases
        await saveModerationSetting(tx, 'banned_phrases', { added, removed }, staff.id)
        await writeStaffAudit(tx, staff, [{ action: 'banned_phrases.update', subject: 'moderation_rule', subjectId: 'banned_phrases', details: { before, after: { added, removed } } }])
      })
      forgetModerationRules()
      return ok({ message: MODERATION_SETTINGS_MSG.saved })
    },
  )
}
