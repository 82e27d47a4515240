// Numbered SQL migrations (migrations/NNNN_name.sql), applied in order at start, each once.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './client'

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
// Serialises concurrent starts of several instances against one server.
const LOCK_KEY = 724_311

export function listMigrations(): Array<{ version: string; file: string }> {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ version: file.slice(0, 4), file: path.join(MIGRATIONS_DIR, file) }))
}

export function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY])
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations')
    const done = new Set(rows.map((r) => r.version))
    const applied: string[] = []
    for (const { version, file } of listMigrations()) {
      if (done.has(version)) continue
      await tx.exec(fs.readFileSync(file, 'utf8'))
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version])
      applied.push(version)
    }
    return applied
  })
}
