// Backups that restore (docs/decisions/0045-backups.md): a freshly seeded database with wallet
// activity and uploaded files is backed up (pg_dump in the manifest's snapshot, the upload folders
// as tar), restored into a new database and empty folders, and must match the manifest table by
// table and wallet by wallet, and answer the API's reads. The PostgreSQL part runs in the server
// pass (TEST_DATABASE_URL); the embedded PGlite backup (its data folder) runs in both.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backup, compareFigures, readFigures, readManifest, restore, sha256File, type Manifest } from './db/backup'
import { openDatabase, type Database } from './db/client'
import { seed } from './db/seed/seed'
import { postTransaction } from './modules/wallet/ledger'
import { runReadChecks } from './restore-checks'
import { copyTestTemplate, createTestUser, TEST_ANCHOR, testServerUrl } from './testing'
import { adminQuery, databaseUrl } from './testing-db'

const serverUrl = testServerUrl
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const source = { media: path.join(work, 'media'), documents: path.join(work, 'documents') }
const restored = { media: path.join(work, 'restored-media'), documents: path.join(work, 'restored-documents') }

/** Seeds a small marketplace (unless jobs is 0) and moves money through a few wallets, as the API would. */
async function fill(db: Database, jobs: number) {
  if (jobs) await seed(db, { organizations: 8, jobs, anchor: TEST_ANCHOR })
  for (let i = 0; i < 3; i++) {
    const user = await createTestUser(db, `Ví thử ${i}`)
    await db.transaction(async (tx) => {
      await postTransaction(tx, { userId: user.id, kind: 'deposit', description: 'Nạp thử', amount: 300_000 + i, entries: [{ account: 'gateway', amount: -(300_000 + i) }, { account: 'main', amount: 300_000 + i }] })
      await postTransaction(tx, { userId: user.id, kind: 'reward', description: 'Tặng thử', amount: 60_000, entries: [{ account: 'promotion', amount: -60_000 }, { account: 'bonus', amount: 60_000 }] })
    })
  }
  fs.mkdirSync(path.join(source.media, 'ab', 'cd'), { recursive: true })
  fs.writeFileSync(path.join(source.media, 'ab', 'cd', 'abcd.webp'), randomBytes(3000))
  fs.mkdirSync(path.join(source.documents, 'org-1'), { recursive: true })
  fs.writeFileSync(path.join(source.documents, 'org-1', 'giay-phep.pdf'), randomBytes(2000))
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe.skipIf(!serverUrl)('backup and restore on a PostgreSQL server (skipped: TEST_DATABASE_URL is not set)', () => {
  const base = serverUrl ? new URL(serverUrl).pathname.slice(1) : ''
  const suffix = randomBytes(4).toString('hex')
  const sourceName = `${base}_bk_${suffix}`
  const targetName = `${base}_bkr_${suffix}`
  const out = path.join(work, 'pg-backup')
  let manifest: Manifest

  beforeAll(async () => {
    const template = inject('testTemplate')
    const from = template && 'database' in template ? ` TEMPLATE ${template.database}` : ''
    await adminQuery(serverUrl!, `CREATE DATABASE ${sourceName}${from}`)
    const db = await openDatabase({ url: databaseUrl(serverUrl!, sourceName) })
    try {
      if (!from) await (await import('./db/migrate')).migrate(db)
      await fill(db, 80)
    } finally {
      await db.close()
    }
    manifest = await backup({ url: databaseUrl(serverUrl!, sourceName), outDir: out, files: source })
  })

  afterAll(async () => {
    for (const name of [sourceName, targetName, `${base}_bkx_${suffix}`]) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('writes a manifest of every table, the wallets and the files beside the dump', async () => {
    expect(readManifest(out)).toEqual(manifest)
    expect(manifest).toMatchObject({ engine: 'pg', database: sourceName, dump: { file: 'database.dump' } })
    expect(manifest.figures.tables.jobs).toBe(80)
    expect(manifest.figures.migration).toMatch(/^\d{4}$/)
    expect(manifest.figures.wallets).toMatchObject({ ledgerDrift: 0, unbalancedTransactions: 0 })
    expect(manifest.figures.wallets.accounts).toBeGreaterThanOrEqual(3)
    expect(manifest.files.map((f) => [f.name, f.files, f.bytes])).toEqual([
      ['media', 1, 3000],
      ['documents', 1, 2000],
    ])
  })

  it('restores into a new database with the same rows, wallets and files, and the API reads it', async () => {
    const url = databaseUrl(serverUrl!, targetName)
    const result = await restore({ dir: out, url, files: restored })
    expect(result.problems).toEqual([])
    expect(result.figures).toEqual(manifest.figures)
    expect(fs.readFileSync(path.join(restored.media, 'ab', 'cd', 'abcd.webp'))).toEqual(fs.readFileSync(path.join(source.media, 'ab', 'cd', 'abcd.webp')))
    expect(fs.readFileSync(path.join(restored.documents, 'org-1', 'giay-phep.pdf'))).toEqual(fs.readFileSync(path.join(source.documents, 'org-1', 'giay-phep.pdf')))

    const db = await openDatabase({ url })
    try {
      const checks = await runReadChecks(db, { mediaDir: restored.media, documentsDir: restored.documents })
      expect(checks.map((c) => c.name)).toEqual(['job page', 'search', 'organisation page', 'wallet transactions'])
      expect(checks.filter((c) => !c.ok)).toEqual([])
      // a row lost in a restore is reported by table
      await db.query('DELETE FROM ledger_entries WHERE id = (SELECT max(id) FROM ledger_entries)')
      const problems = compareFigures(manifest.figures, await readFigures(db))
      expect(problems).toContain(`table ledger_entries: ${manifest.figures.tables.ledger_entries - 1} rows, expected ${manifest.figures.tables.ledger_entries}`)
      expect(problems.some((p) => /ledger/.test(p) && /differ/.test(p))).toBe(true)
    } finally {
      await db.close()
    }
  })

  it('refuses a damaged backup and an existing database', async () => {
    await expect(restore({ dir: out, url: databaseUrl(serverUrl!, targetName), files: { media: path.join(work, 'm2'), documents: path.join(work, 'd2') } })).rejects.toThrow(/already exists/)
    const damaged = path.join(work, 'damaged')
    fs.cpSync(out, damaged, { recursive: true })
    fs.appendFileSync(path.join(damaged, 'database.dump'), 'x')
    await expect(restore({ dir: damaged, url: databaseUrl(serverUrl!, `${base}_bkx_${suffix}`), files: { media: path.join(work, 'm3'), documents: path.join(work, 'd3') } })).rejects.toThrow(/checksum/)

    // a dump cut short (its manifest written for it): pg_restore fails, and the half-made database is dropped
    const dump = path.join(damaged, 'database.dump')
    fs.writeFileSync(dump, fs.readFileSync(path.join(out, 'database.dump')).subarray(0, 20_000))
    fs.writeFileSync(path.join(damaged, 'manifest.json'), JSON.stringify({ ...manifest, dump: { ...manifest.dump, sha256: await sha256File(dump) } }))
    await expect(restore({ dir: damaged, url: databaseUrl(serverUrl!, `${base}_bkx_${suffix}`), files: { media: path.join(work, 'm4'), documents: path.join(work, 'd4') } })).rejects.toThrow(/pg_restore/)
    const admin = await openDatabase({ url: serverUrl })
    try {
      expect(await admin.query('SELECT datname FROM pg_database WHERE datname = $1', [`${base}_bkx_${suffix}`])).toEqual([])
    } finally {
      await admin.close()
    }
  })
})

// once, in the PGlite pass: the server pass does not change what it tests
describe.skipIf(serverUrl)('backup and restore of the embedded PGlite database (its data folder; in the PGlite pass)', () => {
  it('restores the data folder with the same rows and wallets', async () => {
    const dataDir = path.join(work, 'pglite-db')
    const template = inject('testTemplate')
    const migrated = template && 'pgliteDir' in template ? template.pgliteDir : null
    if (migrated) copyTestTemplate(migrated, dataDir)
    const db = await openDatabase({ url: null, dataDir })
    try {
      if (!migrated) await (await import('./db/migrate')).migrate(db)
      // no seed: PGlite is slow, and the rows are restored as a folder, whatever they are
      await fill(db, 0)
    } finally {
      await db.close()
    }
    const out = path.join(work, 'pglite-backup')
    const manifest = await backup({ url: null, dataDir, outDir: out, files: source })
    expect(manifest).toMatchObject({ engine: 'pglite', dump: { file: 'pglite-data.tar' } })
    expect(manifest.figures.tables.users).toBe(3)
    expect(manifest.figures.wallets).toMatchObject({ accounts: 3, mainTotal: 900_003, bonusTotal: 180_000, ledgerDrift: 0 })
    const result = await restore({ dir: out, url: null, dataDir: path.join(work, 'pglite-restored'), files: { media: path.join(work, 'pm'), documents: path.join(work, 'pd') } })
    expect(result.problems).toEqual([])
    expect(result.figures).toEqual(manifest.figures)
  })
})
