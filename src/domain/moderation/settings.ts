// Staff edits to the moderation rules (issue 21; docs/decisions/0021-verification-and-staff.md).
// The code holds the reviewed defaults (JOB_SCAM_RULES, BANNED_PHRASES); staff change a rule's
// action (block, review, off), its message and add phrases to it, and add or take out banned
// phrases. The effective rules are the defaults with the settings applied, the same for the
// server's checks and the console's view.
import { JOB_SCAM_RULES, type JobScamRule, type ModerationAction } from './job-scam-rules'
import { BANNED_PHRASES, type TextClue } from './text-rules'

export type RuleAction = ModerationAction | 'off'

export interface JobRuleSetting {
  action: RuleAction
  /** replaces the default message when set */
  message: string | null
  /** phrases found besides the rule's own (whole words, through spacing and look-alike tricks) */
  extra_phrases: string[]
}

export interface BannedPhrasesSetting {
  added: string[]
  removed: string[]
}

export interface ModerationSettings {
  jobRules: Record<string, JobRuleSetting>
  bannedPhrases: BannedPhrasesSetting
}

export const EMPTY_SETTINGS: ModerationSettings = { jobRules: {}, bannedPhrases: { added: [], removed: [] } }

export const RULE_ACTION_LABELS: Record<RuleAction, string> = {
  block: 'Chặn đăng',
  review: 'Chờ nhân viên duyệt',
  off: 'Tắt',
}

export const MODERATION_LIMITS = { phraseMin: 2, phraseMax: 60, phrasesMax: 100, messageMin: 20, messageMax: 400 } as const

export const MODERATION_SETTINGS_MSG = {
  unknownRule: 'Không có quy tắc này.',
  phrase: `Mỗi cụm từ dài từ ${MODERATION_LIMITS.phraseMin} đến ${MODERATION_LIMITS.phraseMax} ký tự.`,
  tooMany: `Tối đa ${MODERATION_LIMITS.phrasesMax} cụm từ.`,
  message: `Lời nhắn cho người đăng dài từ ${MODERATION_LIMITS.messageMin} đến ${MODERATION_LIMITS.messageMax} ký tự (để trống để dùng lời nhắn mặc định).`,
  saved: 'Đã lưu quy tắc. Thay đổi có hiệu lực với tin và hồ sơ lưu từ bây giờ.',
} as const

/** Trimmed, NFC, lower case, without repeats: phrases match whatever their case. */
export const tidyPhrases = (phrases: readonly string[]): string[] => [
  ...new Set(phrases.map((p) => p.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()).filter(Boolean)),
]

/** What is wrong with a list of phrases, or null. */
export function phrasesProblem(phrases: readonly string[]): string | null {
  if (phrases.length > MODERATION_LIMITS.phrasesMax) return MODERATION_SETTINGS_MSG.tooMany
  if (phrases.some((p) => p.length < MODERATION_LIMITS.phraseMin || p.length > MODERATION_LIMITS.phraseMax)) return MODERATION_SETTINGS_MSG.phrase
  return null
}

function applyRule(rule: JobScamRule, setting: JobRuleSetting | undefined): JobScamRule | null {
  if (!setting) return rule
  if (setting.action === 'off') return null
  const extra: TextClue[] = setting.extra_phrases.length ? [{ phrases: setting.extra_phrases }] : []
  const match: readonly TextClue[] = [...(Array.isArray(rule.match) ? rule.match : [rule.match as TextClue]), ...extra]
  return { ...rule, action: setting.action, message: setting.message ?? rule.message, match }
}

export interface EffectiveRules {
  jobRules: readonly JobScamRule[]
  bannedPhrases: readonly string[]
}

export function effectiveRules(settings: ModerationSettings): EffectiveRules {
  const removed = new Set(settings.bannedPhrases.removed)
  return {
    jobRules: JOB_SCAM_RULES.map((rule) => applyRule(rule, settings.jobRules[rule.id])).filter((rule): rule is JobScamRule => rule !== null),
    bannedPhrases: [...BANNED_PHRASES.filter((p) => !removed.has(p)), ...settings.bannedPhrases.added.filter((p) => !BANNED_PHRASES.includes(p))],
  }
}
