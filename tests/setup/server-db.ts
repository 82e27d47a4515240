// Global setup of the API suites (vite.config.ts, project "server"): migrates one database per run,
// which every test file then copies instead of creating and migrating its own
// (docs/decisions/0034-test-speed.md). On PGlite the copy is a dump of the migrated data folder,
// written to a temporary file; on the PostgreSQL server (TEST_DATABASE_URL) it is a template
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
    /** the migrated database to copy: a PGlite dump file, or a template database on the server */
    testTemplate: { pgliteDump: string } | { database: string }
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tests-'))
    const db = await openDatabase({ url: null, dataDir: 'memory://' })
    await migrate(db)
    const dump = path.join(dir, 'migrated.tar')
    fs.writeFileSync(dump, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()))
    await db.close()
    project.provide('testTemplate', { pgliteDump: dump })
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
