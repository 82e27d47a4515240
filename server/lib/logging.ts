// The API's logs (Fastify's pino logger): one line per request when it completes, with its id;
// JSON in production (LOG_FORMAT=json), readable lines in development (`HH:MM:SS level method url
// status ms id`). Requests nobody needs to read at info level are logged at debug: the probes
// (/healthz, /readyz, /metrics, every few seconds) and this server's own site calling its API (the
// prerender of `npm start` and the pages rendered again later, thousands at start-up).
// docs/decisions/0042-health-logs-metrics.md
import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { PRERENDER_HEADER } from '../../src/domain/api-paths'
import type { Env } from '../env'

/** Where log lines go: a stream with write(), as pino takes. */
export interface LogDestination {
  write(line: string): void
}

/** A request id given by a proxy in front (X-Request-Id) is kept when it is a plain token. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/

/** 8 random hex digits for this process: with a counter after them, its request ids. */
const PROCESS_PREFIX = crypto.randomBytes(4).toString('hex')
let requestCount = 0

/**
 * The request's id: the X-Request-Id it came with when sane, else 16 hex digits, this process's
 * random prefix and its count of requests (unique across instances without asking the system for
 * random bytes on every request, which cost 1.5 % of a search's CPU).
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  if (typeof given === 'string' && GIVEN_REQUEST_ID.test(given)) return given
  requestCount = (requestCount + 1) >>> 0
  return PROCESS_PREFIX + requestCount.toString(16).padStart(8, '0')
}

const isLoopback = (ip: string) => /^127\./.test(ip) || ip === '::1' || /^::ffff:127\./.test(ip)

/**
 * A request made on this machine rather than through a proxy: from a loopback address (the client's
 * address as TRUST_PROXY reads it) and carrying no forwarding header, so a proxy on the same machine
 * that TRUST_PROXY does not name cannot pass a visitor off as local.
 */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  isLoopback(request.ip) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined

/** This server's site calling its API (the prerender, a page rendered again): marked and local. */
const isOwnSiteRequest = (request: FastifyRequest) => request.headers[PRERENDER_HEADER] !== undefined && isLocalRequest(request)

/** Requests logged at debug level rather than info: probes (config.probe, access.ts) and this server's site. */
export const isQuietRequest = (request: FastifyRequest): boolean => request.routeOptions.config?.probe === true || isOwnSiteRequest(request)

/** One line per request, when it completes (Fastify's default is two: incoming and completed). */
class RequestLogs extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else if (isQuietRequest(request)) reply.log.debug(fields, 'request completed')
    else reply.log.info(fields, 'request completed')
  }
}

/** Fastify's logging options for the environment (LOG_LEVEL, LOG_FORMAT); a destination replaces stdout (tests). */
export function loggingOptions(env: Pick<Env, 'logLevel' | 'logFormat'>, destination?: LogDestination): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  const stream = destination ?? (env.logFormat === 'pretty' ? readableLines(process.stdout) : undefined)
  return {
    logger: env.logLevel === 'silent' && !destination ? false : { level: env.logLevel, ...(stream ? { stream } : {}) },
    logController: new RequestLogs(),
    genReqId: requestId,
    // read by genReqId, which checks it
    requestIdHeader: false,
  }
}

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }
const LEVEL_COLOURS: Record<number, string> = { 10: '90', 20: '90', 40: '33', 50: '31', 60: '35' }
/** Fields every line has, or that the readable line shows in its own place. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err'])

const clock = (time: unknown) => {
  const date = new Date(typeof time === 'number' ? time : Date.now())
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
}

/**
 * A JSON log line as a person reads it: `HH:MM:SS level method url status ms id` for a request,
 * `HH:MM:SS level message id key=value ...` otherwise, an error's stack on the lines after.
 */
export function readableLine(json: string, colour = false): string {
  let entry: Record<string, unknown>
  try {
    entry = JSON.parse(json) as Record<string, unknown>
  } catch {
    return json
  }
  const level = typeof entry.level === 'number' ? entry.level : 30
  let name = (LEVEL_NAMES[level] ?? String(entry.level)).padEnd(5)
  if (colour && LEVEL_COLOURS[level]) name = `\u001b[${LEVEL_COLOURS[level]}m${name}\u001b[39m`
  const req = entry.req as { method?: string; url?: string } | undefined
  const res = entry.res as { statusCode?: number } | undefined
  const parts = [clock(entry.time), name]
  if (req?.method && res?.statusCode) {
    parts.push(req.method, String(req.url), String(res.statusCode), `${Math.round(Number(entry.responseTime ?? 0))}ms`)
    if (entry.msg !== 'request completed') parts.push(String(entry.msg))
  } else if (entry.msg !== undefined) parts.push(String(entry.msg))
  if (entry.reqId) parts.push(String(entry.reqId))
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN.has(key)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  }
  let line = parts.join(' ')
  const err = entry.err as { stack?: string; message?: string } | undefined
  if (err) line += `\n  ${(err.stack ?? err.message ?? JSON.stringify(err)).replace(/\n/g, '\n  ')}`
  return line
}

/**
 * Every answer names its request's id (X-Request-Id), so a report of a failure can be found in the
 * logs; but the site's hashed files, the same for everyone forever, whose headers count in every
 * page's first load (tests/e2e/budget.spec.ts).
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('cache-control') ?? '').includes('immutable')) reply.header('x-request-id', request.id)
    return payload
  })
}

/** A destination writing readable lines to a stream (levels in colour on a terminal). */
export function readableLines(out: NodeJS.WritableStream & { isTTY?: boolean }): LogDestination {
  const colour = Boolean(out.isTTY)
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) if (json) out.write(`${readableLine(json, colour)}\n`)
    },
  }
}
