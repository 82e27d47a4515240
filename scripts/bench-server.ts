// What the benchmarks share: their own database on the PostgreSQL server (created when missing,
// migrated) and an API process on it, started as `npm start` would without the site's build.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'
import { openDatabase, type Database } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { childEnv } from '../server/env'
import { SERVER_NODE_FLAGS } from './server-build'

/** Creates the URL's database when it is missing, opens it and brings its schema up to date; answers the migrations applied now. */
export async function openBenchDatabase(url: string): Promise<{ db: Database; migrated: string[] }> {
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const db = await openDatabase({ url })
  return { db, migrated: await migrate(db) }
}

/** Starts the API on the database and port (with `env` added); resolves once it says it is ready. `onOutput` sees what it prints. */
export function startBenchServer(
  url: string,
  port: number,
  onOutput: (text: string) => void = () => {},
  env: Record<string, string> = {},
): Promise<{ pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: childEnv({ DATABASE_URL: url, PORT: String(port), SKIP_SITE_BUILD: '1', LOG_LEVEL: 'warn', ...env }),
  })
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      onOutput(text)
      if (text.includes('Sẵn sàng')) resolve({ pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') })
    })
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)))
  })
}

/** A process's resident memory, MB. */
export const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)
