// Every environment read of the server goes through this module, parsed and validated once.
import crypto from 'node:crypto'
import fs from 'node:fs'
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
  /** LOG_FORMAT: json (one JSON object a line, the default in production) or pretty (readable lines, elsewhere). */
  logFormat: 'json' | 'pretty'
  /**
   * METRICS_TOKEN: /metrics answers a request with `Authorization: Bearer <token>` from anywhere;
   * without it (or the token) only a request made on this machine (docs/decisions/0042-health-logs-metrics.md).
   */
  metricsToken: string | null
  redisUrl: string | null
  /**
   * Which proxies may set X-Forwarded-For (per-IP rate limits read the client address): false
   * (default, direct connections), true (every hop, only when the API is reachable solely
   * through the CDN), or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | string
  /**
   * One-time codes one IP address may request per hour (default 20). Raised for the end-to-end
   * suite, whose every registration comes from 127.0.0.1.
   */
  otpSendsPerIpHour: number
  /** answers about whether a phone has an account (phone-exist, register codes), site-wide per hour */
  phoneLookupsPerHour: number
  /** Public origin of the site, used for canonical URLs and CORS. */
  publicOrigin: string
  /** npm start: serve the existing dist/ without rebuilding it. */
  skipSiteBuild: boolean
  /**
   * PAGE_RENDER_WORKER: pages rendered after the build (server/site/live-pages.ts) are drawn in a
   * worker thread, so that no render holds the API's event loop; 0 draws them in this thread (the
   * default under NODE_ENV=test, whose miniature sites read the test's state).
   */
  pageRenderWorker: boolean
  /** smtp(s):// URL of the mail server; without it e-mail lands in the development outbox. */
  smtpUrl: string | null
  /** Sender of outgoing e-mail, e.g. "Việc Làm Tốt <no-reply@vieclamtot.vn>". */
  mailFrom: string | null
  /** HTTP SMS gateway (POST JSON { to, text }, bearer token); without it SMS lands in the outbox. */
  smsGatewayUrl: string | null
  smsGatewayToken: string | null
  /** scrypt cost of new password hashes (docs/decisions/0003-accounts.md). */
  passwordHash: ScryptCost
  /** Folder of the local-disk media storage (uploaded images and their cached sizes). */
  mediaDir: string
  /**
   * Origin (optionally with a path prefix) that serves /media/v1/files/ for image URLs, e.g. a CDN;
   * without it image URLs are relative to the API (/media/v1/files/...).
   */
  mediaPublicUrl: string | null
  /**
   * Folder of private files (organisations' licence documents): outside MEDIA_DIR, never served by
   * the public media routes (DOCUMENTS_DIR, default .data/documents).
   */
  documentsDir: string
  /**
   * Signs the short-lived organisation uploads of SPEC 7.10 (file-key, file-time, file-mac; docs/
   * decisions/0019-licence-documents.md) and the short-lived URLs of private pictures (chat, decision
   * 0032). UPLOAD_SIGNING_SECRET, at least 32 characters, required in production (every API instance
   * must share it); elsewhere random per process unless set.
   */
  uploadSigningSecret: string
  /**
   * OpenAI-compatible chat-completions endpoint for profile suggestions (OPENAI_BASE_URL, or the
   * OpenAI API when only OPENAI_API_KEY is set); null: suggestions are written locally.
   */
  openaiBaseUrl: string | null
  openaiApiKey: string | null
  /** OPENAI_MODEL, default gpt-4o-mini. */
  openaiModel: string
  /**
   * How stale the listing's search index may be: a search first looks for changed jobs when the
   * last look is older than this (SEARCH_INDEX_LAG_MS, default 1000; 0 in tests: every search looks).
   */
  searchIndexLagMs: number
  /**
   * The listing index's snapshot file (SEARCH_INDEX_SNAPSHOT; none by default): an instance starts
   * from it and catches up on the changes since, and saves every snapshot it reads from the database
   * there (docs/decisions/0047-search-index-memory.md).
   */
  searchIndexSnapshot: string | null
  /**
   * The deposit gateway (PAYMENT_PROVIDER): 'vnpay' (VNPay 2.1.0 with VNPAY_TMN_CODE,
   * VNPAY_HASH_SECRET, VNPAY_PAY_URL, default the sandbox) or 'dev' (a local payment page at
   * /dev/pay, outside production only). Default: vnpay when VNPAY_TMN_CODE is set, else dev.
   */
  payment: PaymentEnv
  /**
   * The search engines told when a job's page changes (docs/decisions/0040-notify-search-engines.md).
   * With none configured, development and tests record what would be sent (/dev/search-engines) and
   * production tells none.
   */
  searchEngines: SearchEnginesEnv
  /**
   * This process's name among several API instances (INSTANCE_ID): every answer carries it in
   * `X-Instance` (the cluster's test sees which instance answered); unset, no header.
   */
  instanceId: string | null
  /**
   * Where uploaded files live (FILE_STORAGE): 'disk' (MEDIA_DIR and DOCUMENTS_DIR, one machine) or
   * 'database' (a table of the PostgreSQL database every instance shares; docs/decisions/0046-cluster.md).
   */
  fileStorage: 'disk' | 'database'
  /**
   * On SIGTERM, how long /readyz answers 503 before the process stops accepting connections
   * (SHUTDOWN_GRACE_MS, default 0): a balancer's health checks see it going and stop sending it
   * requests first.
   */
  shutdownGraceMs: number
  /**
   * How long a claimed queue task stays leased without a heartbeat (QUEUE_LEASE_SECONDS, default
   * 60): a running task renews its lease every third of it, so a task whose process died (kill -9)
   * is run again by another instance once the lease runs out.
   */
  queueLeaseSeconds: number
}

