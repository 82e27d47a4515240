// `BENCH_ONLY=index npm run bench` (scripts/bench.ts): the listing's search index at start on the
// bench database, read from the database and then from its snapshot file (SEARCH_INDEX_SNAPSHOT,
// docs/decisions/0047-search-index-memory.md): how long until the API says it is ready, how long
// the index took, and the API's memory (RSS) 5 s after it is ready. Each start is an API process
// as the other benchmarks start it; the machine's load average is printed with the figures. Then the
// index alone in a Node process of its own (this file run with --alone): what it holds apart from
// the rest of the API.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../server/db/client'
import { SearchIndex } from '../server/modules/jobs/search-index'
import { rssMb, startBenchServer } from './bench-server'

const SETTLE_MS = 5000

async function startOnce(url: string, port: number, file: string | null) {
  let indexLine = ''
  const started = performance.now()
  const server = await startBenchServer(url, port, (text) => {
    for (const line of text.split('\n')) if (line.startsWith('Chỉ mục')) indexLine = line
  }, file ? { SEARCH_INDEX_SNAPSHOT: file } : {})
  const readyS = (performance.now() - started) / 1000
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const rss = rssMb(server.pid)
  // SIGTERM: the server finishes saving the snapshot file before it exits
  server.stop()
  while (fs.existsSync(`/proc/${server.pid}`)) await new Promise((resolve) => setTimeout(resolve, 100))
  const indexS = /\(([\d.]+) s/.exec(indexLine)?.[1] ?? '?'
  return { readyS: readyS.toFixed(1), indexS, rss, fromFile: indexLine.includes('tệp chụp') }
}

export async function indexFigures(url: string, port: number) {
  const file = path.join(os.tmpdir(), `bench-index-${port}.snap`)
  fs.rmSync(file, { force: true })
  const rows = []
  for (const [label, withFile] of [
    ['from the database, no snapshot file (the default)', false],
    ['from the database (saves the file)', true],
    ['from the snapshot file', true],
  ] as const) {
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ')
    rows.push({ label, load, ...(await startOnce(url, port, withFile ? file : null)) })
  }
  const size = fs.existsSync(file) ? `${Math.round(fs.statSync(file).size / 1e6)} MB` : 'none'
  console.log(`\nSearch index at start (snapshot file ${size})`)
  console.log('| start | index loaded s | API ready s | RSS MB 5 s after | read from the file | load average at start |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.label} | ${row.indexS} | ${row.readyS} | ${row.rss} | ${row.fromFile ? 'yes' : 'no'} | ${row.load} |`)
  // the index alone: from the database (saving the file), then from the file
  fs.rmSync(file, { force: true })
  console.log('\nThe index alone in a process (RSS and the typed arrays after a full GC; the process holds 120 MB before)')
  console.log('| start | index loaded s | RSS MB | typed arrays MB | load average at start |')
  console.log('|---|---|---|---|---|')
  for (const label of ['from the database', 'from the snapshot file']) {
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ')
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench-index.ts', '--alone', url, file], { encoding: 'utf8' })
    const alone = JSON.parse(out.trim().split('\n').at(-1)!)
    console.log(`| ${label} | ${alone.seconds} | ${alone.rss} | ${alone.arrayBuffers} | ${load} |`)
  }
  fs.rmSync(file, { force: true })
}

/** --alone URL FILE: reads the index (from the file when there is one, saving it otherwise) and prints its figures as JSON. */
async function alone(url: string, file: string) {
  const db = await openDatabase({ url })
  const index = new SearchIndex(db, { snapshotFile: file })
  const started = performance.now()
  await index.ready()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  await index.saved()
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  gc?.()
  const memory = process.memoryUsage()
  await db.close()
  console.log(JSON.stringify({ seconds, rss: Math.round(memory.rss / 2 ** 20), arrayBuffers: Math.round(memory.arrayBuffers / 2 ** 20), source: index.stats()?.source }))
}

const aloneFlag = process.argv.indexOf('--alone')
if (aloneFlag >= 0) await alone(process.argv[aloneFlag + 1], process.argv[aloneFlag + 2])
