import { describe, expect, it } from 'vitest'
import { trend } from './bench-soak'

describe("the soak's memory trend", () => {
  it('reads growth off the line through every sample, not off two moments of a swinging heap', () => {
    // flat around 350 MB, swinging ±40 MB, ending on a high swing
    const flat: Array<[number, number]> = Array.from({ length: 97 }, (_, i) => [i * 5_000, 350 + (i % 2 ? 40 : -40)])
    const { first, last } = trend(flat)
    expect(Math.abs(last - first) / first).toBeLessThan(0.01)
    // a leak of 1 MB a sample shows in full
    const leak: Array<[number, number]> = Array.from({ length: 100 }, (_, i) => [i * 5_000, 300 + i])
    expect(trend(leak)).toEqual({ first: 300, last: 399 })
  })
})