export interface SearchEnginesEnv {
  /** GOOGLE_INDEXING_CREDENTIALS: a service account's JSON key, as the JSON itself or the path of its file. */
  google: GoogleServiceAccount | null
  /** GOOGLE_INDEXING_DAILY_QUOTA: publish requests a day (the Indexing API's default is 200 until Google raises it). */
  googleDailyQuota: number
  /** INDEXNOW_KEY: 8 to 128 letters, digits and dashes, served as /<key>.txt for the engines to check. */
  indexNowKey: string | null
  /** INDEXNOW_ENDPOINT, default https://api.indexnow.org/indexnow (shared by the engines that accept IndexNow). */
  indexNowEndpoint: string
}

export interface GoogleServiceAccount {
  clientEmail: string
  privateKey: string
  tokenUri: string
}

export interface PaymentEnv {
  provider: 'dev' | 'vnpay'
  vnpayTmnCode: string | null
  vnpayHashSecret: string | null
  vnpayPayUrl: string
  /** signs the dev gateway's callbacks (random per process when DEV_PAYMENT_SECRET is unset) */
  devSecret: string
}

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** OWASP's scrypt parameters; tests hash with a cheap profile so suites stay fast. */
export const PASSWORD_HASH_COST: Record<'standard' | 'test', ScryptCost> = {
  standard: { N: 2 ** 15, r: 8, p: 3 },
  test: { N: 2 ** 10, r: 8, p: 1 },
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

const parseTrustProxy = (raw: string | undefined): boolean | string => {
  if (!raw || raw === 'false') return false
  return raw === 'true' ? true : raw
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
    logFormat: (source.LOG_FORMAT || (nodeEnv === 'production' ? 'json' : 'pretty')) as Env['logFormat'],
    metricsToken: source.METRICS_TOKEN || null,
    redisUrl: source.REDIS_URL || null,
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    otpSendsPerIpHour: Number(source.OTP_SENDS_PER_IP_HOUR || 20),
    phoneLookupsPerHour: Number(source.PHONE_LOOKUPS_PER_HOUR || 2000),
    publicOrigin: (source.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/$/, ''),
    skipSiteBuild: source.SKIP_SITE_BUILD === '1',
    pageRenderWorker: (source.PAGE_RENDER_WORKER || (nodeEnv === 'test' ? '0' : '1')) === '1',
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM || null,
    smsGatewayUrl: source.SMS_GATEWAY_URL || null,
    smsGatewayToken: source.SMS_GATEWAY_TOKEN || null,
    passwordHash: parsePasswordHashCost(source.PASSWORD_HASH_COST, nodeEnv),
    mediaDir: path.resolve(root, source.MEDIA_DIR || '.data/media'),
    mediaPublicUrl: (source.MEDIA_PUBLIC_URL || '').replace(/\/+$/, '') || null,
    documentsDir: path.resolve(root, source.DOCUMENTS_DIR || '.data/documents'),
    uploadSigningSecret: source.UPLOAD_SIGNING_SECRET || (nodeEnv === 'production' ? '' : crypto.randomBytes(32).toString('hex')),
    openaiBaseUrl: (source.OPENAI_BASE_URL || (source.OPENAI_API_KEY ? 'https://api.openai.com/v1' : '')).replace(/\/+$/, '') || null,
    openaiApiKey: source.OPENAI_API_KEY || null,
    openaiModel: source.OPENAI_MODEL || 'gpt-4o-mini',
    searchIndexLagMs: Number(source.SEARCH_INDEX_LAG_MS || (nodeEnv === 'test' ? 0 : 1000)),
    searchIndexSnapshot: source.SEARCH_INDEX_SNAPSHOT ? path.resolve(root, source.SEARCH_INDEX_SNAPSHOT) : null,
    payment: {
      provider: (source.PAYMENT_PROVIDER || (source.VNPAY_TMN_CODE ? 'vnpay' : 'dev')) as PaymentEnv['provider'],
      vnpayTmnCode: source.VNPAY_TMN_CODE || null,
      vnpayHashSecret: source.VNPAY_HASH_SECRET || null,
      vnpayPayUrl: source.VNPAY_PAY_URL || 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      devSecret: source.DEV_PAYMENT_SECRET || crypto.randomBytes(32).toString('hex'),
    },
    searchEngines: {
      google: source.GOOGLE_INDEXING_CREDENTIALS ? parseServiceAccount(source.GOOGLE_INDEXING_CREDENTIALS) : null,
      googleDailyQuota: Number(source.GOOGLE_INDEXING_DAILY_QUOTA || 200),
      indexNowKey: source.INDEXNOW_KEY || null,
      indexNowEndpoint: source.INDEXNOW_ENDPOINT || 'https://api.indexnow.org/indexnow',
    },
    instanceId: source.INSTANCE_ID || null,
    fileStorage: (source.FILE_STORAGE || 'disk') as Env['fileStorage'],
    shutdownGraceMs: Number(source.SHUTDOWN_GRACE_MS || 0),
    queueLeaseSeconds: Number(source.QUEUE_LEASE_SECONDS || 60),
    ...overrides,
  }
  if (!Number.isSafeInteger(env.otpSendsPerIpHour) || env.otpSendsPerIpHour < 1) fail('OTP_SENDS_PER_IP_HOUR phải là số nguyên dương')
  if (!Number.isSafeInteger(env.phoneLookupsPerHour) || env.phoneLookupsPerHour < 1) fail('PHONE_LOOKUPS_PER_HOUR phải là số nguyên dương')
  if (!Number.isSafeInteger(env.searchIndexLagMs) || env.searchIndexLagMs < 0) fail('SEARCH_INDEX_LAG_MS phải là số nguyên không âm')
  if (env.instanceId !== null && !/^[A-Za-z0-9_.-]{1,40}$/.test(env.instanceId)) fail('INSTANCE_ID: tối đa 40 chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới')
  if (!['disk', 'database'].includes(env.fileStorage)) fail(`FILE_STORAGE=${env.fileStorage} (disk hoặc database)`)
  if (env.fileStorage === 'database' && !env.databaseUrl) fail('FILE_STORAGE=database cần DATABASE_URL (máy chủ PostgreSQL dùng chung cho mọi máy chủ API)')
  if (!Number.isSafeInteger(env.shutdownGraceMs) || env.shutdownGraceMs < 0) fail('SHUTDOWN_GRACE_MS phải là số nguyên không âm')
  if (!Number.isSafeInteger(env.queueLeaseSeconds) || env.queueLeaseSeconds < 2) fail('QUEUE_LEASE_SECONDS phải là số nguyên từ 2 trở lên')
  if (source.PAGE_RENDER_WORKER && !['0', '1'].includes(source.PAGE_RENDER_WORKER)) fail(`PAGE_RENDER_WORKER=${source.PAGE_RENDER_WORKER} (1 hoặc 0)`)
  if (!['json', 'pretty'].includes(env.logFormat)) fail(`LOG_FORMAT=${env.logFormat} (json hoặc pretty)`)
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(env.logLevel)) fail(`LOG_LEVEL=${env.logLevel} (fatal, error, warn, info, debug, trace hoặc silent)`)
  if (env.metricsToken !== null && !/^[\x21-\x7e]{16,}$/.test(env.metricsToken)) fail('METRICS_TOKEN phải dài ít nhất 16 ký tự, không có khoảng trắng')
  if (env.databaseUrl && !/^postgres(ql)?:\/\//.test(env.databaseUrl)) fail('DATABASE_URL phải bắt đầu bằng postgres://')
  if (env.mediaPublicUrl && !/^https?:\/\/[^/]/.test(env.mediaPublicUrl)) fail('MEDIA_PUBLIC_URL phải bắt đầu bằng http:// hoặc https://')
  if (env.openaiBaseUrl && !/^https?:\/\/[^/]/.test(env.openaiBaseUrl)) fail('OPENAI_BASE_URL phải bắt đầu bằng http:// hoặc https://')
  checkMessaging(env)
  checkSearchEngines(env.searchEngines)
  checkPayment(env)
  checkUploadSecret(env)
  return env
}

