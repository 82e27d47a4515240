// Backups that restore (docs/decisions/0045-backups.md): a PostgreSQL server's database as a
// pg_dump custom-format file taken in one exported snapshot, the uploaded files (MEDIA_DIR,
// DOCUMENTS_DIR) as tar archives, and a manifest beside them (time, migration, every table's row
// count and the wallets, counted in that same snapshot) that a restore checks itself against.
// The embedded PGlite database is backed up as its data folder's tarball (dumpDataDir).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Queryable } from './client'

export const MANIFEST_FILE = 'manifest.json'
export const DUMP_FILE = 'database.dump'
export const PGLITE_FILE = 'pglite-data.tar'

/** What a database holds, as far as a restore is checked: the same figures before and after. */
export interface DatabaseFigures {
  /** the newest applied migration (schema_migrations) */
  migration: string | null
  /** every table of the schema and its exact row count */
  tables: Record<string, number>
  wallets: WalletFigures
}

export interface WalletFigures {
  /** accounts with a balance */
  accounts: number
  mainTotal: number
  bonusTotal: number
  /** md5 of every account's (id, main, bonus), in id order: equal digests, equal wallets */
  digest: string
  /** accounts whose balances differ from the sum of their ledger entries (0 in a sound database) */
  ledgerDrift: number
  /** ledger transactions whose entries do not sum to zero (0 in a sound database) */
  unbalancedTransactions: number
}

export interface FileArchive {
  /** MEDIA_DIR (public images) or DOCUMENTS_DIR (private licence documents) */
  name: 'media' | 'documents'
  archive: string
  files: number
  bytes: number
  sha256: string
}

