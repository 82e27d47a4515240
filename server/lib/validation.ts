// Request validation: two AJV instances. Bodies are validated as sent (no coercion: `true` stays a
// boolean and is refused where a string is expected); the path and query string, which are text by
// nature, are coerced to the numbers and arrays their schemas declare.
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

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
