// fetch is the network boundary in unit tests: each handler answers one "METHOD /path" with an
// envelope and a status; every call is recorded with its body and authorization header.
import { vi } from 'vitest'
import type { SelfUser } from '../../../domain/contract/identity'

export interface Call {
  method: string
  path: string
  body: unknown
  authorization: string | null
}

type Reply = { status?: number; body: unknown }
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>)

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } })
export const fail = (status: number, message: string, code = 'bad_request'): Reply => ({
  status,
  body: { success: false, error: { code, message } },
})

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const headers = new Headers(init?.headers)
    const call: Call = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('authorization'),
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${call.path}`] ?? handlers[`${call.method} ${url.pathname}`]
    const reply = handler === undefined ? fail(404, `không có ${call.method} ${call.path}`) : typeof handler === 'function' ? await handler(call) : handler
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  return {
    calls,
    spy,
    paths: () => calls.map((c) => `${c.method} ${c.path}`),
    find: (key: string) => calls.find((c) => `${c.method} ${c.path}` === key),
  }
}

export const selfUser: SelfUser = {
  id: 42,
  user_uid: 'u-42',
  full_name: 'Phạm Minh Anh',
  phone: '0987654321',
  image_url: null,
  has_deposit_reward: false,
  staff_role: null,
}
