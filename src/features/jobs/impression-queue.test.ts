import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImpressionQueue } from './impression-queue'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
const batches = (send: { mock: { calls: unknown[][] } }) => send.mock.calls.map((call) => call[0])

describe('impression queue (SPEC 9: 10 per call, every 10 000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends in batches of at most 10, after the current task, never twice in a page view', async () => {
    const send = vi.fn(async (_ids: number[]) => {})
    const queue = new ImpressionQueue({ send })
    queue.add(range(1, 12), 'page-1')
    queue.add(range(5, 3), 'page-1') // already queued
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(batches(send)).toEqual([range(1, 10), [11, 12]])
    expect(send).toHaveBeenCalledWith([11, 12], { immediately: false })

    queue.add([1, 2, 13], 'page-1')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenLastCalledWith([13], { immediately: false })
  })

  it('starts afresh on a new page view and waits out the poll interval', async () => {
    const send = vi.fn(async (_ids: number[]) => {})
    const queue = new ImpressionQueue({ send })
    queue.add([1, 2], 'a')
    await vi.advanceTimersByTimeAsync(0)
    queue.add([1, 2], 'b')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(batches(send)).toEqual([[1, 2], [1, 2]])
  })

  it('sends what is queued at once when the page is hidden, and keeps the interval after', async () => {
    const send = vi.fn((_ids: number[], _options: { immediately: boolean }) => {})
    const queue = new ImpressionQueue({ send })
    queue.add([1], 'a')
    await vi.advanceTimersByTimeAsync(0)
    queue.add([2, 3], 'a')
    queue.flushNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenLastCalledWith([2, 3], { immediately: true })
    queue.flushNow() // nothing queued: nothing sent
    queue.add([4], 'a')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenLastCalledWith([4], { immediately: false })
  })

  it('logs a failure with console.warn and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const send = vi.fn(async (_ids: number[]) => {
      throw new Error('mạng lỗi')
    })
    const queue = new ImpressionQueue({ send, maxBatch: 2 })
    queue.add([1, 2, 3], 'a')
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
