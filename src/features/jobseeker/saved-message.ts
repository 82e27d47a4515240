// The message after a profile is created: the first one the person sees is the true one. A profile
// moderation refused is saved but not approved; saying "created" first and "violating" second
// misleads, so it says at once why and what to change.
import { REVIEW_STATUS } from '../../domain/constants'
import { PROFILE_NOTICE } from '../../domain/profile/messages'
import type { Jobseeker } from '../../domain/profile/types'

export const PROFILE_CREATED = 'Tạo hồ sơ thành công'

export function createdMessage(profile: Pick<Jobseeker, 'process_state' | 'reject_reason'>): { ok: boolean; text: string } {
  if (profile.process_state === REVIEW_STATUS.rejected) {
    return { ok: false, text: `${PROFILE_NOTICE.rejectedTitle}. ${PROFILE_NOTICE.rejectedContent(profile.reject_reason ?? '')}`.replace(/\s+/g, ' ').trim() }
  }
  return { ok: true, text: PROFILE_CREATED }
}
