// Input normalised before validation, as its rules ask (src/domain/validation/rules.ts): +84 phones
// to 0..., NFC text, e-mail in lower case; an optional field sent empty counts as not sent.
import { Kind } from '@sinclair/typebox'
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { RuledInput } from '../../src/domain/contract/schema'
import { normalizeValue, type FieldRule } from '../../src/domain/validation/rules'

/** The preValidation hook of a request part (body or query) made of rules (ruledFields). */
export function normalizeInput(part: 'body' | 'query', input: Pick<RuledInput, 'rules' | 'required'>): preValidationAsyncHookHandler {
  const rules = Object.entries(input.rules).filter((entry): entry is [string, FieldRule] => !(Kind in entry[1]))
  const normalised = rules.filter(([, rule]) => rule.type === 'string' && rule.normalize)
  const optional = Object.keys(input.rules).filter((name) => !input.required.includes(name))
  return async (request: FastifyRequest) => {
    const values = request[part] as Record<string, unknown> | null | undefined
    if (!values || typeof values !== 'object' || Array.isArray(values)) return
    for (const [name, rule] of normalised) {
      const value = values[name]
      // A number such as 84912345678 is still a phone number typed without quotes.
      if (typeof value === 'string' || typeof value === 'number') values[name] = normalizeValue(rule, String(value))
    }
    for (const name of optional) if (values[name] === '') delete values[name]
  }
}
