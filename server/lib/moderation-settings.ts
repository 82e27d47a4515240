// The moderation rules in force: the code's defaults with the staff's settings applied
// (src/domain/moderation/settings.ts). Read by job posting, profile moderation, chat and the checks
// of other public texts (streets, organisations, account names), changed by the staff console. Each
// API instance keeps them for a few seconds; a change reaches every instance within that time (and
// this one at once).
import { EMPTY_SETTINGS, effectiveRules, type BannedPhrasesSetting, type EffectiveRules, type JobRuleSetting, type ModerationSettings } from '../../src/domain/moderation/settings'
import type { JobPostText } from '../../src/domain/moderation/job-scam-rules'
import { blockingProblems, publicTextProblems } from '../../src/domain/moderation/public-text'
import type { Queryable } from '../db/client'
import { badRequest } from './errors'

export const MODERATION_CACHE_MS = 5_000

let cached: { rules: EffectiveRules; settings: ModerationSettings; at: number } | null = null

export async function loadModerationSettings(db: Queryable): Promise<ModerationSettings> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM moderation_settings')
  const settings: ModerationSettings = { jobRules: {}, bannedPhrases: EMPTY_SETTINGS.bannedPhrases }
  for (const row of rows) {
    if (row.key === 'banned_phrases') settings.bannedPhrases = row.value as BannedPhrasesSetting
    else if (row.key.startsWith('job_rule:')) settings.jobRules[row.key.slice('job_rule:'.length)] = row.value as JobRuleSetting
  }
  return settings
}

/** The rules to check a post or a profile with. */
export async function moderationRules(db: Queryable): Promise<EffectiveRules> {
  if (cached && Date.now() - cached.at < MODERATION_CACHE_MS) return cached.rules
  const settings = await loadModerationSettings(db)
  cached = { rules: effectiveRules(settings), settings, at: Date.now() }
  return cached.rules
}

/** Drops this instance's copy: called once a change is committed. */
export const forgetModerationRules = () => {
  cached = null
}

/** Stores one setting in the caller's transaction (then forgetModerationRules once committed). */
export async function saveModerationSetting(db: Queryable, key: string, value: unknown, staffId: number): Promise<void> {
  await db.query(
    `INSERT INTO moderation_settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [key, JSON.stringify(value), staffId],
  )
}

/**
 * A person's texts that others will see and no staff queue holds (a street's name, an organisation's
 * information, an account's name): a 400 with the first hit of the rules in force, naming the field
 * and quoting the words as written (src/domain/moderation/public-text.ts).
 */
export async function refuseDisallowedText(db: Queryable, texts: readonly JobPostText[]): Promise<void> {
  const [problem] = publicTextProblems(texts, await moderationRules(db))
  if (problem) throw badRequest(problem.message, 'text_not_allowed')
}

/** A recruiter's message to an applicant: a 400 when it hits a rule that blocks job posts. */
export async function refuseBlockedText(db: Queryable, texts: readonly JobPostText[]): Promise<void> {
  const [problem] = blockingProblems(texts, await moderationRules(db))
  if (problem) throw badRequest(problem.message, 'text_not_allowed')
}
