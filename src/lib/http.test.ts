import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearHttpCache, http } from './http'

// fetch is the network boundary; these tests pin how each status is turned into a result.
const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), { status }),
  )

afterEach(() => clearHttpCache())

describe('HTTP helper (SPEC 7.10)', () => {
  it('returns parsed JSON for 2xx and null data for an empty body', async () => {
    respond(200, { success: true, data: [1] })
    expect(await http.get('/job/v1/x')).toEqual({ success: true, data: [1] })
    respond(204, undefined)
    expect(await http.get('/job/v1/y')).toEqual({ success: true, data: null })
  })

  it.each([400, 401, 403, 404, 409, 410, 429])('passes the server body through for %i', async (status) => {
    const body = { success: false, error: { code: 'c', message: 'Thông báo từ máy chủ' } }
    respond(status, body)
    expect(await http.post('/job/v1/x', {})).toEqual(body)
  })

  it('gives the generic error for other statuses and the exception message for network failures', async () => {
    respond(502, { success: false, error: { code: 'x', message: 'chi tiết nội bộ' } })
    expect(await http.get('/job/v1/x')).toEqual({
      success: false,
      error: { code: 'error', message: 'Có lỗi xảy ra trong quá trình xử lý!' },
    })
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await http.get('/job/v1/x')).toEqual({ success: false, error: { code: 'error', message: 'Failed to fetch' } })
  })

  it('caches successful GETs in memory only when asked', async () => {
    const spy = respond(200, { success: true, data: 1 })
    await http.get('/job/v1/config', { cache: true })
    await http.get('/job/v1/config', { cache: true })
    expect(spy).toHaveBeenCalledTimes(1)
    await http.get('/job/v1/config')
    expect(spy).toHaveBeenCalledTimes(2)
  })
})