export interface Manifest {
  format: 1
  createdAt: string
  engine: 'pg' | 'pglite'
  /** the source database's name (no credentials) */
  database: string
  serverVersion: string
  dumpTool: string | null
  dump: { file: string; bytes: number; sha256: string }
  files: FileArchive[]
  figures: DatabaseFigures
  seconds: { database: number; files: number }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Row counts of every table, the wallets and the migration, read through one connection (one snapshot inside a transaction). */
export async function readFigures(db: Queryable): Promise<DatabaseFigures> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() AND NOT c.relispartition ORDER BY c.relname`,
  )
  const counts: Record<string, number> = {}
  // one statement for every table: one snapshot even outside a transaction
  if (tables.length) {
    const rows = await db.query<{ name: string; count: number }>(
      tables.map((t, i) => `SELECT $${i + 1}::text AS name, count(*)::int AS count FROM ${quoteIdent(t.name)}`).join(' UNION ALL '),
      tables.map((t) => t.name),
    )
    for (const row of rows) counts[row.name] = Number(row.count)
  }
  const names = new Set(tables.map((t) => t.name))
  const migration = names.has('schema_migrations')
    ? ((await db.query<{ version: string | null }>('SELECT max(version) AS version FROM schema_migrations'))[0].version ?? null)
    : null
  let wallets: WalletFigures = { accounts: 0, mainTotal: 0, bonusTotal: 0, digest: '', ledgerDrift: 0, unbalancedTransactions: 0 }
  if (names.has('users') && names.has('ledger_entries')) {
    const [row] = await db.query<{ accounts: number; main_total: string; bonus_total: string; digest: string | null; drift: number; unbalanced: number }>(
      `SELECT
         (SELECT count(*)::int FROM users WHERE account_amount <> 0 OR account_bonus <> 0) AS accounts,
         (SELECT COALESCE(sum(account_amount), 0)::text FROM users) AS main_total,
         (SELECT COALESCE(sum(account_bonus), 0)::text FROM users) AS bonus_total,
         (SELECT md5(string_agg(id || ':' || account_amount || ':' || account_bonus, ',' ORDER BY id))
            FROM users WHERE account_amount <> 0 OR account_bonus <> 0) AS digest,
         (SELECT count(*)::int FROM users u
           LEFT JOIN (SELECT user_id, sum(amount) FILTER (WHERE account = 'main') AS main, sum(amount) FILTER (WHERE account = 'bonus') AS bonus
                        FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY user_id) l ON l.user_id = u.id
           WHERE u.account_amount <> COALESCE(l.main, 0) OR u.account_bonus <> COALESCE(l.bonus, 0)) AS drift,
         (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) t) AS unbalanced`,
    )
    wallets = {
      accounts: Number(row.accounts),
      mainTotal: Number(row.main_total),
      bonusTotal: Number(row.bonus_total),
      digest: row.digest ?? '',
      ledgerDrift: Number(row.drift),
      unbalancedTransactions: Number(row.unbalanced),
    }
  }
  return { migration, tables: counts, wallets }
}

/** Where a restored database differs from the manifest's figures, or is unsound; empty when it matches. */
export function compareFigures(expected: DatabaseFigures, actual: DatabaseFigures): string[] {
  const problems: string[] = []
  if (expected.migration !== actual.migration) problems.push(`migration ${actual.migration}, expected ${expected.migration}`)
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    const want = expected.tables[name]
    const got = actual.tables[name]
    if (want !== got) problems.push(`table ${name}: ${got ?? 'missing'} rows, expected ${want ?? 'none (not in the backup)'}`)
  }
  for (const key of ['accounts', 'mainTotal', 'bonusTotal', 'digest'] as const) {
    if (expected.wallets[key] !== actual.wallets[key]) problems.push(`wallets ${key}: ${actual.wallets[key]}, expected ${expected.wallets[key]}`)
  }
  if (actual.wallets.ledgerDrift) problems.push(`${actual.wallets.ledgerDrift} accounts whose balances differ from their ledger`)
  if (actual.wallets.unbalancedTransactions) problems.push(`${actual.wallets.unbalancedTransactions} ledger transactions that do not sum to zero`)
  return problems
}

/** Runs a command; rejects with its standard error when it fails. */
export function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)))
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} ended with ${code}:\n${err}`))))
  })
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  if (!fs.existsSync(dir)) return { files, bytes }
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/** The database's name in a postgres:// URL, without credentials. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres'

/** The URL of another database on the same server. */
export function otherDatabaseUrl(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${encodeURIComponent(database)}`
  return other.toString()
}

/** Archives the upload folders (tar, uncompressed: the images are compressed already). */
async function archiveFiles(outDir: string, dirs: { media: string; documents: string }): Promise<FileArchive[]> {
  const archives: FileArchive[] = []
  for (const name of ['media', 'documents'] as const) {
    const dir = dirs[name]
    const archive = `${name}.tar`
    const target = path.join(outDir, archive)
    if (fs.existsSync(dir)) await run('tar', ['-cf', target, '-C', dir, '.'])
    else await run('tar', ['-cf', target, '-T', '/dev/null'])
    archives.push({ name, archive, ...countFiles(dir), sha256: await sha256File(target) })
  }
  return archives
}

export interface BackupOptions {
  /** the PostgreSQL server's database; null for the embedded PGlite database in dataDir */
  url: string | null
  /** PGlite's data folder (when url is null); the server must be stopped */
  dataDir?: string
  outDir: string
  files: { media: string; documents: string }
}

/**
 * Backs a database and its uploaded files up into outDir (created; must be empty). On a server, the
 * figures are counted in a snapshot that pg_dump then dumps (--snapshot), so they describe exactly
 * the dump even while the API writes. The files are archived after the dump: a file uploaded
 * meanwhile is extra (unreferenced), never missing.
 */
export async function backup(options: BackupOptions): Promise<Manifest> {
  const { outDir } = options
  fs.mkdirSync(outDir, { recursive: true })
  if (fs.readdirSync(outDir).length) throw new Error(`${outDir} is not empty`)
  const started = Date.now()
  let figures: DatabaseFigures
  let serverVersion: string
  let dumpTool: string | null = null
  let dumpFile: string
  let database: string
  if (options.url) {
    database = databaseName(options.url)
    dumpFile = DUMP_FILE
    dumpTool = (await run('pg_dump', ['--version'])).trim()
    const client = new pg.Client({ connectionString: options.url })
    await client.connect()
    try {
      serverVersion = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v
      const toolMajor = /(\d+)\.\d+/.exec(dumpTool)?.[1]
      if (toolMajor && Number(toolMajor) < Number(serverVersion.split('.')[0])) {
        throw new Error(`${dumpTool} is older than the server (${serverVersion}): install the server's major version of pg_dump`)
      }
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id
      figures = await readFigures({
        query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
        exec: async (text) => void (await client.query(text)),
      })
      await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--file', path.join(outDir, DUMP_FILE), '--dbname', options.url])
      await client.query('COMMIT')
    } finally {
      await client.end()
    }
  } else {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database')
    database = path.basename(options.dataDir)
    dumpFile = PGLITE_FILE
    const { openDatabase } = await import('./client')
    const db = await openDatabase({ url: null, dataDir: options.dataDir })
    try {
      serverVersion = (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0].v + ' (PGlite)'
      figures = await readFigures(db)
      const tarball = await (db as Required<typeof db>).dumpDataDir()
      fs.writeFileSync(path.join(outDir, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()))
    } finally {
      await db.close()
    }
  }
  const databaseSeconds = (Date.now() - started) / 1000
  const filesStarted = Date.now()
  const files = await archiveFiles(outDir, options.files)
  const dumpPath = path.join(outDir, dumpFile)
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date(started).toISOString(),
    engine: options.url ? 'pg' : 'pglite',
    database,
    serverVersion,
    dumpTool,
    dump: { file: dumpFile, bytes: fs.statSync(dumpPath).size, sha256: await sha256File(dumpPath) },
    files,
    figures,
    seconds: { database: databaseSeconds, files: (Date.now() - filesStarted) / 1000 },
  }
  fs.writeFileSync(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}

