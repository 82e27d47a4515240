// What decides whether a job is open to visitors: staff's review, the owner's hiding and its end
// date (by the database's clock). Read by whoever acts on one job (apply, show the phone, the
// owner's manager and statistics).
import { REVIEW_STATUS } from '../../../src/domain/constants'
import type { JobsRow } from '../../db/rows'
import { AppError, notFound } from '../../lib/errors'

export type JobState = Pick<JobsRow, 'review_status' | 'is_hidden'> & { ended: boolean }

/** The columns of `JobState`, of the jobs table under `alias` (none: unqualified). */
export const jobStateSql = (alias?: string) => {
  const c = alias ? `${alias}.` : ''
  return `${c}review_status, ${c}is_hidden, ${c}expires_at <= now() AS ended`
}

/**
 * A job a visitor may act on: approved and not hidden (else 404 with `messages.gone`), not ended
 * (else 400 job_ended with `messages.ended`).
 */
export function assertOpenJob<T extends JobState>(job: T | undefined, messages: { gone: string; ended: string }): asserts job is T {
  if (!job || job.review_status !== REVIEW_STATUS.approved || job.is_hidden) throw notFound(messages.gone)
  if (job.ended) throw new AppError(400, 'job_ended', messages.ended)
}
