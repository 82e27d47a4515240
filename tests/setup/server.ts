// Runs before each API test file. The server project shares one worker process between its test
// files (isolate: false in vite.config.ts), which saves starting a process and loading the packages
// for every file; the project's own modules are evaluated again for each file here, so module state
// (the moderation rules' and salary bands' caches, the test helpers' counters) starts fresh, as it
// did in a process of its own (docs/decisions/0034-test-speed.md).
import { vi } from 'vitest'

vi.resetModules()
