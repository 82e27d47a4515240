// Impression tracking queue (SPEC 9: at most 10 ids per call, polled every 10 000 ms). Ids seen in
// lists are queued once per page view and flushed in the background, never during render.
import { TRACKING } from '../../domain/constants'

export interface ImpressionQueueOptions {
  /** Sends one batch; `immediately` when the page is being hidden or left (see flushNow). */
  send: (ids: number[], options: { immediately: boolean }) => void | Promise<void>
  maxBatch?: number
  pollMs?: number
  now?: () => number
}

export class ImpressionQueue {
  private readonly sent = new Set<number>()
  private pending: number[] = []
  private pageView: string | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private lastFlush = Number.NEGATIVE_INFINITY
  private readonly send: ImpressionQueueOptions['send']
  private readonly maxBatch: number
  private readonly pollMs: number
  private readonly now: () => number

  constructor({ send, maxBatch = TRACKING.maxBatch, pollMs = TRACKING.pollMs, now = () => Date.now() }: ImpressionQueueOptions) {
    this.send = send
    this.maxBatch = maxBatch
    this.pollMs = pollMs
    this.now = now
  }

  /** Queues ids not yet sent in this page view; a new page view starts a fresh set. */
  add(ids: number[], pageView: string): void {
    if (pageView !== this.pageView) {
      this.pageView = pageView
      this.sent.clear()
    }
    for (const id of ids) {
      if (this.sent.has(id)) continue
      this.sent.add(id)
      this.pending.push(id)
    }
    this.schedule()
  }

  /**
   * One flush at most every pollMs. The first one waits for the end of the current task, so lists
   * mounted together go out together.
   */
  private schedule(): void {
    if (this.timer || !this.pending.length) return
    const wait = Math.max(0, this.lastFlush + this.pollMs - this.now())
    this.timer = setTimeout(() => void this.flush(), wait)
  }

  /** Sends what is queued at once: the page is being hidden or left, and may not come back. */
  flushNow(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.pending.length) void this.flush(true)
  }

  /** Sends everything queued, maxBatch ids per call; failures are logged and dropped. */
  private async flush(immediately = false): Promise<void> {
    this.lastFlush = this.now()
    const ids = this.pending
    this.pending = []
    for (let i = 0; i < ids.length; i += this.maxBatch) {
      try {
        await this.send(ids.slice(i, i + this.maxBatch), { immediately })
      } catch (error) {
        console.warn('[tracking] impression:', error)
      }
    }
    this.timer = null
    this.schedule()
  }
}
