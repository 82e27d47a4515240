// Live deliveries after the commit: a change and its inbox notice are stored together, and a page
// that refetches on the notice must find the change committed; a rolled-back change is never announced.
import type { Database, Queryable } from '../db/client'
import type { Realtime } from './socket'

/**
 * A transaction whose live deliveries wait for its commit. The inbox row is written with the change
 * (both or neither), but a page that refetches on the notice must find the change already
 * committed, and a rolled-back change must not be announced at all.
 */
export async function transactionThenNotify<T>(
  context: { db: Database; realtime: Realtime },
  work: (scope: { db: Queryable; realtime: Realtime }) => Promise<T>,
): Promise<T> {
  const queued: Array<[number, string, unknown]> = []
  const deferred: Realtime = {
    io: context.realtime.io,
    notifyUser: (userId, event, payload) => void queued.push([userId, event, payload]),
    endSessions: (userId, options) => context.realtime.endSessions(userId, options),
  }
  const result = await context.db.transaction((tx) => work({ db: tx, realtime: deferred }))
  for (const [userId, event, payload] of queued) context.realtime.notifyUser(userId, event, payload)
  return result
}
