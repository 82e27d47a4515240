// Test harness for API tests: a real database per test file (a throwaway PGlite data folder, or a
// database of its own on the PostgreSQL server when TEST_DATABASE_URL is set), copied from the run's
// migrated one (tests/setup/server-db.ts) and seeded with the same factories as the real seed, and
// the app driven in-process with app.inject().
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from './app'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { makeJob, type JobRow } from './db/seed/factories'
import { insertJobs } from './db/seed/insert'
import { seed, type SeedOptions } from './db/seed/seed'
import { vietnamDate } from '../src/domain/forms/validate'
import { samplePostingBody } from './testing-posting'
import { foldText, slugify } from '../src/domain/text'
import type { OrgRole } from '../src/domain/organizations/statuses'
import { loadEnv, type Env } from './env'
import { issueToken } from './modules/identity/tokens'
import type { Realtime } from './realtime/socket'
import { adminQuery, databaseUrl, testServerUrl } from './testing-db'

export interface TestContext {
  app: FastifyInstance
  db: Database
  /** The test database's URL on the PostgreSQL server (null on PGlite): for processes of its own. */
  databaseUrl: string | null
  env: Env
  close(): Promise<void>
}

export { testServerUrl }
const serverUrl = testServerUrl

export const testEngine = serverUrl ? 'postgresql' : 'pglite'

/**
 * A migrated database of the test file's own: a copy of the run's migrated database (the PGlite
 * data folder or the template database of tests/setup/server-db.ts), migrated here when there is none.
 */
