// How fast employers may read candidates (issue 35; docs/decisions/0032-sessions-and-private-files.md):
// profile views and search pages are counted per account and per organisation, in a minute and in
// 24 hours, in the shared rate_limits table (every API instance sees the same counts). A refused
// request gives its hits back, so a person who waits is not pushed further out, and the 429 says
// who reached which limit and when to come back. Every profile opened is recorded
// (candidate_views: account, profile, Vietnamese day, how many times).
import { CANDIDATE_BROWSING_LIMITS, candidateBrowsingLimited, type BrowsingWindow, type CandidateBrowsing } from '../../../src/domain/candidates'
import type { Queryable } from '../../db/client'
import { RateLimitedError, hit, release, type LimitRule } from '../../lib/rate-limit'
import { trackingDay } from '../jobs/tracking'

const WINDOW_SEC: Record<BrowsingWindow, number> = { minute: 60, day: 86_400 }

export const browsingRule = (what: CandidateBrowsing, who: 'recruiter' | 'organization', window: BrowsingWindow): LimitRule => ({
  name: `candidate-${what}-${who}-${window}`,
  limit: CANDIDATE_BROWSING_LIMITS[what][who][window],
  windowSec: WINDOW_SEC[window],
})

/**
 * Counts one view or search page for the account and each of its organisations, or throws the 429
 * and counts nothing. The 24-hour limits are looked at first, so the message never says "in a
 * minute" to someone who is done for the day.
 */
export async function countBrowsing(db: Queryable, what: CandidateBrowsing, userId: number, organizationIds: readonly number[]): Promise<void> {
  const counters: Array<{ who: 'recruiter' | 'organization'; window: BrowsingWindow; id: string }> = []
  for (const window of ['day', 'minute'] as const) {
    counters.push({ who: 'recruiter', window, id: String(userId) })
    for (const organizationId of organizationIds) counters.push({ who: 'organization', window, id: String(organizationId) })
  }
  const counted: Array<[LimitRule, string]> = []
  for (const { who, window, id } of counters) {
    const rule = browsingRule(what, who, window)
    const state = await hit(db, rule, id)
    counted.push([rule, id])
    if (state.limited) {
      for (const [done, doneId] of counted) await release(db, done, doneId)
      throw new RateLimitedError(state.retryAfterSec, candidateBrowsingLimited(what, who, window, state.retryAfterSec))
    }
  }
}

/** One more opening of a profile by an account today. */
export async function recordView(db: Queryable, userId: number, jobseekerId: number): Promise<void> {
  await db.query(
    `INSERT INTO candidate_views (day, recruiter_id, jobseeker_id) VALUES ($1, $2, $3)
     ON CONFLICT (day, recruiter_id, jobseeker_id) DO UPDATE SET views = candidate_views.views + 1, last_viewed_at = now()`,
    [trackingDay(), userId, jobseekerId],
  )
}
