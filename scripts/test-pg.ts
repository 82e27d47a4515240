// Runs the API suites a second time against the PostgreSQL server when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process'

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL chưa đặt: bỏ qua lượt chạy trên PostgreSQL server')
  process.exit(0)
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
