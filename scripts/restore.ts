// `npm run restore -- DIR --database NAME` restores a backup (npm run backup) into a new database on
// DATABASE_URL's server (or `--url postgres://…/NAME`) and the uploaded files into empty folders
// (MEDIA_DIR, DOCUMENTS_DIR, or --media-dir/--documents-dir), then compares every table's row count
// and every wallet with the manifest. A PGlite backup restores into `--data-dir` (a new folder).
// `--verify`: restores into a scratch database and folders, also reads a job page, a search, an
// organisation and a wallet's transactions through the API, prints the times, and drops them all.
// Exits 1 when anything differs (docs/decisions/0045-backups.md).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { databaseName, otherDatabaseUrl, readManifest, restore } from '../server/db/backup'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import { runReadChecks } from '../server/restore-checks'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: 'string' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'media-dir': { type: 'string' },
    'documents-dir': { type: 'string' },
    jobs: { type: 'string' },
    verify: { type: 'boolean', default: false },
  },
})
const dir = positionals[0]
if (!dir) {
  console.error('Cách dùng: npm run restore -- <thư mục sao lưu> (--database TÊN | --url postgres://… | --data-dir THƯ_MỤC | --verify)')
  process.exit(2)
}
const env = loadEnv()
const manifest = readManifest(dir)
const verify = values.verify
const scratch = verify ? fs.mkdtempSync(path.join(os.tmpdir(), 'restore-verify-')) : null

let url: string | null = null
if (manifest.engine === 'pg') {
  const server = values.url ?? env.databaseUrl
  if (!server) {
    console.error('Cần DATABASE_URL (máy chủ PostgreSQL) hoặc --url')
    process.exit(2)
  }
  const name = verify ? `${manifest.database}_verify_${randomBytes(3).toString('hex')}` : values.database ?? (values.url ? databaseName(values.url) : null)
  if (!name) {
    console.error('Cần --database TÊN: khôi phục vào một cơ sở dữ liệu mới (không ghi đè cơ sở đang có)')
    process.exit(2)
  }
  url = otherDatabaseUrl(server, name)
}
const dataDir = manifest.engine === 'pglite' ? (scratch ? path.join(scratch, 'db') : values['data-dir'] ?? null) : undefined
if (manifest.engine === 'pglite' && !dataDir) {
  console.error('Bản sao lưu PGlite: cần --data-dir THƯ_MỤC_MỚI (rồi đặt DATA_DIR vào đó)')
  process.exit(2)
}
const files = scratch
  ? { media: path.join(scratch, 'media'), documents: path.join(scratch, 'documents') }
  : { media: path.resolve(values['media-dir'] ?? env.mediaDir), documents: path.resolve(values['documents-dir'] ?? env.documentsDir) }

async function dropScratch() {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  if (verify && url) {
    const admin = new pg.Client({ connectionString: otherDatabaseUrl(url, 'postgres') })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`)
    await admin.end()
  }
}

let failed = false
try {
  const started = Date.now()
  const result = await restore({ dir, url, dataDir: dataDir ?? undefined, files, jobs: values.jobs ? Number(values.jobs) : undefined })
  const rows = Object.values(result.figures.tables).reduce((a, b) => a + b, 0)
  console.log(`Đã khôi phục bản sao lưu ${manifest.createdAt} (${manifest.database}) vào ${url ? databaseName(url) : dataDir}`)
  console.log(`  cơ sở dữ liệu: ${result.seconds.database.toFixed(1)} s; tệp tải lên: ${result.seconds.files.toFixed(1)} s; đếm và đối chiếu: ${result.seconds.check.toFixed(1)} s`)
  console.log(`  ${Object.keys(result.figures.tables).length} bảng, ${rows.toLocaleString('vi-VN')} dòng, migration ${result.figures.migration}; ${result.figures.wallets.accounts} ví có số dư`)
  if (result.problems.length) {
    failed = true
    console.error('KHÁC với bản sao lưu:')
    for (const p of result.problems) console.error(`  - ${p}`)
  } else {
    console.log('  số dòng của mọi bảng và mọi ví khớp với manifest')
  }
  if (verify) {
    const db = await openDatabase({ url, dataDir: dataDir ?? undefined })
    const apiStarted = Date.now()
    try {
      const checks = await runReadChecks(db, { mediaDir: files.media, documentsDir: files.documents })
      for (const c of checks) console.log(`  ${c.ok ? 'đạt' : 'KHÔNG ĐẠT'}: ${c.name} (${c.detail})`)
      if (checks.some((c) => !c.ok)) failed = true
    } finally {
      await db.close()
    }
    console.log(`  đọc qua API: ${((Date.now() - apiStarted) / 1000).toFixed(1)} s`)
  }
  console.log(`  tổng: ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  failed = true
  console.error(error instanceof Error ? error.message : error)
} finally {
  await dropScratch()
}
process.exit(failed ? 1 : 0)
