// The staff console's own routes (docs/decisions/0021-verification-and-staff.md): how many items
// wait in each queue, the audit log of decisions, and the moderation rules staff edit. The queues
// themselves belong to the modules whose records they decide (jobs and reports: posting; profiles:
// jobseekers; organisations: organizations). Staff only; registered from the staff contract
// (src/domain/contract/staff.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { JOB_SCAM_RULES } from '../../../src/domain/moderation/job-scam-rules'
import { BANNED_PHRASES } from '../../../src/domain/moderation/text-rules'
import { MODERATION_LIMITS, MODERATION_SETTINGS_MSG, RULE_ACTION_LABELS, phrasesProblem, tidyPhrases, type RuleAction } from '../../../src/domain/moderation/settings'
import { PAGINATION } from '../../../src/domain/constants'
import { staffContract, type AuditLogRow, type Overview } from '../../../src/domain/contract/staff'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { badRequest, notFound } from '../../lib/errors'
import { forgetModerationRules, loadModerationSettings, saveModerationSetting } from '../../lib/moderation-settings'
import { writeStaffAudit } from '../../lib/staff-audit'
import { userOf } from '../access/access'

export default async function staffRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, staffContract)

  route('overview', { access: 'staff' }, async () => {
    const [row] = await db.query<Overview>(
      `SELECT (SELECT count(*)::int FROM jobs WHERE review_status = 1000) AS jobs,
              (SELECT count(*)::int FROM jobseekers WHERE process_state = 1000) AS profiles,
              (SELECT count(*)::int FROM organization_audits WHERE business_status = 2) AS organizations,
              (SELECT count(*)::int FROM job_reports WHERE status = 1000) AS reports,
              (SELECT count(*)::int FROM chat_reports WHERE status = 1000) AS chats`,
    )
    return row
  })

  route('auditLog', { access: 'staff' }, async (request) => {
    const [rows, [count]] = await Promise.all([
      db.query<Omit<AuditLogRow, 'created_at'> & { created_at: Date }>(
        `SELECT id::int AS id, staff_user_id::int AS staff_user_id, staff_name, action, subject_kind, subject_id, reason, details, created_at
           FROM staff_audit_log ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
        [request.query.offset ?? 0, request.query.limit ?? PAGINATION.limit],
      ),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit_log'),
    ])
    return { items: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), total: count.n }
  })

  route('rules', { access: 'staff' }, async () => {
    const [settings, meta] = await Promise.all([
      loadModerationSettings(db),
      db.query<{ key: string; updated_at: Date; updated_by: string | null }>(
        `SELECT s.key, s.updated_at, coalesce(u.full_name, u.phone) AS updated_by FROM moderation_settings s LEFT JOIN users u ON u.id = s.updated_by`,
      ),
    ])
    const metaOf = new Map(meta.map((m) => [m.key, m]))
    return {
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
    }
  })

  route('saveRule', { access: 'staff' }, async (request) => {
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
    return { message: MODERATION_SETTINGS_MSG.saved }
  })

  route('saveBannedPhrases', { access: 'staff' }, async (request) => {
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
    return { message: MODERATION_SETTINGS_MSG.saved }
  })
}
