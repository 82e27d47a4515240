// POST /listing/v1/classifieds/{id}/job-up-settings (auth, a member) { enabled, hours, days, until }:
// saves the schedule and queues its first run, or turns it off; { message, settings }, 400 with the
// reason (invalid_schedule, job_not_active).
import type { PushUpSettingsBody, PushUpSettingsSaved } from '../../../domain/push-up-schedule'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const savePushUpSettings = (id: number, body: PushUpSettingsBody) =>
  authHttp.post<PushUpSettingsSaved>(api.manageListing.upSettings(id), body)
