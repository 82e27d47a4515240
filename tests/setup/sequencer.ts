// The order the test files start in. Vitest starts the longest files first when it knows their
// times from an earlier run (its cache under node_modules/.vite); a clean clone has none, and then
// it starts the largest files first, which left the few files that run for tens of seconds to start
// late and end the pass alone: in two clean-clone runs the PostgreSQL pass ended with the cluster's
// file (26-32 s) running by itself, the cores up to 99 % idle beside it for 13 s
// (docs/decisions/0057-test-cpu.md). These start first, the longest first; the others keep
// Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The longest files (seconds on PostgreSQL / PGlite in a clean-clone run). */
export const LONG_FILES = [
  'server/contract-fuzz.test.ts', // 40 / 27
  'scripts/cluster.test.ts', // 26-32 / skipped
  'server/modules/jobs/search-index.test.ts', // 21 / 3
  'server/modules/chat/chat.restart.test.ts', // 12 / 19
  'server/modules/wallet/crash.test.ts', // 10-12 / skipped
  'server/lib/moderation-corpus.test.ts', // not run / 7 (no database)
]

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return at === -1 ? LONG_FILES.length : at
    }
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file)
  }
}
