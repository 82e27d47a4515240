// Contract fuzz (docs/decisions/0007-security-review.md, 0033-input-depth-and-dates.md): every
// operation of /openapi.json gets hostile input (NUL bytes, control characters, 100 KB strings,
// wrong types, huge and negative numbers, extra and duplicated fields, no body, a wrong content
// type, broken JSON, bodies nested thousands of levels deep, impossible dates in every date field,
// zero-width and look-alike text in every string field), anonymous, signed in, and as a signed-in
// employer on the ids of its own job, organisation, applicant, conversation and so on. No answer is
// a 5xx; every refusal is the error envelope with a Vietnamese message. Operations added later are
// covered by being in the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_ACCOUNTS } from './db/seed/users'
import { MAX_JSON_DEPTH } from './lib/input-guard'
import { createTestContext, createTestUser, type TestContext } from './testing'
import { issueToken } from './modules/identity/tokens'

interface Schema {
  type?: string | string[]
  format?: string
  properties?: Record<string, Schema>
  items?: Schema
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
/** A request tried: url, content type or null, raw payload or undefined. */
type Case = [string, string | null, string | undefined]
type Who = 'anonymous' | 'user' | 'employer'

let t: TestContext
let userId: number
let employerId: number
/** Path parameter values that are the employer's own records, by "segment/{param}" (see ownPath). */
let own: Record<string, number>
let operations: Array<{ method: string; path: string; op: Operation }>

const one = async (sql: string, params: unknown[]): Promise<number> => {
  const [row] = await t.db.query<{ id: number }>(sql, params)
  if (!row) throw new Error(`no record for the fuzz: ${sql}`)
  return Number(row.id)
}

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 4, jobs: 20 } })
  userId = (await createTestUser(t.db, 'Người thử nghiệm')).id
  // The seeded demo employer owns organisations 1-3 with jobs, applicants and conversations; the
  // records the seed does not lay (an inbox message, an invitation, a favourite, a saved search)
  // are added here.
  employerId = await one('SELECT id FROM users WHERE phone = $1', [SEED_ACCOUNTS.employer.phone])
  const org = await one(`SELECT organization_id AS id FROM organization_members WHERE user_id = $1 AND role = 'owner' ORDER BY 1 LIMIT 1`, [employerId])
  const job = await one('SELECT id FROM jobs WHERE organization_id = $1 AND review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id LIMIT 1', [org])
  own = {
    'classifieds/{id}': job,
    'jobclassifieds/{id}': job,
    'jobservices/{id}': job,
    'board/{job_id}': job,
    'organizations/{id}': org,
    'recruiters/{id}': org,
    'orgs/{organization_id}': org,
    'candidates/{id}': await one('SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.organization_id = $1 ORDER BY a.id LIMIT 1', [org]),
    'conversations/{id}': await one('SELECT conversation_id AS id FROM chat_participants WHERE user_id = $1 ORDER BY 1 LIMIT 1', [employerId]),
    'members/{user_id}': await one(`SELECT user_id AS id FROM organization_members WHERE organization_id = $1 AND user_id <> $2 LIMIT 1`, [org, employerId]),
    'jobseekers/{user_id}': employerId,
    'inboxes/{id}': await one(`INSERT INTO inboxes (user_id, part, title) VALUES ($1, 'common', 'Thông báo thử') RETURNING id`, [employerId]),
    'invitations/{invitation_id}': await one(
      `INSERT INTO organization_invitations (organization_id, invited_by, phone, role, expires_at) VALUES ($1, $2, '0987000111', 'recruiter', now() + interval '7 days') RETURNING id`,
      [org, employerId],
    ),
    'favorites/{id}': await one('INSERT INTO favorite_jobs (user_id, job_id) VALUES ($1, $2) RETURNING job_id AS id', [employerId, job]),
    'saved-searches/{id}': await one(`INSERT INTO saved_searches (user_id, name, query) VALUES ($1, 'Kế toán', 'q=ke+toan') RETURNING id`, [employerId]),
  }
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> }
  const all = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  )
  // What takes records or access away (deleting, unlinking the organisation, signing out) runs last,
  // so the employer's other operations still reach its records.
  const last = ({ method, path }: { method: string; path: string }) => method === 'DELETE' || /org-unlink|logout/.test(path)
  operations = [...all.filter((o) => !last(o)), ...all.filter(last)]
})
afterAll(() => t.close())

