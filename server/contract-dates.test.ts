// Every date of the contract is a checked calendar date (issue 35 item 10,
// docs/decisions/0033-input-depth-and-dates.md): declared with the format 'date' or 'date-time', and
// an impossible one is a 400 whose Vietnamese message names the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_ACCOUNTS } from './db/seed/users'
import { issueToken } from './modules/identity/tokens'
import { createTestContext, type TestContext } from './testing'
import { validationMessage } from './lib/errors'

interface Schema {
  type?: string | string[]
  format?: string
  pattern?: string
  properties?: Record<string, Schema>
  items?: Schema
  then?: Schema
  'x-messages'?: Record<string, string>
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
interface DateField {
  operation: string
  where: 'query' | 'body'
  name: string
  schema: Schema
}

let t: TestContext
let token: string
let jobId: number
let fields: DateField[]
/** Strings named like dates that are not days: months (MM/YYYY) checked by checkMonth. */
const MONTHS = ['work_history[].start_date', 'work_history[].end_date']
const DATE_NAME = /date|until|since|deadline|expires|^from$|^to$|_at$/

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 4, jobs: 20 } })
  const [employer] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [SEED_ACCOUNTS.employer.phone])
  token = (await issueToken(t.db, employer.id)).token
  const [job] = await t.db.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN organization_members m ON m.organization_id = j.organization_id
      WHERE m.user_id = $1 AND j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now() ORDER BY j.id LIMIT 1`,
    [employer.id],
  )
  jobId = Number(job.id)
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> }
  fields = []
  const walk = (schema: Schema | undefined, name: string, add: (name: string, schema: Schema) => void) => {
    if (!schema) return
    const type = [schema.type].flat()
    if (type.includes('string')) add(name, schema)
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, name ? `${name}.${key}` : key, add)
    if (schema.items) walk(schema.items, `${name}[]`, add)
  }
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const operation = `${method.toUpperCase()} ${path}`
      for (const p of op.parameters ?? []) if (p.in === 'query') walk(p.schema, p.name, (name, schema) => fields.push({ operation, where: 'query', name, schema }))
      walk(op.requestBody?.content?.['application/json']?.schema, '', (name, schema) => fields.push({ operation, where: 'body', name, schema }))
    }
  }
})
afterAll(() => t.close())

const dateSchema = (schema: Schema) => (schema.format?.startsWith('date') ? schema : schema.then?.format?.startsWith('date') ? schema.then : null)

describe('dates in the contract', () => {
  it('declares every date as the format date or date-time, none as a bare pattern', () => {
    const dates = fields.filter((f) => dateSchema(f.schema))
    expect(dates.map((f) => `${f.operation} ${f.name}`)).toEqual(
      expect.arrayContaining([
        'PUT /listing/v1/classifieds/{id}/extend expires_at',
        'POST /listing/v1/classifieds/{id}/job-up-settings until',
        'GET /job/v1/classifieds/{id}/tracking from',
        'GET /job/v1/candidates/recruiter-apply to',
        'POST /listing/v1/classifieds deadline',
        'GET /mail/v1/inboxes/job-latest since',
      ]),
    )
    const undeclared = fields.filter(
      (f) => !dateSchema(f.schema) && (/\\d\{4\}-/.test(f.schema.pattern ?? '') || (DATE_NAME.test(f.name.split(/[.[\]]+/).filter(Boolean).at(-1) ?? '') && !MONTHS.includes(f.name))),
    )
    expect(undeclared.map((f) => `${f.operation} ${f.name}`)).toEqual([])
  })

  it('refuses 30/02, month 13, day 00 and year 0000 in every date field with a 400 naming the field', async () => {
    const failures: string[] = []
    for (const field of fields) {
      const schema = dateSchema(field.schema)
      if (!schema) continue
      const [method, path] = field.operation.split(' ')
      const url = path.replace(/\{[^}]+\}/g, String(jobId))
      const values = schema.format === 'date' ? ['0000-00-00', '2026-13-01', '2026-02-30', '0000-01-01'] : ['2026-02-30T08:00:00Z', '2026-13-01T08:00:00Z', '0000-01-01T00:00:00Z', '2026-12-31T23:59:60Z']
      for (const value of values) {
        const query = field.where === 'query' ? `?${field.name}=${encodeURIComponent(value)}` : ''
        // job-up-settings requires `enabled`; every other body takes the date alone to its check
        const body = field.where === 'body' ? { ...(path.endsWith('job-up-settings') ? { enabled: true } : {}), [field.name]: value } : undefined
        const res = await t.app.inject({
          method: method as 'GET',
          url: url + query,
          headers: { authorization: `Bearer ${token}` },
          ...(body ? { payload: body } : {}),
        })
        const expected = schema['x-messages']?.format ?? validationMessage({ keyword: 'format', instancePath: `/${field.name}`, params: { format: schema.format } })
        const error = res.json().error as { message?: string } | undefined
        if (res.statusCode !== 400 || error?.message !== expected) failures.push(`${field.operation} ${field.name}=${value}: ${res.statusCode} ${error?.message}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('says which field, in Vietnamese, when a date has no message of its own', () => {
    const message = validationMessage({ keyword: 'format', instancePath: '/ngay_bat_dau', params: { format: 'date' } })
    expect(message).toBe('"ngay_bat_dau" phải là một ngày có thật, theo dạng năm-tháng-ngày (yyyy-MM-dd).')
  })
})
