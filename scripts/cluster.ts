// `npm run cluster`: several API instances of the compiled server (`npm start`'s build) on one
// PostgreSQL server and one Redis, behind HAProxy on one port (docs/decisions/0046-cluster.md).
// Ctrl-C stops them all, each as a SIGTERM would (it drains first). The cluster's test
// (scripts/cluster.test.ts) starts one through startCluster below.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildServer, SERVER_NODE_FLAGS, serverNeedsBuild } from './server-build.ts'

export interface ClusterOptions {
  /** API instances (default 2) */
  instances?: number
  /** the balancer's port; instance i listens on port + i (1-based) */
  port: number
  databaseUrl: string
  redisUrl: string
  /** where the HAProxy configuration, its socket and the shared secrets go */
  dir: string
  /** more environment for every instance */
  env?: Record<string, string>
  /** more environment for instance i (0-based) */
  instanceEnv?: (i: number) => Record<string, string>
  /** the instances' ports, instead of port + 1, port + 2 ... */
  instancePorts?: number[]
  /** the instances' and HAProxy's output: shown (the command) or kept for a failure's message (the test) */
  output?: 'inherit' | 'capture'
  /**
   * HAProxy processes sharing the balancer's port (default 1; the kernel spreads the connections
   * over them, SO_REUSEPORT): each holds at most half the open-file limit in connections, a
   * proxied connection taking two descriptors (haproxyMaxconn)
   */
  balancers?: number
}

export interface Instance {
  id: string
  port: number
  url: string
  child: ChildProcess | null
  /** resolves when the current process has ended */
  exited: Promise<number | null>
  output: string
}

export interface Cluster {
  /** the balancer */
  url: string
  instances: Instance[]
  /** starts instance i (0-based) and resolves once its /readyz answers 200 */
  start(i: number): Promise<void>
  /** SIGTERM to instance i; resolves when it has ended */
  stop(i: number): Promise<void>
  /** SIGKILL to instance i; resolves when it has ended */
  kill(i: number): Promise<void>
  /** stops every instance (SIGTERM) and HAProxy */
  close(): Promise<void>
}

/** HAProxy's health checks: every CHECK_MS (each waiting up to 2 s for its answer), one failure takes an instance out, one success brings it back. */
const CHECK_MS = 300
/** How long a stopping instance keeps answering after /readyz turned 503: a few checks. */
export const SHUTDOWN_GRACE_MS = CHECK_MS * 4

/** The environment the test's and the soak benchmark's instances share: development mode, quiet logs, no site build, a VNPay test merchant; `more` adds to it. */
export function testClusterEnv(dir: string, vnpay: { tmnCode: string; hashSecret: string }, more: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SKIP_SITE_BUILD: '1',
    SITE_DIR: path.join(dir, 'site'),
    VNPAY_TMN_CODE: vnpay.tmnCode,
    VNPAY_HASH_SECRET: vnpay.hashSecret,
    ...more,
  }
}

/** What the cluster needs that this machine lacks, in words for the person who ran it; [] when nothing. */
export function missingForCluster(databaseUrl: string | undefined, redisUrl: string | undefined): string[] {
  const missing: string[] = []
  if (!databaseUrl) missing.push('DATABASE_URL (máy chủ PostgreSQL dùng chung, ví dụ postgres://postgres@127.0.0.1:5432/viec)')
  if (!redisUrl) missing.push('REDIS_URL (Redis dùng chung, ví dụ redis://127.0.0.1:6379)')
  if (spawnSync('haproxy', ['-v']).error) missing.push('haproxy (apt-get install haproxy)')
  return missing
}

/**
 * The connections one HAProxy process can hold: a proxied connection (a websocket for as long as
 * its page is open) takes two descriptors, and HAProxy refuses to start with a maxconn its
 * open-file limit cannot hold. Half the hard limit less a margin for listeners and checks; 9,950
 * under this machine's 20,000 (docs/decisions/0046-cluster.md).
 */
export function haproxyMaxconn(): number {
  const said = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim()
  const limit = said === 'unlimited' ? Infinity : Number(said)
  return Number.isNaN(limit) ? 4096 : Math.min(Math.floor((limit - 100) / 2), 100_000)
}

export function haproxyConfig(port: number, instances: Array<{ id: string; port: number }>, socket: string, maxconn: number): string {
  return `# written by scripts/cluster.ts: the balancer of \`npm run cluster\`
global
  maxconn ${maxconn}
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # socket.io's websockets
  timeout tunnel 1h
  # a new connection to the instance for each request: an instance that stops closes no connection
  # under a request HAProxy is about to send
  option http-server-close
  option forwardfor
  # a connection refused (an instance stopped or starting) is tried again on another instance;
  # nothing else is retried: a request that reached an instance may have done its work
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend site
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # a check waits up to 2 s for its answer (left unset, the check's whole time is its 300 ms
  # interval: a loaded machine's slow answer from the one instance still up took it out too, and
  # a rolling restart's requests met "no server available"); a draining instance's 503 and a dead
  # one's refused connection still take it out at the next check
  timeout check 2s
  default-server inter ${CHECK_MS}ms fall 1 rise 1
${instances.map((instance) => `  server ${instance.id} 127.0.0.1:${instance.port} check`).join('\n')}
`
}