export async function openTestDatabase(): Promise<{ db: Database; url: string | null; drop(): Promise<void> }> {
  const template = inject('testTemplate')
  if (!serverUrl) {
    const source = template && 'pgliteDir' in template ? template.pgliteDir : null
    if (!source) {
      const db = await openDatabase({ url: null, dataDir: 'memory://' })
      await migrate(db)
      return { db, url: null, drop: () => db.close() }
    }
    const dataDir = copyTestTemplate(source)
    const db = await openDatabase({ url: null, dataDir })
    return {
      db,
      url: null,
      async drop() {
        await db.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const source = template && 'database' in template ? template.database : null
  const name = `${new URL(serverUrl).pathname.slice(1)}_t_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`)
  const url = databaseUrl(serverUrl, name)
  const db = await openDatabase({ url })
  if (!source) await migrate(db)
  return {
    db,
    url,
    async drop() {
      await db.close()
      await adminQuery(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`)
    },
  }
}

/**
 * Copies the run's migrated PGlite data folder to `dataDir` (by default a new folder beside it, which
 * the run's end removes with it); opening a copied folder is about half the time of loading a dump.
 */
export function copyTestTemplate(source: string, dataDir = path.join(path.dirname(source), `t-${randomBytes(6).toString('hex')}`)): string {
  fs.cpSync(source, dataDir, { recursive: true })
  return dataDir
}

/** Start of today (UTC): seeded posting dates lie just before it, so most test jobs are active. */
export const TEST_ANCHOR = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z')

export async function createTestContext(
  options: { seed?: SeedOptions | false; env?: Partial<Env> } = {},
): Promise<TestContext> {
  const { db, url, drop } = await openTestDatabase()
  if (options.seed !== false) await seed(db, { organizations: 30, jobs: 300, anchor: TEST_ANCHOR, ...options.seed })
  const env = loadEnv({ NODE_ENV: 'test' }, { logLevel: 'silent', ...options.env })
  const app = await buildApp({ db, env })
  await app.ready()
  return {
    app,
    db,
    databaseUrl: url,
    env,
    async close() {
      await app.close()
      await drop()
    },
  }
}

let nextTestJob = 900_000
/** Inserts one job built by the seed factory with the given fields changed; returns its id. */
export async function insertTestJob(db: Database, overrides: Partial<JobRow> = {}): Promise<number> {
  const index = nextTestJob++
  const base = makeJob(index, { anchor: new Date(), organizations: 30 })
  const row: JobRow = { ...base, ...overrides }
  row.slug = overrides.slug ?? slugify(row.title)
  row.searchText = foldText(`${row.title}`)
  await insertJobs(db, [row])
  return row.id
}

/**
 * An organisation's open job as its manager lists it: public, published, created and last pushed
 * five days ago, open for `openDays` more days, no service; `overrides` change any field.
 */
export function insertOpenJob(db: Database, organizationId: number, overrides: Partial<JobRow> = {}, openDays = 20): Promise<number> {
  const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000)
  return insertTestJob(db, {
    organizationId,
    reviewStatus: 1001,
    isHidden: false,
    publishedAt: fiveDaysAgo,
    createdAt: fiveDaysAgo,
    pushedAt: fiveDaysAgo,
    expiresAt: new Date(Date.now() + openDays * 86_400_000),
    serviceIds: [],
    ...overrides,
  })
}

export interface TestUser {
  id: number
  phone: string
  token: string
}

let nextTestPhone = Math.floor(Math.random() * 1_000_000) * 100
/** A user with a bearer token, inserted directly (identity's own tests go through its endpoints). */
export async function createTestUser(db: Database, fullName = 'Người dùng thử'): Promise<TestUser> {
  const phone = `08${String(nextTestPhone++ % 100_000_000).padStart(8, '0')}`
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, full_name) VALUES ($1, 'x', $2) RETURNING id`,
    [phone, fullName],
  )
  return { id: row.id, phone, token: (await issueToken(db, row.id)).token }
}

/** A user whose main phone is verified (what posting and other employer steps ask for). */
export async function createVerifiedTestUser(db: Database, fullName?: string): Promise<TestUser> {
  const user = await createTestUser(db, fullName)
  await db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [user.id])
  return user
}

/** A platform staff member (the console's moderator or admin). */
export async function createTestStaff(db: Database, role: 'moderator' | 'admin' = 'moderator'): Promise<TestUser> {
  const user = await createTestUser(db, 'Nhân viên kiểm duyệt')
  await db.query('INSERT INTO staff_members (user_id, role) VALUES ($1, $2)', [user.id, role])
  return user
}

/**
 * An organisation for a test, with its members (owner unless said); returns its id. Employer
 * records belong to organisations (docs/decisions/0006-access-control.md).
 */
export async function createTestOrganization(
  db: Database,
  name: string,
  members: Array<{ user: Pick<TestUser, 'id'>; role?: OrgRole }> = [],
): Promise<number> {
  const code = `ORG-TEST-${Math.random().toString(36).slice(2, 10)}`
  const [row] = await db.query<{ id: number }>(`INSERT INTO organizations (code, name, slug) VALUES ($1, $2, $3) RETURNING id::int AS id`, [
    code,
    name,
    `${slugify(name)}-${code.slice(-4).toLowerCase()}`,
  ])
  for (const { user, role = 'owner' } of members) {
    await db.query('INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)', [row.id, user.id, role])
  }
  return row.id
}

export interface TestTeam {
  owner: TestUser
  /** a recruiter of the same organisation */
  colleague: TestUser
  /** the owner of another organisation */
  stranger: TestUser
  org: number
  otherOrg: number
}

/**
 * The three sides of an employer test: an organisation's owner, a recruiter colleague, and a
 * stranger who owns another organisation. Names are the users' full names (some tests read them
 * back); `verified` makes them users whose phone is verified.
 */
export async function createTestTeam(
  db: Database,
  organizationName: string,
  o: { names?: [owner: string, colleague: string, stranger: string]; otherOrganization?: string; verified?: boolean } = {},
): Promise<TestTeam> {
  const make = o.verified ? createVerifiedTestUser : createTestUser
  const [ownerName, colleagueName, strangerName] = o.names ?? ['Chủ doanh nghiệp', 'Đồng nghiệp', 'Chủ khác']
  const owner = await make(db, ownerName)
  const colleague = await make(db, colleagueName)
  const stranger = await make(db, strangerName)
  const org = await createTestOrganization(db, organizationName, [{ user: owner }, { user: colleague, role: 'recruiter' }])
  const otherOrg = await createTestOrganization(db, o.otherOrganization ?? 'Công ty khác', [{ user: stranger }])
  return { owner, colleague, stranger, org, otherOrg }
}

/**
 * The usual people of an employer-side API test: a team (`createTestTeam`) under the names the
 * listing tests use, and a job seeker with a published profile.
 */
export async function createEmployerCast(db: Database, organizationName: string) {
  const team = await createTestTeam(db, organizationName, {
    names: ['Chủ doanh nghiệp', 'Nhân viên tuyển dụng', 'Doanh nghiệp khác'],
    otherOrganization: 'Công ty Bên Cạnh',
  })
  const seeker = await createTestUser(db, 'Người tìm việc')
  await db.query(
    `INSERT INTO jobseekers (user_id, full_name, job_types, city_id, consent_at, process_state) VALUES ($1, 'Người tìm việc', '{1}', 1, now(), 1001)`,
    [seeker.id],
  )
  return { owner: team.owner, recruiter: team.colleague, otherEmployer: team.stranger, seeker, orgId: team.org, otherOrgId: team.otherOrg }
}

export type EmployerCast = Awaited<ReturnType<typeof createEmployerCast>>

/**
 * Client addresses (`ipPrefix` such as '10.1.') and phone numbers (`phonePrefix`, four digits) that
 * are new at every call, so the per-IP and per-phone limits one test uses never reach another.
 */
export function freshSenders(ipPrefix: string, phonePrefix: string) {
  let ips = 0
  let phones = 0
  return {
    nextIp: () => `${ipPrefix}${Math.floor(ips / 200)}.${(ips++ % 200) + 1}`,
    nextPhone: () => `${phonePrefix}${String(100_000 + phones++).slice(-6)}`,
  }
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An API call as a user (or anonymous), answered as status, parsed body and headers. */
export async function callAs(
  app: FastifyInstance,
  method: TestMethod,
  url: string,
  user?: TestUser | null,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

/** `callAs` on the app of a test file's context (read when called: the context is made in beforeAll). */
export const testCaller =
  (context: () => TestContext) =>
  (method: TestMethod, url: string, user?: TestUser | null, payload?: unknown) =>
    callAs(context().app, method, url, user, payload)

export interface DeliveredEvent {
  userId: number
  event: string
  payload: unknown
}

/** A realtime that records what it would send live instead of sending it (the socket's tests cover delivery). */
export function recordingRealtime(): Realtime & { delivered: DeliveredEvent[] } {
  const delivered: DeliveredEvent[] = []
  return {
    io: null as never,
    delivered,
    notifyUser: (userId, event, payload) => void delivered.push({ userId, event, payload }),
    endSessions: async () => {},
  }
}

/** A valid body for PUT /job/v1/organizations/{id}/business-info (a real tax code, the given place). */
export const testBusinessInfo = (place: { cityId: number; districtId: number }) => ({
  organization_type: 1,
  name: 'Công ty TNHH Thương mại Sen Vàng',
  tax_code: '0100233488',
  city_id: place.cityId,
  district_id: place.districtId,
  street: '12 Nguyễn Trãi',
  size_id: 3,
  industry_id: 4,
  website: 'https://senvang.vn',
  description: 'Chuỗi siêu thị mini tại Hà Nội.',
})

export type TestPostingRefs = { cityId: number; districtId: number; jobTypeId: number }

/** The place (the first district and its province) and job type a test's job posts name. */
export async function testPostingRefs(db: Database): Promise<TestPostingRefs> {
  const [place] = await db.query<{ city: number; district: number }>('SELECT parent_id AS city, id AS district FROM cities WHERE parent_id <> 0 ORDER BY id LIMIT 1')
  const [type] = await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)
  return { cityId: place.city, districtId: place.district, jobTypeId: type.id }
}

let postingSerial = 0
/** A clean job post body for POST /listing/v1/classifieds; every call gets its own title and description (no duplicate). */
export function testPostingBody(refs: TestPostingRefs, overrides: Record<string, unknown> = {}) {
  postingSerial += 1
  return samplePostingBody(`Nhân viên kế toán tổng hợp đợt ${postingSerial}`, {
    job_type_id: refs.jobTypeId,
    salary_min: 10_000_000,
    salary_max: 15_000_000,
    experience_id: 602,
    education_id: 703,
    city_id: refs.cityId,
    district_id: refs.districtId,
    description: `Lập chứng từ, hạch toán và theo dõi công nợ khách hàng; đối chiếu số liệu với kho mỗi cuối tháng (đợt ${postingSerial}).`,
    deadline: vietnamDate(new Date(), 30),
    contact_phone: '0912 345 678',
    video_url: '',
    ...overrides,
  })
}

/** `npm start` (server/main.ts) running as a child process, for the crash tests. */
export interface ApiProcess {
  child: ChildProcess
  /** http://localhost:{port} it listens on */
  url: string
  /** resolves when the process has ended, however it ended */
  exited: Promise<unknown>
}

/**
 * Starts the real server as its own process with `env` over the test's environment (never the test
 * database variable: the caller names the database) and resolves once it says it is ready.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // the child inherits PATH and the rest of the test's environment
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, TEST_DATABASE_URL: '', SKIP_SITE_BUILD: '1', PORT: '0', NODE_ENV: 'development', LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 90_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /Sẵn sàng: (http:\/\/localhost:\d+)/.exec(output)
      if (ready) {
        clearTimeout(timer)
        resolve({ child, url: ready[1], exited })
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`the API ended before it was ready:\n${output}`))
    })
  })
}
