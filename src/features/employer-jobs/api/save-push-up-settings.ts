// Saves a job's push-up schedule and queues its first run, or turns it off (a member); { message,
// settings }, 400 with the reason (invalid_schedule, job_not_active).
import type { PushUpSettingsBody } from '../../../domain/contract/manage-listing'
import { manageListingApi } from '../../../lib/api/manage-listing'

/** The envelope; never throws. */
export const savePushUpSettings = (id: number, body: PushUpSettingsBody) => manageListingApi.saveUpSettings({ params: { id }, body })
