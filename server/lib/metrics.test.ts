// The Prometheus registry: names and labels as Prometheus wants them, the text format, histograms'
// cumulative buckets, gauges read at scrape time and a collector that fails or is late.
import { describe, expect, it } from 'vitest'
import { Registry, formatValue } from './metrics'

describe('the registry', () => {
  it('renders counters and gauges with HELP, TYPE and escaped label values', async () => {
    const registry = new Registry()
    const counter = registry.counter('things_done_total', 'Things done,\nby kind \\ outcome.', ['kind'])
    counter.inc({ kind: 'a "quoted" \\ kind\nwith a newline' })
    counter.inc({ kind: 'b' }, 2)
    registry.gauge('temperature_celsius', 'A gauge.').set(undefined, -1.5)
    registry.counter('events_total', 'Never happened yet.')
    expect(registry.render()).toBe(
      [
        '# HELP things_done_total Things done,\\nby kind \\\\ outcome.',
        '# TYPE things_done_total counter',
        'things_done_total{kind="a \\"quoted\\" \\\\ kind\\nwith a newline"} 1',
        'things_done_total{kind="b"} 2',
        '# HELP temperature_celsius A gauge.',
        '# TYPE temperature_celsius gauge',
        'temperature_celsius -1.5',
        '# HELP events_total Never happened yet.',
        '# TYPE events_total counter',
        // a counter without labels exists from the start
        'events_total 0',
        '',
      ].join('\n'),
    )
  })

  it('refuses what Prometheus would: a counter not named _total, bad names and labels, a counter going down, missing labels', () => {
    const registry = new Registry()
    expect(() => registry.counter('things', 'x')).toThrow(/_total/)
    expect(() => registry.gauge('2things', 'x')).toThrow(/name/)
    expect(() => registry.gauge('things', 'x', ['le'])).toThrow(/label/)
    expect(() => registry.gauge('things', 'x', ['__reserved'])).toThrow(/label/)
    const counter = registry.counter('ok_total', 'x', ['kind'])
    expect(() => counter.inc({ kind: 'a' }, -1)).toThrow(/only goes up/)
    expect(() => counter.inc({})).toThrow(/labels/)
    expect(() => counter.inc({ kind: 'a', other: 'b' })).toThrow(/labels/)
    expect(() => registry.counter('ok_total', 'again')).toThrow(/twice/)
  })

  it('renders a histogram with cumulative buckets up to +Inf, its sum and count', () => {
    const registry = new Registry()
    const histogram = registry.histogram('wait_seconds', 'Waits.', ['route'], [0.1, 1])
    for (const value of [0.05, 0.1, 0.5, 3]) histogram.observe({ route: '/a/:id' }, value)
    expect(histogram.count({ route: '/a/:id' })).toBe(4)
    expect(registry.render()).toBe(
      [
        '# HELP wait_seconds Waits.',
        '# TYPE wait_seconds histogram',
        'wait_seconds_bucket{route="/a/:id",le="0.1"} 2',
        'wait_seconds_bucket{route="/a/:id",le="1"} 3',
        'wait_seconds_bucket{route="/a/:id",le="+Inf"} 4',
        'wait_seconds_sum{route="/a/:id"} 3.65',
        'wait_seconds_count{route="/a/:id"} 4',
        '',
      ].join('\n'),
    )
    expect(() => registry.histogram('bad_seconds', 'x', [], [1, 1])).toThrow(/increase/)
  })

  it('runs the collectors at scrape time; one that fails or is late leaves its gauge empty and is named', async () => {
    const registry = new Registry()
    const depth = registry.gauge('depth', 'Read at scrape time.', ['state'])
    const broken = registry.gauge('broken', 'Never read.')
    let reads = 0
    registry.collect('depth', async () => {
      depth.reset()
      depth.set({ state: 'ready' }, ++reads)
    })
    registry.collect('broken', async () => {
      broken.reset()
      throw new Error('database down')
    })
    registry.collect('late', () => new Promise<void>(() => {}))
    const { text, failed } = await registry.scrape(20)
    expect(text).toContain('depth{state="ready"} 1\n')
    expect(text).toContain('# TYPE broken gauge\n')
    expect(text).not.toMatch(/^broken /m)
    expect(failed.map((f) => f.name).sort()).toEqual(['broken', 'late'])
    expect((await registry.scrape(20)).text).toContain('depth{state="ready"} 2\n')
  })

  it('writes special values as Prometheus reads them', () => {
    expect([Infinity, -Infinity, NaN, 0.001, 1e21].map(formatValue)).toEqual(['+Inf', '-Inf', 'NaN', '0.001', '1e+21'])
  })
})