// Production never falls back to the outbox: a missing mail or SMS setting stops the start.
function checkMessaging(env: Env): void {
  if (env.smtpUrl && !/^smtps?:\/\//.test(env.smtpUrl)) fail('SMTP_URL phải bắt đầu bằng smtp:// hoặc smtps://')
  if (env.smtpUrl && !env.mailFrom) fail('có SMTP_URL thì cần MAIL_FROM (địa chỉ người gửi)')
  if (env.mailFrom && !/@/.test(env.mailFrom)) fail('MAIL_FROM phải chứa một địa chỉ email')
  if (env.smsGatewayUrl && !/^https?:\/\//.test(env.smsGatewayUrl)) fail('SMS_GATEWAY_URL phải bắt đầu bằng http:// hoặc https://')
  if (env.smsGatewayUrl && !env.smsGatewayToken) fail('có SMS_GATEWAY_URL thì cần SMS_GATEWAY_TOKEN')
  if (env.nodeEnv !== 'production') return
  const missing = [
    ['SMTP_URL', env.smtpUrl],
    ['MAIL_FROM', env.mailFrom],
    ['SMS_GATEWAY_URL', env.smsGatewayUrl],
    ['SMS_GATEWAY_TOKEN', env.smsGatewayToken],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length) fail(`môi trường production thiếu ${missing.join(', ')} (gửi email và SMS thật)`)
}

/**
 * PASSWORD_HASH_COST: standard (the default) or test (the test suites' cheap profile, the default
 * under NODE_ENV=test). The end-to-end suite's server, a development server that registers and
 * signs in hundreds of accounts, asks for test; production refuses it.
 */
function parsePasswordHashCost(raw: string | undefined, nodeEnv: Env['nodeEnv']): ScryptCost {
  const name = raw || (nodeEnv === 'test' ? 'test' : 'standard')
  if (name !== 'standard' && name !== 'test') fail(`PASSWORD_HASH_COST=${name} (standard hoặc test)`)
  if (name === 'test' && nodeEnv === 'production') fail('môi trường production không dùng PASSWORD_HASH_COST=test')
  return PASSWORD_HASH_COST[name as 'standard' | 'test']
}

/** A Google service account's JSON key (the JSON, or the path of its file), checked enough to sign with. */
function parseServiceAccount(raw: string): GoogleServiceAccount {
  let text = raw.trim()
  if (!text.startsWith('{')) {
    try {
      text = fs.readFileSync(path.resolve(text), 'utf8')
    } catch {
      fail('GOOGLE_INDEXING_CREDENTIALS phải là khóa JSON của tài khoản dịch vụ hoặc đường dẫn tệp khóa đó')
    }
  }
  let key: { client_email?: unknown; private_key?: unknown; token_uri?: unknown } = {}
  try {
    key = JSON.parse(text) as typeof key
  } catch {
    fail('GOOGLE_INDEXING_CREDENTIALS không phải JSON hợp lệ')
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') fail('GOOGLE_INDEXING_CREDENTIALS thiếu client_email hoặc private_key')
  const account = {
    clientEmail: key.client_email as string,
    privateKey: key.private_key as string,
    tokenUri: typeof key.token_uri === 'string' ? key.token_uri : 'https://oauth2.googleapis.com/token',
  }
  try {
    crypto.createPrivateKey(account.privateKey)
  } catch {
    fail('GOOGLE_INDEXING_CREDENTIALS: private_key không đọc được (cần khóa RSA dạng PEM)')
  }
  if (!/^https:\/\/[^/]/.test(account.tokenUri)) fail('GOOGLE_INDEXING_CREDENTIALS: token_uri phải bắt đầu bằng https://')
  return account
}

function checkSearchEngines(engines: SearchEnginesEnv): void {
  if (!Number.isSafeInteger(engines.googleDailyQuota) || engines.googleDailyQuota < 1) fail('GOOGLE_INDEXING_DAILY_QUOTA phải là số nguyên dương')
  if (engines.indexNowKey && !/^[a-zA-Z0-9-]{8,128}$/.test(engines.indexNowKey)) fail('INDEXNOW_KEY phải dài 8 đến 128 ký tự, chỉ gồm chữ cái, chữ số và dấu gạch ngang')
  if (!/^https?:\/\/[^/]/.test(engines.indexNowEndpoint)) fail('INDEXNOW_ENDPOINT phải bắt đầu bằng http:// hoặc https://')
}

function checkPayment(env: Env): void {
  const { payment } = env
  if (!['dev', 'vnpay'].includes(payment.provider)) fail(`PAYMENT_PROVIDER=${payment.provider} (dev hoặc vnpay)`)
  if (payment.provider === 'vnpay' && (!payment.vnpayTmnCode || !payment.vnpayHashSecret)) fail('PAYMENT_PROVIDER=vnpay cần VNPAY_TMN_CODE và VNPAY_HASH_SECRET')
  if (!/^https:\/\/[^/]/.test(payment.vnpayPayUrl) && payment.provider === 'vnpay') fail('VNPAY_PAY_URL phải bắt đầu bằng https://')
  if (env.nodeEnv === 'production' && payment.provider === 'dev') fail('môi trường production cần cổng thanh toán thật (PAYMENT_PROVIDER=vnpay)')
}

// A secret every instance shares: an upload signed by one instance is checked by another.
function checkUploadSecret(env: Env): void {
  if (env.nodeEnv === 'production' && !env.uploadSigningSecret) fail('môi trường production cần UPLOAD_SIGNING_SECRET (ký phiên tải giấy phép lên và liên kết ảnh riêng tư, dùng chung cho mọi máy chủ API)')
  if (env.uploadSigningSecret.length < 32) fail('UPLOAD_SIGNING_SECRET phải dài ít nhất 32 ký tự')
  if (path.resolve(env.documentsDir) === path.resolve(env.mediaDir) || path.resolve(env.documentsDir).startsWith(path.resolve(env.mediaDir) + path.sep)) {
    fail('DOCUMENTS_DIR phải nằm ngoài MEDIA_DIR (giấy tờ của doanh nghiệp là riêng tư)')
  }
}

/**
 * Whether this is the compiled server (dist-server/): its bundle defines process.env.SERVER_BUNDLE
 * (scripts/server-build.ts); it is not a variable to set.
 */
export const isServerBundle = (): boolean => process.env.SERVER_BUNDLE === '1'

/**
 * Where the pages' loaders ask the API when this process renders a page after the build
 * (server/site/page-renderer.ts; src/lib/env.ts reads it, as in the build): the server itself.
 */
export function setPageRenderApiOrigin(origin: string): void {
  process.env.BUILD_API_ORIGIN = origin
}

/** Environment for a child process (the site build) with extra variables. */
export const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...extra })
