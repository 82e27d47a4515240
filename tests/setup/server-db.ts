// Global setup of the API suites (vite.config.ts, project "server"): migrates one database per run,
// which every test file then copies instead of creating and migrating its own
// (docs/decisions/0034-test-speed.md, 0049-test-databases.md). On PGlite it is a migrated data
// folder in a temporary folder of the run (in memory, /dev/shm, where there is one), which each file
// copies and opens as its own; on the PostgreSQL server (TEST_DATABASE_URL) it is a template
// database that each file clones with CREATE DATABASE ... TEMPLATE. Both go away at the end.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import { migrate } from '../../server/db/migrate'
import { adminQuery, databaseUrl, testServerUrl } from '../../server/testing-db'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated database to copy: a PGlite data folder, or a template database on the server */
    testTemplate: { pgliteDir: string } | { database: string }
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl
  if (!serverUrl) {
    // the files' copies go next to it, so a file that leaves its copy behind is cleaned up with the run
    const dir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'api-tests-'))
    const pgliteDir = path.join(dir, 'migrated')
    const db = await openDatabase({ url: null, dataDir: pgliteDir })
    await migrate(db)
    await db.close()
    project.provide('testTemplate', { pgliteDir })
    return () => fs.rmSync(dir, { recursive: true, force: true })
  }
  const database = `${new URL(serverUrl).pathname.slice(1)}_tpl_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${database}`)
  const db = await openDatabase({ url: databaseUrl(serverUrl, database) })
  await migrate(db)
  // a template must have no connection open while it is copied
  await db.close()
  project.provide('testTemplate', { database })
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
}
