// The chat side of `npm run bench` (issue 22; docs/decisions/0025-chat.md): `npm run bench -- --chat`.
// One API process on PostgreSQL, BENCH_CHAT_SOCKETS connected sockets (default 2,000: 1,000
// seeker/recruiter pairs, each in a conversation, every socket in its person's room), then
// messages sent over REST by 8 concurrent senders; the delivery latency is the time from sending
// a message to its arrival on the recipient's socket (stored first, then delivered). Three runs;
// the table gives the median of each figure, and the API's memory (RSS) before and after the
// sockets connected.
// `npm run bench -- --chat --cluster` (issue 38, 8b): the same through the cluster of `npm run
// cluster` (two instances on the PostgreSQL server and Redis, behind HAProxy), 10,000 sockets by
// default; the balancer spreads both the sockets and the sends over the instances, so most
// messages reach their recipient through the other instance (socket.io's Redis adapter).
//   BENCH_CHAT_DATABASE_URL  database (default postgres://postgres@127.0.0.1:5432/viec_bench_chat, created if missing)
//   BENCH_CHAT_SOCKETS       sockets to connect (default 2000; 10000 with --cluster)
//   BENCH_CHAT_MESSAGES      messages per run (default 1000)
//   REDIS_URL                the cluster's Redis (default redis://127.0.0.1:6379)
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { io, type Socket } from 'socket.io-client'
import type { Database } from '../server/db/client'
import { seed } from '../server/db/seed/seed'
import { issueToken } from '../server/modules/identity/tokens'
import { CHAT_EVENTS, type ChatMessageEvent } from '../src/domain/chat'
import { quantile, send } from './bench-employer'
import { openBenchDatabase, rssMb, startBenchServer } from './bench-server'
import { haproxyMaxconn, missingForCluster, startCluster, testClusterEnv } from './cluster'

const url = process.env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/viec_bench_chat'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1000)
const SENDERS = 8
const RUNS = 3
const PORT = 3551

async function ensureDatabase() {
  const { db } = await openBenchDatabase(url)
  const [seeded] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_meta WHERE key = 'seed'`)
  if (!seeded.n) await seed(db, { organizations: 10, jobs: 50 })
  return db
}

interface Person {
  id: number
  user_uid: string
  token: string
}

/** SOCKETS people in pairs, each pair in a conversation of its own (fresh accounts every time). */
async function pairs(db: Database, sockets: number): Promise<Array<{ seeker: Person; recruiter: Person; conversation: number }>> {
  const run = Date.now().toString(36).slice(-4)
  const people = await db.query<{ id: number; user_uid: string }>(
    `INSERT INTO users (phone, password_hash, full_name)
     SELECT '07' || lpad((($1::bigint * 100000 + i) % 100000000)::text, 8, '0'), 'x', 'Người thử tải ' || i FROM generate_series(1, $2) i
     ON CONFLICT (phone) DO UPDATE SET full_name = EXCLUDED.full_name RETURNING id::int AS id, user_uid`,
    [parseInt(run, 36) % 1000, sockets],
  )
  const withTokens: Person[] = []
  for (const p of people) withTokens.push({ ...p, token: (await issueToken(db, p.id)).token })
  const result = []
  for (let i = 0; i + 1 < withTokens.length; i += 2) {
    const [seeker, recruiter] = [withTokens[i], withTokens[i + 1]]
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO chat_conversations (seeker_user_id, recruiter_user_id) VALUES ($1, $2)
       ON CONFLICT (seeker_user_id, recruiter_user_id) WHERE job_id IS NULL DO UPDATE SET closed_at = NULL RETURNING id::int AS id`,
      [seeker.id, recruiter.id],
    )
    await db.query(`INSERT INTO chat_participants (conversation_id, user_id, role) VALUES ($1, $2, 'seeker'), ($1, $3, 'recruiter') ON CONFLICT DO NOTHING`, [row.id, seeker.id, recruiter.id])
    await db.query('DELETE FROM chat_blocks WHERE blocker_user_id IN ($1, $2)', [seeker.id, recruiter.id])
    result.push({ seeker, recruiter, conversation: row.id })
  }
  await db.query(`DELETE FROM rate_limits WHERE key LIKE 'chat-send:%'`)
  return result
}

