// Routes registered from an area's contract (docs/decisions/0035-api-contract.md): the method,
// path and schemas come from src/domain/contract/<area>.ts. The request is typed by its schemas
// through the TypeBox type provider, and a handler returns the answer's data, which must be exactly
// what the response schema describes: a missing field or one the schema lacks (which Fastify's
// serializer would drop without a word) fails tsc. The registrar puts the data in the envelope.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Static, TSchema } from '@sinclair/typebox'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { Contract, Operation } from '../../src/domain/contract/define'
import { ok, okSchema, responses } from './http'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract operation the route implements ("wallet.deposit"); set by contractRoutes */
    operation?: string
  }
}

type Part<O, K extends string> = O extends { [P in K]: infer S extends TSchema } ? S : undefined

/** The request schemas the type provider reads. */
export type RouteSchema<O> = { params: Part<O, 'params'>; querystring: Part<O, 'query'>; body: Part<O, 'body'>; headers: Part<O, 'headers'> }

/** What a handler returns: the answer's data (a file's handler sends the file itself). */
export type Answer<O> = O extends { produces: string } ? unknown : O extends { response: infer S extends TSchema } ? Static<S> : never

/**
 * T with every property the shape S does not have, at any depth, turned into `never`: a handler's
 * result must be assignable to it, so an undescribed field fails to type-check with its name.
 */
export type Exact<T, S> = unknown extends S
  ? T
  : T extends readonly (infer E)[]
    ? [NonNullable<S>] extends [readonly (infer SE)[]]
      ? ReadonlyArray<Exact<E, SE>>
      : T
    : T extends object
      ? [NonNullable<S>] extends [object]
        ? { [K in keyof T]: K extends keyof NonNullable<S> ? Exact<T[K], NonNullable<S>[K]> : never }
        : T
      : T

type Request<O> = FastifyRequest<RouteGenericInterface, FastifyInstance['server'], FastifyRequest['raw'], RouteSchema<O> & FastifySchema, TypeBoxTypeProvider>
type Reply<O> = FastifyReply<RouteGenericInterface, FastifyInstance['server'], FastifyRequest['raw'], FastifyReply['raw'], FastifyContextConfig, RouteSchema<O> & FastifySchema, TypeBoxTypeProvider>

export interface ContractRouteOptions {
  /** who may call it (server/modules/access/access.ts); 'public' exactly when the contract says `public` */
  access: NonNullable<FastifyContextConfig['access']>
  /** runs before validation: input normalised as its rules ask (+84 phones to 0..., NFC text) */
  preValidation?: preValidationAsyncHookHandler
  /** the answer's Cache-Control, set before the handler runs (a public page's 404 is cached alike) */
  cacheControl?: string
}

/** Fastify's schema of an operation, with the OpenAPI tag and summary. */
function fastifySchema(area: string, op: Operation): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = { tags: [area], summary: op.summary }
  if (op.description) schema.description = op.description
  if (op.params) schema.params = op.params
  if (op.query) schema.querystring = op.query
  if (op.body) schema.body = op.body
  if (op.headers) schema.headers = op.headers
  if (op.consumes) schema.consumes = [...op.consumes]
  const errors = [...(op.errors ?? [400])]
  if (op.envelope === false) schema.response = { 200: op.response }
  else if (op.produces) {
    const content = Object.fromEntries([op.produces].flat().map((type) => [type, { schema: op.response }]))
    schema.response = { ...responses(op.response, errors), 200: { description: op.summary, content } }
  }
  else schema.response = { ...responses(op.response, errors), ...(op.created ? { 201: okSchema(op.response) } : {}) }
  return schema
}

/**
 * The route registrar of an area's plugin: `route('deposit', { access: 'user' }, async (request) => data)`.
 * The plugin may register nothing else: a route of it that is not one of the contract's operations
 * stops the app from starting, as does an operation declared with the wrong access. `guard: false`
 * registers a few operations of another area in the plugin without that check (the staff queue an
 * area registers for its records: server/lib/staff-decisions.ts).
 */
export function contractRoutes<Ops extends Record<string, Operation>>(app: FastifyInstance, contract: Contract<Ops>, { guard = true } = {}) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  const ids = new Set(Object.values(contract.operations).map((op) => op.id))
  if (guard) {
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return
      if (!ids.has(route.config?.operation ?? '')) {
        throw new Error(`${String(route.method)} ${route.url}: không có trong hợp đồng ${contract.area} (src/domain/contract/${contract.area}.ts)`)
      }
    })
  }
  return function route<K extends keyof Ops & string, R extends Answer<Ops[K]>>(
    name: K,
    options: ContractRouteOptions,
    handler: (request: Request<Ops[K]>, reply: Reply<Ops[K]>) => Promise<R & Exact<R, Answer<Ops[K]>>>,
  ) {
    const op = contract.operations[name]
    if ((options.access === 'public') !== Boolean(op.public)) {
      throw new Error(`${op.id}: hợp đồng ghi ${op.public ? 'public' : 'cần đăng nhập'}, route khai báo access ${JSON.stringify(options.access)}`)
    }
    const handle = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
    const { cacheControl } = options
    const run = cacheControl
      ? (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('cache-control', cacheControl)
          return handle(request, reply)
        }
      : handle
    const inEnvelope = op.envelope !== false && !op.produces
    typed.route({
      method: op.method,
      url: op.path,
      schema: fastifySchema(contract.area, op),
      config: { access: options.access, operation: op.id },
      ...(options.preValidation ? { preValidation: options.preValidation } : {}),
      handler: (inEnvelope ? async (request: FastifyRequest, reply: FastifyReply) => ok(await run(request, reply)) : run) as RouteHandlerMethod,
    })
  }
}