const HOSTILE_VALUES: unknown[] = ['a\u0000b', 'x\u0007\u001b[31m', 'x'.repeat(100_000), '\ud800', 1e308, -1, -Number.MAX_SAFE_INTEGER - 2, 1.5, true, null, {}, [], [1, 'a'], { $gt: '' }]
const HOSTILE_TEXT = ['%00', '%E0%A4%A', '-1', '1e309', '99999999999999999999', 'abc', "1'--", '%0d%0a', 'x'.repeat(2000)]
/** Days and moments no calendar has (and months, for the MM/YYYY fields), put in every date field. */
const IMPOSSIBLE_DATES = ['0000-00-00', '2026-13-01', '2026-02-30', '2025-02-29', '0000-01-01', '2026-04-31T08:00:00Z', '2026-12-31T23:59:60Z', '2026-01-01T24:00:00+07:00', '13/2026', '00/0000']
/** Text that looks like something else, put in every string field. */
const LOOK_ALIKE = [
  '\u200b\u200c\u200d\u2060\ufeff', // only zero-width characters: looks empty
  'Nguy\u200bễn\u00a0Văn\u202eA\u2066 0912\u200b345678', // zero-width inside, a no-break space, direction overrides
  '０９１２３４５６７８ ｋｅ ｔｏａｎ', // full-width digits and letters
  'Nguye\u0302\u0303n Vа\u0301n Αn 𝟎𝟗𝟏𝟐 раураl.com', // decomposed marks, Cyrillic а and р, Greek Α, mathematical digits
  `e${'\u0301'.repeat(500)}`, // a stack of combining marks
]
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i
const DATE_NAME = /date|until|since|deadline|expires|^from$|^to$|_at$/

const isText = (schema?: Schema) => schema?.type === 'string' || (Array.isArray(schema?.type) && schema.type.includes('string'))
const bodySchema = (op: Operation) => op.requestBody?.content?.['application/json']?.schema
const bodyFields = (op: Operation): string[] => Object.keys(bodySchema(op)?.properties ?? {})
const queryParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query')
const fillPath = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value)
/** The path with the employer's own record in each parameter: the segment before it says which. */
const ownPath = (path: string) => path.replace(/([^/]+)\/(\{[^}]+\})/g, (_, segment: string, param: string) => `${segment}/${own[`${segment}/${param}`] ?? 1}`)

/** Every string in a body schema, as the path to it (array items: their first). */
function textSlots(schema: Schema | undefined, at: Array<string | number> = []): Array<{ at: Array<string | number>; schema: Schema }> {
  if (!schema) return []
  const here = isText(schema) && at.length ? [{ at, schema }] : []
  const inside = Object.entries(schema.properties ?? {}).flatMap(([key, child]) => textSlots(child, [...at, key]))
  return [...here, ...inside, ...(schema.items ? textSlots(schema.items, [...at, 0]) : [])]
}
/** A body with `value` at `at`: {"a":[{"b":value}]}. */
const bodyWith = (at: Array<string | number>, value: unknown): unknown =>
  at.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value)
const isDateSlot = (at: Array<string | number>, schema?: Schema) =>
  !!schema?.format?.startsWith('date') || DATE_NAME.test(String(at.filter((key) => typeof key === 'string').at(-1)))
const nested = (depth: number, open: string, close: string, key: string) => `{"${key}":${open.repeat(depth - 1)}1${close.repeat(depth - 1)}}`

