// The staff console's contract (docs/decisions/0021-verification-and-staff.md,
// 0023-recruiter-agents.md, 0035-api-contract.md): staff only (401 without a token, 403 for anyone
// else). Every change is written to the append-only audit log. The review queues' operations are
// in contract/staff-queues.ts; each is registered by the area whose records it decides.
import { Type, type Static } from '@sinclair/typebox'
import { MODERATION_LIMITS, MODERATION_SETTINGS_MSG } from '../moderation/settings'
import { REGISTER_KEY_RULES, REGISTER_KEY_STATES } from '../staff'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { staffPaths } from './staff.paths'
import { staffQueueSchemas } from './staff-queues'
import { DateTime, Nullable, StringEnum, fields } from './schema'

const RULE_ACTIONS = ['block', 'review', 'off'] as const
const ACTION_MESSAGE = 'Cách xử lý là block, review hoặc off.'

/** How many items wait in each queue. */
export const Overview = Type.Object({ jobs: Type.Integer(), profiles: Type.Integer(), organizations: Type.Integer(), reports: Type.Integer(), chats: Type.Integer() })
export type Overview = Static<typeof Overview>

/** One row of the staff audit log. */
export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  staff_user_id: Type.Integer(),
  staff_name: Type.String(),
  action: Type.String(),
  subject_kind: Type.String(),
  subject_id: Type.String(),
  reason: Nullable(Type.String()),
  /** what changed (before and after, the items decided ...), as the action wrote it */
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
})
export type AuditLogRow = Static<typeof AuditLogRow>

export const ModerationRule = Type.Object({
  id: Type.String(),
  name: Type.String(),
  default_action: StringEnum(RULE_ACTIONS),
  action: StringEnum(RULE_ACTIONS),
  action_name: Type.String(),
  default_message: Type.String(),
  message: Nullable(Type.String()),
  extra_phrases: Type.Array(Type.String()),
  updated_by: Nullable(Type.String()),
  updated_at: Nullable(DateTime),
})
export type ModerationRule = Static<typeof ModerationRule>

export const ModerationRules = Type.Object({
  rules: Type.Array(ModerationRule),
  banned_phrases: Type.Object({ builtin: Type.Array(Type.String()), added: Type.Array(Type.String()), removed: Type.Array(Type.String()) }),
  limits: Type.Object({ phraseMin: Type.Integer(), phraseMax: Type.Integer(), phrasesMax: Type.Integer(), messageMin: Type.Integer(), messageMax: Type.Integer() }),
})
export type ModerationRules = Static<typeof ModerationRules>

export const RegisterKeyRow = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** the key's last four characters */
  hint: Nullable(Type.String()),
  state: StringEnum(REGISTER_KEY_STATES),
  created_by: Nullable(Type.String()),
  created_at: DateTime,
  expires_at: Nullable(DateTime),
  used_by: Nullable(Type.String()),
  used_at: Nullable(DateTime),
  revoked_at: Nullable(DateTime),
})
export type RegisterKeyRow = Static<typeof RegisterKeyRow>

const Message = Type.Object({ message: Type.String() })
const phraseList = Type.Array(Type.String({ maxLength: MODERATION_LIMITS.phraseMax }), {
  maxItems: MODERATION_LIMITS.phrasesMax,
  'x-messages': { type: MODERATION_SETTINGS_MSG.phrase, maxItems: MODERATION_SETTINGS_MSG.tooMany },
})
const pageQuery = fields({ offset: rules.offset, limit: rules.limit })
const Page = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ items: Type.Array(item), total: Type.Integer() })

export const staffContract = defineContract(
  'staff',
  ['/job/v1/staff/overview', '/job/v1/staff/audit-log', '/job/v1/staff/moderation-rules', '/job/v1/staff/banned-phrases', '/job/v1/staff/register-keys'],
  staffPaths,
  {
    overview: { summary: 'Số mục đang chờ ở mỗi hàng đợi kiểm duyệt', response: Overview, errors: [401, 403] },
    auditLog: {
      summary: 'Nhật ký quyết định của nhân viên (chỉ thêm, không sửa), mới nhất trước',
      query: pageQuery,
      response: Page(AuditLogRow),
      errors: [400, 401, 403],
    },
    rules: { summary: 'Quy tắc chống lừa đảo và cụm từ bị cấm, như nhân viên đã chỉnh', response: ModerationRules, errors: [401, 403] },
    saveRule: {
      summary: 'Đổi cách xử lý, lời nhắn và cụm từ thêm của một quy tắc (ghi nhật ký)',
      params: fields({ rule_id: Type.String({ maxLength: 60 }) }, ['rule_id']),
      body: fields(
        {
          action: StringEnum(RULE_ACTIONS, { 'x-messages': { enum: ACTION_MESSAGE, type: ACTION_MESSAGE } }),
          message: Type.Unsafe<string | null>({
            type: ['string', 'null'],
            maxLength: MODERATION_LIMITS.messageMax,
            'x-messages': { maxLength: MODERATION_SETTINGS_MSG.message, type: MODERATION_SETTINGS_MSG.message },
          }),
          extra_phrases: phraseList,
        },
        ['action'],
        { action: 'Hãy chọn cách xử lý: block, review hoặc off.' },
      ),
      response: Message,
      errors: [400, 401, 403, 404],
    },
    saveBannedPhrases: {
      summary: 'Thêm hoặc bỏ cụm từ bị cấm trong hồ sơ (ghi nhật ký)',
      body: fields({ added: phraseList, removed: phraseList }, ['added', 'removed'], {
        added: 'Thiếu danh sách cụm từ thêm (added).',
        removed: 'Thiếu danh sách cụm từ bỏ (removed).',
      }),
      response: Message,
      errors: [400, 401, 403],
    },
    registerKeys: {
      summary: 'Mã đăng ký đại lý đã tạo, mới nhất trước (chỉ gợi ý 4 ký tự cuối)',
      query: pageQuery,
      response: Page(RegisterKeyRow),
      errors: [400, 401, 403],
    },
    issueRegisterKey: {
      summary: 'Tạo một mã đăng ký đại lý (trả về mã đúng một lần; ghi nhật ký)',
      body: fields(REGISTER_KEY_RULES, ['label', 'valid_days']),
      response: Type.Object({ key: Type.String(), item: RegisterKeyRow, message: Type.String() }),
      errors: [400, 401, 403],
    },
    revokeRegisterKey: {
      summary: 'Thu hồi một mã đăng ký đại lý chưa dùng (ghi nhật ký)',
      params: fields({ id: rules.id }, ['id']),
      response: Message,
      errors: [400, 401, 403, 404, 409],
    },
    ...staffQueueSchemas,
  },
)

export type StaffContract = (typeof staffContract)['operations']