export function readManifest(dir: string): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`)
  return manifest
}

/** The backup's files are those the manifest describes (sha256): a damaged copy is refused before anything is restored. */
export async function checkBackupFiles(dir: string, manifest: Manifest): Promise<void> {
  const expected = [{ file: manifest.dump.file, sha256: manifest.dump.sha256 }, ...manifest.files.map((f) => ({ file: f.archive, sha256: f.sha256 }))]
  for (const { file, sha256 } of expected) {
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) throw new Error(`${file} is missing from ${dir}`)
    if ((await sha256File(full)) !== sha256) throw new Error(`${file} does not match the manifest's checksum`)
  }
}

export interface RestoreOptions {
  dir: string
  /** a database that does not exist yet on a PostgreSQL server (created here); for a PGlite backup, null */
  url: string | null
  /** PGlite backup: the new data folder (must not exist or be empty) */
  dataDir?: string
  /** where the uploaded files go (each must not exist or be empty) */
  files: { media: string; documents: string }
  /** pg_restore's parallel jobs */
  jobs?: number
}

export interface RestoreResult {
  manifest: Manifest
  figures: DatabaseFigures
  /** differences from the manifest (empty: the restore is what was backed up) */
  problems: string[]
  seconds: { database: number; files: number; check: number }
}

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

/** Restores a backup into a fresh database and empty upload folders, then compares it with its manifest. */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = readManifest(options.dir)
  await checkBackupFiles(options.dir, manifest)
  for (const dir of [options.files.media, options.files.documents]) {
    if (!isEmptyOrMissing(dir)) throw new Error(`${dir} is not empty: restore the files into an empty folder`)
  }
  const started = Date.now()
  let figures: DatabaseFigures
  let checkSeconds: number
  if (manifest.engine === 'pg') {
    if (!options.url) throw new Error('a PostgreSQL backup restores into a database URL')
    const name = databaseName(options.url)
    const admin = new pg.Client({ connectionString: otherDatabaseUrl(options.url, 'postgres') })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`)
      try {
        await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--jobs=${options.jobs ?? 2}`, '--dbname', options.url, path.join(options.dir, manifest.dump.file)])
      } catch (error) {
        // a half-restored database is worth nothing: drop it, so the same restore can be run again
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
        throw error
      }
    } finally {
      await admin.end()
    }
    const client = new pg.Client({ connectionString: options.url })
    await client.connect()
    const checkStarted = Date.now()
    try {
      // fresh statistics: the restored database is queried at once
      await client.query('ANALYZE')
      figures = await readFigures({
        query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
        exec: async (text) => void (await client.query(text)),
      })
    } finally {
      await client.end()
    }
    checkSeconds = (Date.now() - checkStarted) / 1000
  } else {
    if (!options.dataDir) throw new Error('a PGlite backup restores into a data folder (dataDir)')
    if (!isEmptyOrMissing(options.dataDir)) throw new Error(`${options.dataDir} is not empty: restore into a new data folder`)
    const { openDatabase } = await import('./client')
    const db = await openDatabase({ url: null, dataDir: options.dataDir, loadDataDir: new Blob([fs.readFileSync(path.join(options.dir, manifest.dump.file))]) })
    const checkStarted = Date.now()
    try {
      figures = await readFigures(db)
    } finally {
      await db.close()
    }
    checkSeconds = (Date.now() - checkStarted) / 1000
  }
  const databaseSeconds = (Date.now() - started) / 1000 - checkSeconds
  const filesStarted = Date.now()
  for (const archive of manifest.files) {
    const dir = options.files[archive.name]
    fs.mkdirSync(dir, { recursive: true })
    await run('tar', ['-xf', path.join(options.dir, archive.archive), '-C', dir])
    const found = countFiles(dir)
    if (found.files !== archive.files || found.bytes !== archive.bytes) {
      throw new Error(`${archive.name}: ${found.files} files (${found.bytes} bytes) restored, expected ${archive.files} (${archive.bytes})`)
    }
  }
  return {
    manifest,
    figures,
    problems: compareFigures(manifest.figures, figures),
    seconds: { database: databaseSeconds, files: (Date.now() - filesStarted) / 1000, check: checkSeconds },
  }
}
