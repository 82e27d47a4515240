// `npm run seed [-- --jobs N --organizations N]`: applies the deterministic seed to DATABASE_URL or
// the embedded database. Refuses production unless --force. `--jobs 1000000` builds the benchmark set.
import { parseArgs } from 'node:util'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { seed } from '../server/db/seed/seed'
import { loadEnv } from '../server/env'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    organizations: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
})
const env = loadEnv()
if (env.nodeEnv === 'production' && !values.force) {
  console.error('Từ chối tạo dữ liệu mẫu trên môi trường production (dùng --force nếu thật sự muốn).')
  process.exit(1)
}
const jobs = values.jobs ? Number(values.jobs) : undefined
const organizations = values.organizations ? Number(values.organizations) : jobs && jobs > 100_000 ? 5000 : undefined
const db = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir })
await migrate(db)
const started = Date.now()
const result = await seed(db, {
  jobs,
  organizations,
  onProgress: (done, total) => {
    if (done % 50_000 === 0 || done === total) console.log(`  ${done.toLocaleString('vi-VN')} / ${total.toLocaleString('vi-VN')} tin`)
  },
})
console.log(`Xong: ${result.organizations} doanh nghiệp, ${result.jobs} tin tuyển dụng (${((Date.now() - started) / 1000).toFixed(1)} giây)`)
await db.close()
