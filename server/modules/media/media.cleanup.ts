// Background clean-up of uploads nobody uses (docs/decisions/0007-security-review.md): an image
// uploaded and never attached to a profile (or, later, a job or a message), or detached when it
// was replaced, is removed a day after its upload, files and all, through the durable queue.
import type { ServiceContext } from '../../context'
import type { JobHandlers } from '../../lib/queue'
import { createMediaDeps, removeUnattachedMedia } from './media.service'

export const MEDIA_CLEANUP = {
  kind: 'media.remove-unattached',
  everyMs: 3600_000,
  keepUnattachedMs: 24 * 3600_000,
} as const

export function mediaCleanupWork(context: ServiceContext): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  const deps = createMediaDeps(context.db, context.env)
  return {
    handlers: {
      [MEDIA_CLEANUP.kind]: async () => {
        // batches of 500 until none is left
        while ((await removeUnattachedMedia(deps, MEDIA_CLEANUP.keepUnattachedMs)) === 500);
      },
    },
    recurring: [{ kind: MEDIA_CLEANUP.kind, everyMs: MEDIA_CLEANUP.everyMs }],
  }
}