/** The requests tried for one operation at `url` (path text is tried at the generic url only). */
function cases(method: string, path: string, op: Operation, url: string, withPathText: boolean): Case[] {
  const out: Case[] = []
  if (withPathText) for (const value of HOSTILE_TEXT) if (path.includes('{')) out.push([fillPath(path, value), null, undefined])
  for (const { name, schema } of queryParams(op)) {
    for (const value of HOSTILE_TEXT) out.push([`${url}?${name}=${value}`, null, undefined])
    if (!isText(schema)) continue
    for (const value of [...LOOK_ALIKE, ...(isDateSlot([name], schema) ? IMPOSSIBLE_DATES : [])]) out.push([`${url}?${name}=${encodeURIComponent(value)}`, null, undefined])
  }
  if (method === 'GET') return out.length ? out : [[url, null, undefined]]
  const json = 'application/json'
  const fields = bodyFields(op)
  const key = fields[0] ?? 'x'
  // The review's body ({"phone":[[[... 7,000 levels, 14 KB), one level over the limit, and the limit itself.
  out.push([url, json, nested(7000, '[', ']', key)], [url, json, nested(MAX_JSON_DEPTH + 1, '{"a":', '}', key)], [url, json, nested(MAX_JSON_DEPTH, '[', ']', key)])
  if (method === 'DELETE') return out
  for (const name of fields) for (const value of HOSTILE_VALUES) out.push([url, json, JSON.stringify({ [name]: value })])
  for (const slot of textSlots(bodySchema(op))) {
    for (const value of [...LOOK_ALIKE, ...(isDateSlot(slot.at, slot.schema) ? IMPOSSIBLE_DATES : [])]) out.push([url, json, JSON.stringify(bodyWith(slot.at, value))])
  }
  out.push([url, json, JSON.stringify(Object.fromEntries([...fields, 'extra_field', '__proto__'].map((f) => [f, 'x'])))])
  if (fields[0]) out.push([url, json, `{"${fields[0]}":"a","${fields[0]}":1}`])
  out.push([url, json, ''], [url, json, '{"broken'], [url, json, '[]'], [url, json, 'null'], [url, 'text/plain', 'xin chào'], [url, null, undefined])
  return out
}

describe('contract fuzz over /openapi.json', () => {
  it('answers hostile input on every operation, anonymous, signed in and as an employer on its own records, with no 5xx and a Vietnamese envelope', async () => {
    expect(operations.length).toBeGreaterThan(80)
    const failures: string[] = []
    let requests = 0
    // the employer's own records are reached: some of its requests are accepted, not all refused
    let employerAccepted = 0
    for (const { method, path, op } of operations) {
      const generic = cases(method, path, op, fillPath(path), true)
      const tries: Array<[Who, Case[]]> = [['anonymous', generic], ['user', generic], ['employer', cases(method, path, op, ownPath(path), false)]]
      for (const [who, list] of tries) {
        // a token per operation: some operations sign out or revoke sessions
        const token = who === 'anonymous' ? null : (await issueToken(t.db, who === 'user' ? userId : employerId)).token
        for (const [url, contentType, payload] of list) {
          const headers: Record<string, string> = {}
          if (contentType) headers['content-type'] = contentType
          if (token) headers.authorization = `Bearer ${token}`
          const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) })
          requests += 1
          if (who === 'employer' && res.statusCode < 300) employerAccepted += 1
          const label = `${method} ${url.slice(0, 80)} (${who}) ${String(payload).slice(0, 60)}: ${res.statusCode}`
          if (res.statusCode >= 500) {
            failures.push(label)
            continue
          }
          if (res.statusCode < 400 || !String(res.headers['content-type']).includes('json')) continue
          const body = res.json() as { success?: boolean; error?: { code?: string; message?: string } }
          if (body.success !== false || typeof body.error?.code !== 'string' || !VIETNAMESE.test(body.error?.message ?? '')) {
            failures.push(`${label} ${res.body.slice(0, 120)}`)
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(20_000)
    expect(employerAccepted).toBeGreaterThan(100)
    expect(failures).toEqual([])
  }, 180_000)
})