async function waitReady(instance: Instance, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void instance.exited.then(() => (ended = true))
  while (Date.now() < deadline) {
    if (ended) throw new Error(`máy chủ ${instance.id} dừng trước khi sẵn sàng:\n${instance.output.slice(-4000)}`)
    const ready = await fetch(`${instance.url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`máy chủ ${instance.id} chưa sẵn sàng sau ${timeoutMs / 1000} s:\n${instance.output.slice(-4000)}`)
}

/** Secrets every instance must share, kept in dir so a restarted cluster still accepts what it signed. */
function sharedSecrets(dir: string): Record<string, string> {
  const file = path.join(dir, 'secrets.json')
  if (!fs.existsSync(file)) {
    const secrets = { UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'), DEV_PAYMENT_SECRET: randomBytes(32).toString('hex') }
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 })
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2
  const output = options.output ?? 'inherit'
  fs.mkdirSync(options.dir, { recursive: true })
  // one build for every instance (each would otherwise check, and maybe build, on its own)
  if (serverNeedsBuild()) await buildServer()
  const secrets = sharedSecrets(options.dir)
  const portOf = (i: number) => options.instancePorts?.[i] ?? options.port + i + 1
  const instances: Instance[] = Array.from({ length: count }, (_, i) => ({
    id: `api${i + 1}`,
    port: portOf(i),
    url: `http://127.0.0.1:${portOf(i)}`,
    child: null,
    exited: Promise.resolve(null),
    output: '',
  }))

  const start = async (i: number) => {
    const instance = instances[i]
    instance.output = ''
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
      env: {
        ...process.env,
        ...secrets,
        ...options.env,
        ...options.instanceEnv?.(i),
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        INSTANCE_ID: instance.id,
        FILE_STORAGE: 'database',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: `http://localhost:${options.port}`,
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        // the site is built (when stale) by the first instance only, before the others start
        ...(i > 0 && { SKIP_SITE_BUILD: '1' }),
      },
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      instance.output = (instance.output + chunk.toString()).slice(-20_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    instance.child = child
    instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
    await waitReady(instance)
  }

  const signal = async (i: number, name: NodeJS.Signals) => {
    const instance = instances[i]
    if (!instance.child || instance.child.exitCode !== null || instance.child.signalCode !== null) return
    instance.child.kill(name)
    await instance.exited
  }

  // one configuration a balancer process, each with its own admin socket
  const maxconn = haproxyMaxconn()
  const configFiles = Array.from({ length: options.balancers ?? 1 }, (_, b) => {
    const name = b ? `haproxy-${b + 1}` : 'haproxy'
    const file = path.join(options.dir, `${name}.cfg`)
    fs.writeFileSync(file, haproxyConfig(options.port, instances, path.join(options.dir, `${name}.sock`), maxconn))
    return file
  })
  const balancers: ChildProcess[] = []
  const close = async () => {
    await Promise.all(instances.map((_, i) => signal(i, 'SIGTERM')))
    await Promise.all(
      balancers
        .filter((haproxy) => haproxy.exitCode === null)
        .map((haproxy) => {
          const ended = new Promise((resolve) => haproxy.once('exit', resolve))
          haproxy.kill('SIGTERM')
          return ended
        }),
    )
  }
  try {
    // the first instance migrates (and outside production seeds) the database and builds the site
    // when needed; the others start on what it made, side by side
    await start(0)
    await Promise.all(instances.slice(1).map((_, i) => start(i + 1)))
    for (const file of configFiles) balancers.push(spawn('haproxy', ['-W', '-db', '-f', file], { stdio: output === 'inherit' ? 'inherit' : 'ignore' }))
    await waitBalancer(`http://127.0.0.1:${options.port}`, count)
  } catch (error) {
    await close()
    throw error
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    instances,
    start,
    stop: (i) => signal(i, 'SIGTERM'),
    kill: (i) => signal(i, 'SIGKILL'),
    close,
  }
}

/** Resolves once the balancer has answered from every instance (each passed its first health check). */
async function waitBalancer(url: string, count: number, timeoutMs = 30_000): Promise<void> {
  const seen = new Set<string>()
  const deadline = Date.now() + timeoutMs
  while (seen.size < count) {
    if (Date.now() > deadline) throw new Error(`HAProxy trên ${url} chưa chuyển tới đủ ${count} máy chủ (mới thấy: ${[...seen].join(', ') || 'không có'})`)
    const instance = await fetch(`${url}/healthz`).then(
      (res) => res.headers.get('x-instance'),
      () => null,
    )
    if (instance) seen.add(instance)
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function main() {
  const { values } = await import('node:util').then(({ parseArgs }) =>
    parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } } }),
  )
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env
  const missing = missingForCluster(databaseUrl, redisUrl)
  if (missing.length) {
    console.error(`Cụm máy chủ cần:\n${missing.map((line) => `  - ${line}`).join('\n')}\n(\`npm start\` chạy một máy chủ với cơ sở dữ liệu nhúng, không cần những thứ này.)`)
    process.exit(1)
  }
  const instances = Number(values.instances)
  const port = Number(values.port)
  if (!Number.isSafeInteger(instances) || instances < 1 || instances > 8) throw new Error('--instances: từ 1 đến 8')
  if (!Number.isSafeInteger(port) || port < 1 || port + instances > 65535) throw new Error('--port: một cổng TCP')
  const cluster = await startCluster({ instances, port, databaseUrl: databaseUrl!, redisUrl: redisUrl!, dir: path.resolve('.data/cluster') })
  console.log(`Cụm sẵn sàng: http://localhost:${port} (HAProxy) trước ${cluster.instances.map((i) => `${i.id} :${i.port}`).join(', ')}`)
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    console.log('Đang dừng cụm...')
    cluster.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) await main()
