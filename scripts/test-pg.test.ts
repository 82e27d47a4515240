import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LONG_FILES } from '../tests/setup/sequencer'
import { databaseTestFiles } from './test-pg'

describe('the PostgreSQL pass (scripts/test-pg.ts)', () => {
  it('runs the files that reach a database and leaves those that never open one to the unit pass', () => {
    const files = databaseTestFiles()
    // through server/testing.ts, through db/client.ts, and API processes given a database address
    expect(files).toEqual(expect.arrayContaining(['server/modules/wallet/wallet.test.ts', 'server/db/rows.test.ts', 'server/backup.test.ts', 'scripts/cluster.test.ts', 'server/modules/wallet/crash.test.ts']))
    expect(files).not.toContain('server/lib/moderation-corpus.test.ts')
    expect(files).not.toContain('server/env.test.ts')
    expect(files).not.toContain('scripts/test-pg.test.ts')
    expect(files.length).toBeGreaterThan(60)
  })

  it('starts with the longest files, which all exist (a renamed one would start late again, unnoticed)', () => {
    for (const file of LONG_FILES) expect(fs.existsSync(file), file).toBe(true)
    expect(databaseTestFiles()).toEqual(expect.arrayContaining(LONG_FILES.filter((file) => file !== 'server/lib/moderation-corpus.test.ts')))
  })
})
