// The background worker of `npm start`: the handlers of every module and the recurring tasks
// (each queued once per period through its dedupe key, whichever instance gets there first).
import type { ServiceContext } from './context'
import { enqueue, startWorker, type JobHandlers } from './lib/queue'
import { savedSearchAlerts } from './modules/saved-searches/saved-searches.alerts'
import { autoApplyWork } from './modules/applications/auto-apply'
import { retentionWork } from './modules/applications/retention'
import { staleApplicationsWork } from './modules/applications/stale'
import { contactRequestWork } from './modules/candidates/candidates.service'
import { mediaCleanupWork } from './modules/media/media.cleanup'
import { pushUpScheduleWork } from './modules/listings/push-up-schedule'
import { walletServiceWork } from './modules/wallet/work'
import { unreadNoticeWork } from './modules/chat/chat.service'
import { livePagesWork } from './site/live-pages'
import { searchNoticesWork } from './modules/search-engines/notices'

export interface RecurringTask {
  kind: string
  everyMs: number
}

export interface BackgroundWork {
  handlers: JobHandlers
  recurring: RecurringTask[]
}

/** Every module's background work. */
export function backgroundWork(context: ServiceContext): BackgroundWork {
  const savedSearches = savedSearchAlerts(context)
  const autoApply = autoApplyWork(context)
  const media = mediaCleanupWork(context)
  const pushUps = pushUpScheduleWork(context)
  const wallet = walletServiceWork(context)
  const stale = staleApplicationsWork(context)
  const contacts = contactRequestWork(context)
  const retention = retentionWork(context.db)
  const chat = unreadNoticeWork(context)
  const pages = livePagesWork(context)
  const searchEngines = searchNoticesWork(context)
  const all = [savedSearches, autoApply, media, pushUps, wallet, stale, contacts, retention, chat, pages, searchEngines]
  return {
    handlers: Object.assign({}, ...all.map((work) => work.handlers)),
    recurring: all.flatMap((work) => work.recurring),
  }
}

/** Queues the recurring tasks whose period has started (idempotent). */
export async function scheduleRecurring(context: ServiceContext, recurring: RecurringTask[], now = Date.now()) {
  for (const task of recurring) {
    const slot = Math.floor(now / task.everyMs)
    await enqueue(context.db, task.kind, { slot }, { dedupeKey: `${task.kind}:${slot}` })
  }
}

export function startBackgroundWorker(context: ServiceContext, intervalMs = 5000): () => Promise<void> {
  const work = backgroundWork(context)
  let lastSchedule = 0
  const stopWorker = startWorker(context.db, work.handlers, {
    intervalMs,
    leaseSeconds: context.env.queueLeaseSeconds,
    claimedBy: context.env.instanceId ?? undefined,
    onError: (error) => console.error('background worker', error),
  })
  const timer = setInterval(() => {
    if (Date.now() - lastSchedule < 60_000) return
    lastSchedule = Date.now()
    scheduleRecurring(context, work.recurring).catch((error) => console.error('scheduler', error))
  }, intervalMs)
  return async () => {
    clearInterval(timer)
    await stopWorker()
  }
}
