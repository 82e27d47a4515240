// A small Prometheus registry (text exposition format 0.0.4): counters, gauges and histograms with
// labels, gauges read at scrape time, and the process's own figures. No client library: what
// /metrics needs fits in this file (docs/decisions/0042-health-logs-metrics.md).
//
// `sharedMetrics` holds what code deep in a module counts (a deposit confirmed, a queued job that
// failed): one per process, like the process itself. Each app has a registry of its own for what it
// measures (its requests) and reads at scrape time (its database's queue, its indexes, its sockets).
import { monitorEventLoopDelay } from 'node:perf_hooks'

export type Labels = Record<string, string | number>

/** The content type Prometheus asks for. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (value === Infinity) return '+Inf'
  if (value === -Infinity) return '-Inf'
  return String(value)
}

/** `{a="1",b="x"}` in the declared order of the label names (empty without labels). */
function labelText(names: readonly string[], values: readonly string[], extra?: [string, string]): string {
  const pairs = names.map((name, i) => `${name}="${escapeLabel(values[i])}"`)
  if (extra) pairs.push(`${extra[0]}="${escapeLabel(extra[1])}"`)
  return pairs.length ? `{${pairs.join(',')}}` : ''
}

abstract class Metric {
  abstract readonly type: 'counter' | 'gauge' | 'histogram'

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
  ) {
    if (!NAME.test(name)) throw new Error(`metric name ${name}`)
    for (const label of labelNames) if (!LABEL.test(label) || label.startsWith('__') || label === 'le') throw new Error(`${name}: label ${label}`)
  }

  /** The label values in the declared order; every declared label is required, no other is allowed. */
  protected key(labels: Labels = {}): string[] {
    const given = Object.keys(labels)
    if (given.length !== this.labelNames.length || given.some((name) => !this.labelNames.includes(name))) {
      throw new Error(`${this.name}: labels ${given.join(',')} (expected ${this.labelNames.join(',')})`)
    }
    return this.labelNames.map((name) => String(labels[name]))
  }

  protected header(): string {
    return `# HELP ${this.name} ${escapeHelp(this.help)}\n# TYPE ${this.name} ${this.type}\n`
  }

  abstract render(): string
}

/** A value per label set (counters and gauges). */
abstract class Valued extends Metric {
  protected readonly values = new Map<string, { labels: string[]; value: number }>()

  /** The value of one label set (0 when never set), for tests and the health answer. */
  get(labels: Labels = {}): number {
    return this.values.get(JSON.stringify(this.key(labels)))?.value ?? 0
  }

  protected update(labels: Labels | undefined, change: (value: number) => number) {
    const values = this.key(labels)
    const id = JSON.stringify(values)
    const entry = this.values.get(id)
    if (entry) entry.value = change(entry.value)
    else this.values.set(id, { labels: values, value: change(0) })
  }

  render(): string {
    let text = this.header()
    // a counter without labels is shown at 0 from the start, so the series exists before its first
    // event; a gauge without a value (read at scrape time, nothing to read) is left out
    if (!this.values.size && !this.labelNames.length && this.type === 'counter') text += `${this.name} 0\n`
    for (const { labels, value } of this.values.values()) text += `${this.name}${labelText(this.labelNames, labels)} ${formatValue(value)}\n`
    return text
  }
}

export class Counter extends Valued {
  readonly type = 'counter'

  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    if (!name.endsWith('_total')) throw new Error(`counter ${name}: a counter's name ends in _total`)
    super(name, help, labelNames)
  }

  inc(labels?: Labels, by = 1) {
    if (!(by >= 0)) throw new Error(`${this.name}: a counter only goes up`)
    this.update(labels, (value) => value + by)
  }
}

export class Gauge extends Valued {
  readonly type = 'gauge'

  set(labels: Labels | undefined, value: number) {
    this.update(labels, () => value)
  }

  /** Forgets every label set (a gauge read at scrape time starts again from what it finds). */
  reset() {
    this.values.clear()
  }
}

/** Prometheus's default buckets, with 1 and 2.5 ms added: most API answers take a few milliseconds. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

export class Histogram extends Metric {
  readonly type = 'histogram'
  private readonly series = new Map<string, { labels: string[]; counts: number[]; sum: number; count: number }>()

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[] = [],
    readonly buckets: readonly number[] = DURATION_BUCKETS,
  ) {
    super(name, help, labelNames)
    if (!buckets.length || buckets.some((b, i) => i > 0 && b <= buckets[i - 1])) throw new Error(`${name}: buckets must increase`)
  }

  observe(labels: Labels | undefined, value: number) {
    const values = this.key(labels)
    const id = JSON.stringify(values)
    let entry = this.series.get(id)
    if (!entry) this.series.set(id, (entry = { labels: values, counts: this.buckets.map(() => 0), sum: 0, count: 0 }))
    // counts are per bucket here, cumulated when rendered
    const bucket = this.buckets.findIndex((le) => value <= le)
    if (bucket >= 0) entry.counts[bucket]++
    entry.sum += value
    entry.count++
  }

  /** How many observations one label set has (for tests). */
  count(labels: Labels = {}): number {
    return this.series.get(JSON.stringify(this.key(labels)))?.count ?? 0
  }

  render(): string {
    let text = this.header()
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0
      this.buckets.forEach((le, i) => {
        cumulative += counts[i]
        text += `${this.name}_bucket${labelText(this.labelNames, labels, ['le', formatValue(le)])} ${cumulative}\n`
      })
      text += `${this.name}_bucket${labelText(this.labelNames, labels, ['le', '+Inf'])} ${count}\n`
      text += `${this.name}_sum${labelText(this.labelNames, labels)} ${formatValue(sum)}\n`
      text += `${this.name}_count${labelText(this.labelNames, labels)} ${count}\n`
    }
    return text
  }
}

