// Runs the API suites a second time, against the PostgreSQL server, when TEST_DATABASE_URL is set:
// the server project's files that reach a database (through server/testing.ts, testing-db.ts or
// db/client.ts, or an API process given DATABASE_URL). A file that never opens one (the text
// rules' corpus, the environment's parsing, the build scripts' checks) would run the same code
// twice; it runs once, in `npm run test:unit` (docs/decisions/0057-test-cpu.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** What a test file that reaches a database names: the modules that open one, or a database URL. */
const OPENS_A_DATABASE = /from '[./]*(server\/)?(testing|testing-db|db\/client)'|DATABASE_URL/

/** The server project's test files (vite.config.ts: server/ and scripts/) that reach a database. */
export function databaseTestFiles(root = process.cwd()): string[] {
  return ['server', 'scripts']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith('.test.ts') && OPENS_A_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort()
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL chưa đặt: bỏ qua lượt chạy trên PostgreSQL server')
    process.exit(0)
  }
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...databaseTestFiles()], { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
