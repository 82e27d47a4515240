// Every environment read of the server goes through this module, parsed and validated once.
import path from 'node:path'

export interface Env {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  /** PostgreSQL server URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null
  dataDir: string
  siteDir: string
  contentDir: string
  logLevel: string
  redisUrl: string | null
  /** Public origin of the site, used for canonical URLs and CORS. */
  publicOrigin: string
  /** npm start: serve the existing dist/ without rebuilding it. */
  skipSiteBuild: boolean
}

const fail = (message: string): never => {
  throw new Error(`Cấu hình môi trường không hợp lệ: ${message}`)
}

const parsePort = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${raw}`)
  return port
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Env {
  const root = process.cwd()
  const nodeEnv = (source.NODE_ENV ?? 'development') as Env['nodeEnv']
  if (!['development', 'production', 'test'].includes(nodeEnv)) fail(`NODE_ENV=${nodeEnv}`)
  const port = parsePort(source.PORT, 3000)
  const env: Env = {
    nodeEnv,
    host: source.HOST || '127.0.0.1',
    port,
    databaseUrl: source.DATABASE_URL || null,
    dataDir: path.resolve(root, source.DATA_DIR || '.data/db'),
    siteDir: path.resolve(root, source.SITE_DIR || 'dist'),
    contentDir: path.resolve(root, source.CONTENT_DIR || 'content'),
    logLevel: source.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    redisUrl: source.REDIS_URL || null,
    publicOrigin: (source.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/$/, ''),
    skipSiteBuild: source.SKIP_SITE_BUILD === '1',
    ...overrides,
  }
  if (env.databaseUrl && !/^postgres(ql)?:\/\//.test(env.databaseUrl)) fail('DATABASE_URL phải bắt đầu bằng postgres://')
  return env
}

/** Environment for a child process (the site build) with extra variables. */
export const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...extra })
