// Request validation: two AJV instances. Bodies are validated as sent (no coercion: `true` stays a
// boolean and is refused where a string is expected); the path and query string, which are text by
// nature, are coerced to the numbers and arrays their schemas declare. Every date of the contract
// is a checked calendar date: the formats 'date' and 'date-time' (docs/decisions/0033-input-depth-and-dates.md).
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { isDay } from '../../src/domain/dates'

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: true,
    // one error is enough for a message; all of them is a denial-of-service vector
    allErrors: false,
    verbose: true,
    addUsedSchema: false,
    keywords: ['x-messages', 'x-required-messages'],
  })
  addFormats(ajv)
  // RFC 3339 as ajv-formats reads it lets year 0000 through, and a leap second JavaScript cannot
  // hold: a date is a real day (isDay), a date-time a real day and an instant Date can read.
  const rfc3339 = ajv.formats['date-time'] as { validate: (value: string) => boolean }
  ajv.addFormat('date', { type: 'string', validate: isDay })
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) => rfc3339.validate(value) && isDay(value.slice(0, 10)) && Number.isFinite(Date.parse(value)),
  })
  // "1e309" coerces to Infinity and then skips minimum/maximum: integer rules carry x-finite.
  ajv.addKeyword({
    keyword: 'x-finite',
    errors: false,
    validate: (_schema: boolean, data: unknown) => typeof data !== 'number' || Number.isFinite(data),
  })
  return ajv
}

export function installValidators(app: FastifyInstance): void {
  const asSent = makeAjv(false)
  const fromText = makeAjv(true)
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? asSent : fromText).compile(schema))
}
