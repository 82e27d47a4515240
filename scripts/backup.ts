// `npm run backup [-- --out DIR]`: backs up DATABASE_URL's database (pg_dump custom format, taken in
// the snapshot the manifest's row counts and wallets were read in) and the uploaded files
// (MEDIA_DIR, DOCUMENTS_DIR) into a new folder with a manifest (docs/decisions/0045-backups.md).
// Without DATABASE_URL: the embedded PGlite database in DATA_DIR, which needs the server stopped.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { backup } from '../server/db/backup'
import { loadEnv } from '../server/env'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const env = loadEnv()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.resolve(values.out ?? path.join('.data', 'backups', stamp))
if (!env.databaseUrl) console.log(`Sao lưu cơ sở dữ liệu nhúng ${env.dataDir} (máy chủ phải đang dừng)`)
const manifest = await backup({ url: env.databaseUrl, dataDir: env.dataDir, outDir, files: { media: env.mediaDir, documents: env.documentsDir } })
const rows = Object.values(manifest.figures.tables).reduce((a, b) => a + b, 0)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
console.log(`Đã sao lưu vào ${outDir}`)
console.log(`  cơ sở dữ liệu ${manifest.database}: ${Object.keys(manifest.figures.tables).length} bảng, ${rows.toLocaleString('vi-VN')} dòng, migration ${manifest.figures.migration}, ${mb(manifest.dump.bytes)} trong ${manifest.seconds.database.toFixed(1)} s`)
console.log(`  ví: ${manifest.figures.wallets.accounts} tài khoản có số dư, tổng ${manifest.figures.wallets.mainTotal.toLocaleString('vi-VN')} đ + ${manifest.figures.wallets.bonusTotal.toLocaleString('vi-VN')} đ khuyến mãi`)
for (const f of manifest.files) console.log(`  tệp ${f.name}: ${f.files} tệp, ${mb(f.bytes)}`)
console.log(`  tệp tải lên: ${manifest.seconds.files.toFixed(1)} s`)
