// Contract fuzz (docs/decisions/0007-security-review.md): every operation of /openapi.json gets
// hostile input (NUL bytes, control characters, 100 KB strings, wrong types, huge and negative
// numbers, extra and duplicated fields, no body, a wrong content type, broken JSON), anonymous and
// signed in. No answer is a 5xx; every refusal is the error envelope with a Vietnamese message.
// Operations added later (the employer routes) are covered by being in the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, createTestUser, type TestContext } from './testing'
import { issueToken } from './modules/identity/tokens'

interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

let t: TestContext
let userId: number
let operations: Array<{ method: string; path: string; op: Operation }>

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 4, jobs: 20 } })
  userId = (await createTestUser(t.db, 'Người thử nghiệm')).id
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> }
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  )
})
afterAll(() => t.close())

const HOSTILE_VALUES: unknown[] = ['a\u0000b', 'x\u0007\u001b[31m', 'x'.repeat(100_000), '\ud800', 1e308, -1, -Number.MAX_SAFE_INTEGER - 2, 1.5, true, null, {}, [], [1, 'a'], { $gt: '' }]
const HOSTILE_TEXT = ['%00', '%E0%A4%A', '-1', '1e309', '99999999999999999999', 'abc', "1'--", '%0d%0a', 'x'.repeat(2000)]
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i

const bodyFields = (op: Operation): string[] => Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {})
const queryFields = (op: Operation): string[] => (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
const fillPath = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value)

/** The requests tried for one operation: [url, content-type or null, raw payload or undefined]. */
function cases(method: string, path: string, op: Operation): Array<[string, string | null, string | undefined]> {
  const url = fillPath(path)
  const out: Array<[string, string | null, string | undefined]> = []
  for (const value of HOSTILE_TEXT) if (path.includes('{')) out.push([fillPath(path, value), null, undefined])
  for (const name of queryFields(op)) for (const value of HOSTILE_TEXT) out.push([`${url}?${name}=${value}`, null, undefined])
  if (method === 'GET' || method === 'DELETE') return out.length ? out : [[url, null, undefined]]
  const json = 'application/json'
  const fields = bodyFields(op)
  for (const name of fields) for (const value of HOSTILE_VALUES) out.push([url, json, JSON.stringify({ [name]: value })])
  out.push([url, json, JSON.stringify(Object.fromEntries([...fields, 'extra_field', '__proto__'].map((f) => [f, 'x'])))])
  if (fields[0]) out.push([url, json, `{"${fields[0]}":"a","${fields[0]}":1}`])
  out.push([url, json, ''], [url, json, '{"broken'], [url, json, '[]'], [url, json, 'null'], [url, 'text/plain', 'xin chào'], [url, null, undefined])
  return out
}

describe('contract fuzz over /openapi.json', () => {
  it('answers hostile input on every operation, anonymous and signed in, with no 5xx and a Vietnamese envelope', async () => {
    expect(operations.length).toBeGreaterThan(80)
    const failures: string[] = []
    let requests = 0
    for (const { method, path, op } of operations) {
      for (const [url, contentType, payload] of cases(method, path, op)) {
        for (const signedIn of [false, true]) {
          const headers: Record<string, string> = {}
          if (contentType) headers['content-type'] = contentType
          if (signedIn) headers.authorization = `Bearer ${(await issueToken(t.db, userId)).token}`
          const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) })
          requests += 1
          const label = `${method} ${url.slice(0, 80)} ${signedIn ? '(signed in)' : ''} ${String(payload).slice(0, 60)}: ${res.statusCode}`
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
    expect(requests).toBeGreaterThan(2000)
    expect(failures).toEqual([])
  }, 120_000)
})
