// One database handle for both engines: embedded PGlite (default) or a PostgreSQL server. Queries
// are parameterised SQL; the rows' types are generated in rows.ts (docs/decisions/0008).
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export interface Queryable {
  /** Raw parameterised SQL, for migrations and the hand-tuned queries. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  /** Runs a multi-statement script (migrations, seed). */
  exec(text: string): Promise<void>
}

export interface Database extends Queryable {
  kind: 'pglite' | 'pg'
  /** Runs fn on one connection inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** PGlite only: its files as a tarball, to open copies from (OpenOptions.loadDataDir). */
  dumpDataDir?(): Promise<Blob>
}

export interface OpenOptions {
  /** postgres:// URL of a server; when null, PGlite is used. */
  url: string | null
  /** PGlite data folder; 'memory://' for a throwaway database. */
  dataDir?: string
  /** For a server: schema to use (tests isolate themselves in their own schema). */
  searchPath?: string
  /** PGlite: start from these files (a dumpDataDir tarball) instead of an empty cluster. */
  loadDataDir?: Blob
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
    })
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {})
    pg.types.setTypeParser(20, (v) => Number(v)) // int8 as number: ids and đồng fit in 2^53
    return {
      kind: 'pg',
      async query(text, params) {
        return (await pool.query(text, params as unknown[])).rows
      },
      async exec(text) {
        await pool.query(text)
      },
      async transaction(fn) {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          const result = await fn({
            query: async (text, params) => (await client.query(text, params as unknown[])).rows,
            exec: async (text) => void (await client.query(text)),
          })
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ?? 'memory://'
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, {
    parsers: { 20: (v: string) => Number(v) },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  return {
    kind: 'pglite',
    async query(text, params) {
      const result = await client.query(text, params as unknown[])
      return result.rows as never
    },
    async exec(text) {
      await client.exec(text)
    },
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never,
          exec: async (text) => void (await tx.exec(text)),
        }),
      ),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}