type Collector = () => void | Promise<void>

export class Registry {
  private readonly metrics = new Map<string, Metric>()
  private readonly collectors: Array<{ name: string; collect: Collector }> = []

  register<M extends Metric>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} registered twice`)
    this.metrics.set(metric.name, metric)
    return metric
  }

  counter(name: string, help: string, labelNames?: readonly string[]): Counter {
    return this.register(new Counter(name, help, labelNames))
  }

  gauge(name: string, help: string, labelNames?: readonly string[]): Gauge {
    return this.register(new Gauge(name, help, labelNames))
  }

  histogram(name: string, help: string, labelNames?: readonly string[], buckets?: readonly number[]): Histogram {
    return this.register(new Histogram(name, help, labelNames, buckets))
  }

  /** Work done before each scrape (reading gauges from the database, the indexes ...). */
  collect(name: string, collect: Collector) {
    this.collectors.push({ name, collect })
  }

  names(): string[] {
    return [...this.metrics.keys()]
  }

  /**
   * Runs the collectors (each within timeoutMs; one that fails or is late leaves its gauges empty
   * and is named in the result) and renders every metric.
   */
  async scrape(timeoutMs = 2000): Promise<{ text: string; failed: Array<{ name: string; error: unknown }> }> {
    const failed: Array<{ name: string; error: unknown }> = []
    await Promise.all(
      this.collectors.map(async ({ name, collect }) => {
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
        })
        try {
          await Promise.race([collect(), late])
        } catch (error) {
          failed.push({ name, error })
        } finally {
          clearTimeout(timer)
        }
      }),
    )
    return { text: this.render(), failed }
  }

  render(): string {
    return [...this.metrics.values()].map((metric) => metric.render()).join('')
  }
}

/** The process's own figures, read at scrape time: CPU, memory, start time, event-loop delay. */
function processMetrics(registry: Registry) {
  const cpu = registry.counter('process_cpu_seconds_total', 'User and system CPU time spent, in seconds.')
  const rss = registry.gauge('process_resident_memory_bytes', 'Resident memory size, in bytes.')
  const start = registry.gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds.')
  const heap = registry.gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.')
  const heapTotal = registry.gauge('nodejs_heap_size_total_bytes', 'V8 heap allocated, in bytes.')
  const external = registry.gauge('nodejs_external_memory_bytes', 'Memory of C++ objects bound to JavaScript objects (buffers), in bytes.')
  const lag = {
    p50: registry.gauge('nodejs_eventloop_lag_p50_seconds', 'Median event-loop delay since the previous scrape, in seconds.'),
    p99: registry.gauge('nodejs_eventloop_lag_p99_seconds', '99th percentile of the event-loop delay since the previous scrape, in seconds.'),
    max: registry.gauge('nodejs_eventloop_lag_max_seconds', 'Longest event-loop delay since the previous scrape, in seconds.'),
  }
  const delay = monitorEventLoopDelay({ resolution: 20 })
  delay.enable()
  let lastCpu = 0
  start.set(undefined, Math.round(performance.timeOrigin / 1000))
  registry.collect('process', () => {
    const usage = process.cpuUsage()
    const seconds = (usage.user + usage.system) / 1e6
    cpu.inc(undefined, Math.max(0, seconds - lastCpu))
    lastCpu = Math.max(lastCpu, seconds)
    const memory = process.memoryUsage()
    rss.set(undefined, memory.rss)
    heap.set(undefined, memory.heapUsed)
    heapTotal.set(undefined, memory.heapTotal)
    external.set(undefined, memory.external)
    // nanoseconds; no sample yet (a scrape right after the previous one) reads as 0
    const inSeconds = (ns: number) => (delay.count ? ns / 1e9 : 0)
    lag.p50.set(undefined, inSeconds(delay.percentile(50)))
    lag.p99.set(undefined, inSeconds(delay.percentile(99)))
    lag.max.set(undefined, inSeconds(delay.max))
    delay.reset()
  })
}

/** One per process: what modules count wherever they are, and the process's own figures. */
export const sharedMetrics = new Registry()
processMetrics(sharedMetrics)
