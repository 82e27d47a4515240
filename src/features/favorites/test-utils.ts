// Tests of this feature mock only the network: each "METHOD /path" answers an envelope; calls are
// recorded with their bodies.
import { vi } from 'vitest'

type Reply = { status?: number; body: unknown }
type Handler = Reply | ((body: unknown) => Reply)

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } })
export const fail = (status: number, message: string, code = 'bad_request'): Reply => ({
  status,
  body: { success: false, error: { code, message } },
})

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ key, body })
    const handler = handlers[key] ?? handlers[`${init?.method ?? 'GET'} ${url.pathname}`]
    const reply = handler === undefined ? fail(404, `không có ${key}`) : typeof handler === 'function' ? handler(body) : handler
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  return { calls, keys: () => calls.map((c) => c.key) }
}
