// Response envelope and the schemas every route shares.
import { Type, type TSchema } from '@sinclair/typebox'
import { objectSchema } from '../../src/domain/validation/json-schema'
import { rules } from '../../src/domain/validation/rules'

export const ok = <T>(data: T) => ({ success: true as const, data })

export const okSchema = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data }, { additionalProperties: false })

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({ code: Type.String(), message: Type.String() }),
  },
  { $id: 'ErrorEnvelope' },
)

const errorRef = Type.Ref('ErrorEnvelope')

/** Response map for a route: 200 with the data schema plus the error statuses it can answer. */
export const responses = <T extends TSchema>(data: T, errors: number[] = [400]) => ({
  200: okSchema(data),
  ...Object.fromEntries(errors.map((status) => [status, errorRef])),
})

/** Small reusable pieces. */
export const Option = Type.Object({ id: Type.Integer(), name: Type.String() })
export const NullableInt = Type.Union([Type.Integer(), Type.Null()])
export const NullableString = Type.Union([Type.String(), Type.Null()])

/** The params of a route about one record: `:id`, a positive integer. */
export const idParams = objectSchema({ id: rules.id }, ['id'])
