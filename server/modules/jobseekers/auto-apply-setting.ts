// The seeker's auto-apply setting (SPEC 3 "Auto-apply request", 4.2, 7.5, 8): turned on with consent
// and an e-mail for AUTO_APPLY_DAYS, off with a reason. The matching itself is applications/auto-apply.ts.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { MSG } from '../../../src/domain/messages'
import { AUTO_APPLY_DAYS, AUTO_APPLY_ERROR, autoApplyStatus } from '../../../src/domain/profile/auto-apply'
import { PROFILE_MSG } from '../../../src/domain/profile/messages'
import type { AutoApplyRequest, AutoApplyResult } from '../../../src/domain/contract/jobseekers'
import { checkValue, normalizeValue, rules } from '../../../src/domain/validation/rules'
import type { Queryable } from '../../db/client'
import { AppError, badRequest } from '../../lib/errors'
import type { AuthUser } from '../identity/tokens'
import { type JobseekerRow, iso, loadRow, jobTypesById } from './profile-row'

const autoApplyError = (code: string, message: string) => new AppError(400, code, message)

export async function setAutoApply(db: Queryable, user: AuthUser, input: AutoApplyRequest): Promise<AutoApplyResult> {
  const row = await loadRow(db, user.id)
  if (!row) throw autoApplyError(AUTO_APPLY_ERROR.profileRequired, PROFILE_MSG.autoApplyNeedsProfile)
  const source = input.source_code?.normalize('NFC').trim() || null

  if (!input.apply_auto) {
    const reason = input.off_reason?.normalize('NFC').replace(/\s+/g, ' ').trim() || null
    const [updated] = await db.query<JobseekerRow>(
      `UPDATE jobseekers SET apply_auto = false, apply_auto_until = NULL, apply_auto_off_reason = $2, apply_auto_source = $3,
              updated_at = now() WHERE user_id = $1 RETURNING *`,
      [user.id, reason, source],
    )
    return { ...autoApplyResult(updated), message: PROFILE_MSG.autoApplyOff }
  }

  if (row.process_state === REVIEW_STATUS.rejected) throw autoApplyError(AUTO_APPLY_ERROR.profileRejected, PROFILE_MSG.autoApplyRejected)
  const types = await jobTypesById(db, row.job_types)
  if (!row.job_types.length || row.job_types.some((id) => !types.get(id) || types.get(id)?.is_deleted)) {
    throw autoApplyError(AUTO_APPLY_ERROR.jobTypeDeleted, PROFILE_MSG.autoApplyJobTypeDeleted)
  }
  if (input.consent !== true) throw autoApplyError(AUTO_APPLY_ERROR.consentRequired, PROFILE_MSG.autoApplyNeedsConsent)

  let email: string | null = null
  if (input.email) {
    email = normalizeValue(rules.email, input.email) as string
    const message = checkValue(rules.email, email)
    if (message) throw badRequest(message, 'validation_error')
  }
  if (!email) email = row.email
  if (!email) {
    const [account] = await db.query<{ email: string | null; email_verified_at: Date | null }>(
      'SELECT email, email_verified_at FROM users WHERE id = $1',
      [user.id],
    )
    if (account?.email && account.email_verified_at) email = account.email
  }
  if (!email) throw autoApplyError(AUTO_APPLY_ERROR.emailRequired, PROFILE_MSG.autoApplyNeedsEmail)

  const [updated] = await db.query<JobseekerRow>(
    `UPDATE jobseekers SET apply_auto = true, apply_auto_email = $2, apply_auto_consent_at = now(),
            apply_auto_until = now() + make_interval(days => $3), apply_auto_off_reason = NULL, apply_auto_source = $4,
            email = coalesce(email, $2), updated_at = now()
      WHERE user_id = $1 RETURNING *`,
    [user.id, email, AUTO_APPLY_DAYS, source],
  )
  return { ...autoApplyResult(updated), message: MSG.autoApplyOn }
}

function autoApplyResult(row: JobseekerRow): Omit<AutoApplyResult, 'message'> {
  const status = autoApplyStatus(row)
  return {
    apply_auto: status.active,
    apply_auto_email: row.apply_auto_email,
    apply_auto_until: status.active ? iso(row.apply_auto_until) : null,
    expired_message: status.expired_message,
  }
}
