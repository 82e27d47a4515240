// Durable queue in PostgreSQL (background_jobs). Handlers are keyed by kind; a job that throws is
// retried with a growing delay until max_attempts, its last error kept for inspection.
import { hostname } from 'node:os'
import type { Database, Queryable } from '../db/client'
import { sharedMetrics } from './metrics'

/** Attempts that threw, counted where they fail (the queue's depth is read from its table: server/modules/health/). */
const failedAttempts = sharedMetrics.counter('queue_jobs_failed_total', 'Attempts of durable queue jobs that threw, by kind (each retry that fails counts again).', ['kind'])

export interface QueuedJob<P = Record<string, unknown>> {
  id: number
  kind: string
  payload: P
  attempts: number
  max_attempts: number
}

export type JobHandler = (job: QueuedJob, db: Database) => Promise<void>
export type JobHandlers = Record<string, JobHandler>

export interface EnqueueOptions {
  runAt?: Date
  /** A task with the same key is queued only once (finished or not). */
  dedupeKey?: string
  maxAttempts?: number
}

/** Queues a task (inside the caller's transaction when given one); false when deduplicated. */
export async function enqueue(
  db: Queryable,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO background_jobs (kind, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2::jsonb, COALESCE($3::timestamptz, now()), $4, $5)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [kind, JSON.stringify(payload), options.runAt ?? null, options.dedupeKey ?? null, options.maxAttempts ?? 5],
  )
  return rows.length > 0
}

/** How long a claimed task stays leased without a heartbeat (QUEUE_LEASE_SECONDS); a running task renews it every third. */
export const DEFAULT_LEASE_SECONDS = 60
/** Delay before retry n (1-based): 30 s, 2 min, 4.5 min, 8 min ... */
export const retryDelayMs = (attempt: number) => attempt * attempt * 30_000

export interface RunOptions {
  limit?: number
  leaseSeconds?: number
  /** Checked before each task of the batch: once true, the tasks not started yet are handed back at once. */
  shouldStop?: () => boolean
  /** Who claims (background_jobs.claimed_by): the instance's name. */
  claimedBy?: string
}

/**
 * Claims due jobs and runs them; returns how many finished successfully. A task's lease is renewed
 * while it runs, so only a dead process's tasks (kill -9, a lost machine) are claimed again, once
 * their lease runs out; a stopping process hands back the tasks it claimed and did not start.
 */
export async function runDueJobs(db: Database, handlers: JobHandlers, options: RunOptions = {}): Promise<number> {
  const lease = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS
  const jobs = await db.query<QueuedJob>(
    `UPDATE background_jobs SET locked_until = now() + make_interval(secs => $3), attempts = attempts + 1, claimed_by = $4
      WHERE id IN (
        SELECT id FROM background_jobs
         WHERE finished_at IS NULL AND run_at <= now() AND attempts < max_attempts
           AND (locked_until IS NULL OR locked_until < now())
           AND kind = ANY($2::text[])
         ORDER BY run_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`,
    [options.limit ?? 20, Object.keys(handlers), lease, options.claimedBy ?? `${hostname()}:${process.pid}`],
  )
  let done = 0
  for (const [index, job] of jobs.entries()) {
    if (options.shouldStop?.()) {
      // not started: back to the queue as it was, for another instance (or this one's successor)
      await db.query('UPDATE background_jobs SET locked_until = NULL, attempts = attempts - 1 WHERE id = ANY($1::bigint[])', [
        jobs.slice(index).map((j) => j.id),
      ])
      break
    }
    const heartbeat = setInterval(() => {
      db.query('UPDATE background_jobs SET locked_until = now() + make_interval(secs => $2) WHERE id = $1 AND finished_at IS NULL', [job.id, lease]).catch(
        () => {},
      )
    }, (lease * 1000) / 3)
    try {
      await handlers[job.kind](job, db)
      await db.query('UPDATE background_jobs SET finished_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1', [
        job.id,
      ])
      done++
    } catch (error) {
      failedAttempts.inc({ kind: job.kind })
      const message = error instanceof Error ? error.message : String(error)
      await db.query(
        `UPDATE background_jobs SET locked_until = NULL, last_error = $2,
                run_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [job.id, message.slice(0, 2000), retryDelayMs(job.attempts) / 1000],
      )
    } finally {
      clearInterval(heartbeat)
    }
  }
  return done
}

/** Polls the queue until stopped; the returned function waits for the running batch to end. */
export function startWorker(
  db: Database,
  handlers: JobHandlers,
  options: { intervalMs?: number; leaseSeconds?: number; claimedBy?: string; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (async () => {
      try {
        // drain: keep going while full batches come back
        const run = { leaseSeconds: options.leaseSeconds, claimedBy: options.claimedBy, shouldStop: () => stopped }
        while (!stopped && (await runDueJobs(db, handlers, run)) >= 20);
      } catch (error) {
        options.onError?.(error)
      }
      if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 5000)
    })()
  }
  tick()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