function connect(person: Person): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${PORT}`, { path: '/socket.io/', transports: ['websocket'], auth: { token: person.token }, reconnection: false, forceNew: true, timeout: 30_000 })
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject)
    socket.once('connect', () => {
      socket.emit('join-room', { user_uid: person.user_uid, user_id: person.id }, (answer: { success: boolean }) =>
        answer?.success ? resolve(socket) : reject(new Error('join-room refused')),
      )
    })
  })
}

async function runOnce(list: Awaited<ReturnType<typeof pairs>>, waiting: Map<string, (at: number) => void>, run: number) {
  const delivery: number[] = []
  const request: number[] = []
  // what went wrong, by the API's error code (or "not delivered": stored, never reached the socket)
  const errors = new Map<string, number>()
  const fail = (why: string) => errors.set(why, (errors.get(why) ?? 0) + 1)
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < MESSAGES) {
        const i = next++
        const pair = list[i % list.length]
        const sender = (i + run) % 2 ? pair.seeker : pair.recruiter
        const clientId = `b${run}-${i}`
        const arrived = new Promise<number>((resolve) => waiting.set(clientId, resolve))
        const t0 = performance.now()
        const res = await send(PORT, 'POST', `/job/v1/chat/conversations/${pair.conversation}/messages`, sender.token, { text: `Tin nhắn thử tải số ${i}`, client_id: clientId })
        request.push(performance.now() - t0)
        if (res.status !== 200) {
          fail(`${res.status} ${(res.body as { error?: { code?: string } } | null)?.error?.code ?? ''}`.trim())
          waiting.delete(clientId)
          continue
        }
        const at = await Promise.race([arrived, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000))])
        if (at < 0) fail('not delivered')
        else delivery.push(at - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const sorted = delivery.sort((a, b) => a - b)
  const requests = request.sort((a, b) => a - b)
  return { rate: MESSAGES / seconds, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), post50: quantile(requests, 0.5), errors }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The API processes under test: one started as the benchmarks start it, or the cluster's instances behind HAProxy on PORT. */
async function startApi(cluster: boolean, sockets: number): Promise<{ pids: () => number[]; names: string[]; openSockets: () => Promise<number[]>; stop: () => Promise<void> }> {
  if (!cluster) {
    const { pid, stop } = await startBenchServer(url, PORT)
    return { pids: () => [pid], names: ['API'], openSockets: async () => [], stop: async () => stop() }
  }
  const missing = missingForCluster(url, redisUrl)
  if (missing.length) throw new Error(`Thiếu: ${missing.join('; ')}`)
  const dir = path.resolve('.data/bench-chat-cluster')
  const started = await startCluster({
    port: PORT,
    databaseUrl: url,
    redisUrl,
    dir,
    output: 'capture',
    // one HAProxy process holds as many websockets as half its open-file limit allows (9,950 here)
    balancers: Math.ceil((sockets + 100) / haproxyMaxconn()),
    env: testClusterEnv(dir, { tmnCode: 'BENCHCHT', hashSecret: randomBytes(16).toString('hex') }),
  })
  const metric = async (instanceUrl: string) => {
    const text = await fetch(`${instanceUrl}/metrics`).then((res) => res.text())
    return Number(/^realtime_open_sockets (\d+)/m.exec(text)?.[1] ?? NaN)
  }
  return {
    pids: () => started.instances.map((instance) => instance.child?.pid ?? 0),
    names: started.instances.map((instance) => instance.id),
    openSockets: () => Promise.all(started.instances.map((instance) => metric(instance.url))),
    stop: () => started.close(),
  }
}

export async function chatBench(options: { cluster?: boolean } = {}): Promise<void> {
  const cluster = options.cluster ?? false
  const wanted = Number(process.env.BENCH_CHAT_SOCKETS ?? (cluster ? 10_000 : 2000))
  const db = await ensureDatabase()
  const api = await startApi(cluster, wanted)
  const memory = () => api.pids().map(rssMb).join(' / ')
  const sockets: Socket[] = []
  try {
    const list = await pairs(db, wanted)
    const before = memory()
    const waiting = new Map<string, (at: number) => void>()
    const people = list.flatMap((p) => [p.seeker, p.recruiter])
    // connect in batches, as pages would over a few seconds
    for (let i = 0; i < people.length; i += 100) {
      const batch = await Promise.all(people.slice(i, i + 100).map(connect))
      for (const [k, socket] of batch.entries()) {
        const me = people[i + k].id
        socket.on(CHAT_EVENTS.message, (payload: ChatMessageEvent) => {
          if (payload.message.sender_id === me || !payload.message.client_id) return
          waiting.get(payload.message.client_id)?.(performance.now())
          waiting.delete(payload.message.client_id)
        })
        sockets.push(socket)
      }
    }
    const connected = memory()
    const perInstance = await api.openSockets()
    await runOnce(list.slice(0, 50), waiting, 99) // warm-up
    // the warm-up had one person of each of its 50 pairs send 20 messages: the minute's limit, which
    // the second run's first message from them would pass (50 refusals that measured the bench)
    await db.query(`DELETE FROM rate_limits WHERE key LIKE 'chat-send:%'`)
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await runOnce(list, waiting, run))
    const after = memory()
    const where = cluster
      ? `over ${api.names.length} API instances behind HAProxy (${api.names.map((name, i) => `${name} ${perInstance[i]}`).join(', ')})`
      : 'on one API process'
    console.log(`\nChat: ${sockets.length} connected sockets ${where}, ${MESSAGES} messages per run by ${SENDERS} concurrent senders, median of ${RUNS} runs`)
    console.log(`| delivery p50 ms | delivery p95 ms | POST p50 ms | messages/s | errors | RSS MB (${api.names.join(' / ')}): idle → connected → after runs |`)
    console.log('|---|---|---|---|---|---|')
    const errors = new Map<string, number>()
    for (const [why, n] of runs.flatMap((r) => [...r.errors])) errors.set(why, (errors.get(why) ?? 0) + n)
    const errorText = [...errors].map(([why, n]) => `${n} ${why}`).join(', ') || '0'
    console.log(
      `| ${median(runs.map((r) => r.p50)).toFixed(1)} | ${median(runs.map((r) => r.p95)).toFixed(1)} | ${median(runs.map((r) => r.post50)).toFixed(1)} | ${median(runs.map((r) => r.rate)).toFixed(0)} | ${errorText} | ${before} → ${connected} → ${after} |`,
    )
  } finally {
    for (const socket of sockets) socket.disconnect()
    await api.stop()
    await db.close()
  }
}
