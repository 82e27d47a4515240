// The wallet's background work: service ends (each renewed first when its job's setting says so,
// docs/decisions/0027-job-service-settings.md), daily pushes and the daily loyalty review.
import type { ServiceContext } from '../../context'
import type { JobHandlers } from '../../lib/queue'
import { renewService, renewalInboxNotify } from './job-services'
import { loyaltyWork } from './loyalty'
import { SERVICE_KINDS, endService, runServicePush } from './services'

export function walletServiceWork(context: Pick<ServiceContext, 'realtime'>, deps: { now?: () => Date } = {}): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  const clock = deps.now ?? (() => new Date())
  const notify = renewalInboxNotify(context.realtime)
  const loyalty = loyaltyWork()
  return {
    handlers: {
      [SERVICE_KINDS.end]: async (job, db) => {
        const { job_id, service_id } = job.payload as { job_id: number; service_id: number }
        const now = clock()
        try {
          await renewService(db, Number(job_id), Number(service_id), now, notify)
        } catch (error) {
          // retried with the queue's delays; on the last attempt the service still ends on time
          if (job.attempts < job.max_attempts) throw error
        }
        await endService(db, Number(job_id), Number(service_id), now)
      },
      [SERVICE_KINDS.push]: async (job, db) => {
        await runServicePush(db, Number((job.payload as { job_id: number }).job_id), clock())
      },
      ...loyalty.handlers,
    },
    recurring: loyalty.recurring,
  }
}
