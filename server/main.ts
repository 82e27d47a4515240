// `npm start`: one port for the site, the API and socket.io. Migrates and seeds the embedded
// database when empty, builds the site when it is missing or older than its sources, then serves.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { migrate } from './db/migrate'
import { seedIfEmpty } from './db/seed/seed'
import { childEnv, loadEnv, setPageRenderApiOrigin } from './env'
import { startDraining } from './lib/draining'
import { siteNeedsBuild } from './site/build-state'
import { sweepStaleUploads } from './modules/media/media.upload'
import { processReader, writeSearchIndexSnapshot } from './modules/jobs/search-index'
import { startBackgroundWorker } from './worker'

const env = loadEnv()

// A reader process of this server's search index (searchIndexReader below): reads every active job
// from the database, writes the snapshot file and exits; it also exits if the server that started
// it goes (its IPC channel closes).
const READ_SEARCH_INDEX = '--read-search-index'
if (process.argv[2] === READ_SEARCH_INDEX) {
  process.on('disconnect', () => process.exit(1))
  const db = await openDatabase({ url: env.databaseUrl })
  await writeSearchIndexSnapshot(db, process.argv[3])
  await db.close()
  process.exit(0)
}

/** This server's entry run again as a reader of the search index (only on a PostgreSQL server: PGlite is this process's own). */
const searchIndexReader = processReader([process.execPath, ...process.execArgv, process.argv[1], READ_SEARCH_INDEX])

// temporary files of uploads cut short when an earlier run of the server died
await sweepStaleUploads()
const db = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir })
const applied = await migrate(db)
if (applied.length) console.log(`Đã áp dụng migration: ${applied.join(', ')}`)
// Demo data (jobs, organizations, accounts with a published password) never goes into production.
const seeded = env.nodeEnv === 'production' ? null : await seedIfEmpty(db)
if (seeded) console.log(`Đã tạo dữ liệu mẫu: ${seeded.organizations} doanh nghiệp, ${seeded.jobs} tin tuyển dụng`)

const app = await buildApp({ db, env }, { searchIndexReader: env.databaseUrl ? searchIndexReader : null })
// A stale site must not look ready while it is rebuilt: without the marker the site answers 503.
const rebuild = !env.skipSiteBuild && siteNeedsBuild(env.siteDir)
if (rebuild) fs.rmSync(path.join(env.siteDir, '.build-complete'), { force: true })
await app.listen({ host: env.host, port: env.port })
// Read the jobs into the search index now rather than on the first search.
const indexStarted = Date.now()
const indexing = Promise.all([app.searchIndex.ready(), app.candidateIndex.ready()]).then(() => {
  const seconds = ((Date.now() - indexStarted) / 1000).toFixed(1)
  const from = app.searchIndex.stats()?.source === 'file' ? ', tin đọc từ tệp chụp' : ''
  console.log(`Chỉ mục tìm kiếm: ${app.searchIndex.stats()?.jobs ?? 0} tin đang tuyển, ${app.candidateIndex.stats()?.profiles ?? 0} hồ sơ ứng viên (${seconds} s${from})`)
})
// The durable queue's worker (alerts and other background work) runs beside the API.
const stopBackgroundWorker = startBackgroundWorker({ db, env, realtime: app.realtime, reference: app.reference })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : env.port
const url = `http://localhost:${port}`
setPageRenderApiOrigin(`http://127.0.0.1:${port}`)

if (rebuild) {
  console.log('Đang dựng trang web (lần đầu mất khoảng một phút)...')
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      stdio: 'inherit',
      env: childEnv({ BUILD_API_ORIGIN: `http://127.0.0.1:${port}`, PUBLIC_ORIGIN: env.publicOrigin }),
    })
    child.on('exit', (status) => resolve(status ?? 1))
  })
  if (code !== 0) {
    console.error('Dựng trang web thất bại.')
    await stopBackgroundWorker()
    await app.close()
    await db.close()
    process.exit(1)
  }
}

await indexing
console.log(`Sẵn sàng: ${url}`)

// SIGTERM or Ctrl-C: nothing under way is lost (docs/decisions/0046-cluster.md).
let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  // /readyz answers 503 from here on: a balancer's health checks take this instance out of the
  // rotation within SHUTDOWN_GRACE_MS, while it still answers whatever reaches it meanwhile
  startDraining()
  if (env.shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, env.shutdownGraceMs))
  // the queue task running now finishes; those claimed and not started go back to the queue
  await stopBackgroundWorker()
  // a snapshot file being saved is finished (a half-written one is never renamed into place)
  await app.searchIndex.saved()
  // stops accepting connections, closes the idle ones, tells every socket.io client of this
  // instance to reconnect (a server-side disconnect: the site connects again, through the balancer
  // to another instance), and waits for the requests in flight to be answered
  await app.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
