// The renderer of the built site's live pages (docs/decisions/0039-pages-follow-the-data.md): the
// kinds of page that follow the data, where the build put a page of each kind (it lends its module
// preloads and stylesheets), and the thread a page is drawn in. A render takes 5-40 ms of CPU and
// holds the thread it runs in, so the server draws pages in a worker thread of its own while its
// event loop keeps answering (docs/decisions/0058-page-render-worker.md); the page's loaders still
// ask the API over HTTP, as in the build.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PAGE_RENDER_WORKER_ENTRY } from '../../scripts/server-build'
import { childEnv, isServerBundle } from '../env'
import { pageRenderer, RENDERER_ENTRY, type PageRenderer, type RenderedPage } from './page-renderer'

export type LivePageKind = 'home' | 'landing' | 'job' | 'organization'

const KINDS: Array<[LivePageKind, RegExp, string]> = [
  // [kind, its paths, where the build put pages of that kind (one of them lends its module preloads)]
  ['home', /^\/$/, 'index.html'],
  ['landing', /^\/tuyen-dung-[a-z0-9-]{1,120}$/, ''],
  ['job', /^\/viec-lam\/[a-z0-9-]{1,200}$/, 'viec-lam'],
  ['organization', /^\/cong-ty\/[a-z0-9-]{1,220}$/, 'cong-ty'],
]

export function livePageKind(pathname: string): LivePageKind | null {
  return KINDS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null
}

/** The built site's pages drawn in this thread. */
export function siteRenderer(siteDir: string): PageRenderer {
  const samples = new Map<string, string | null>()
  return pageRenderer(siteDir, (pathname) => {
    const kind = KINDS.find(([, pattern]) => pattern.test(pathname))
    if (!kind) return null
    const [name, , place] = kind
    if (!samples.has(name)) samples.set(name, samplePage(siteDir, name, place))
    return samples.get(name) ?? null
  })
}

/** A page of a kind in the built site (its module preloads are every page of that kind's). */
function samplePage(siteDir: string, kind: LivePageKind, place: string): string | null {
  if (kind === 'home') return place
  const dir = path.join(siteDir, place)
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const found = files.find((f) => f.endsWith('.html') && (kind !== 'landing' || f.startsWith('tuyen-dung-')))
  return found ? path.join(place, found) : null
}

/** What the worker is asked and answers (page-render-worker.ts). */
export interface RenderRequest {
  id: number
  pathname: string
}
export type RenderAnswer = { id: number; page: RenderedPage | null } | { id: number; error: string }

/**
 * The worker's entry: beside the compiled server's main.mjs (scripts/server-build.ts makes it an
 * entry of the bundle), the TypeScript source under tsx otherwise.
 */
function workerEntry(): { url: URL; execArgv?: string[] } {
  if (isServerBundle()) return { url: pathToFileURL(path.resolve(PAGE_RENDER_WORKER_ENTRY)) }
  const url = new URL('./page-render-worker.ts', import.meta.url)
  // a process started with tsx passes it on to its workers; a test runner's process does not
  return process.execArgv.some((arg) => arg.includes('tsx')) ? { url } : { url, execArgv: ['--import', 'tsx'] }
}

// one worker per built site in a process (the site's routes and the background work share it)
const workers = new Map<string, PageRenderer & { close(): Promise<void> }>()

/**
 * The built site's pages drawn in a worker thread, started on the first page there is a renderer
 * for and again after it died (the renders it had under way fail: the queue tries them again).
 */
export function workerSiteRenderer(siteDir: string): PageRenderer & { close(): Promise<void> } {
  const known = workers.get(siteDir)
  if (known) return known
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, { resolve: (page: RenderedPage | null) => void; reject: (error: Error) => void }>()
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  const start = () => {
    const { url, execArgv } = workerEntry()
    // React's production build, as the build's prerender draws pages (scripts/build.ts), whatever
    // this server's NODE_ENV: the development build records owner stacks per element, about five
    // times the CPU. The environment is this process's when the thread starts (the first page is
    // drawn once the server listens, so BUILD_API_ORIGIN is set).
    const started = new Worker(url, { workerData: { siteDir }, env: childEnv({ NODE_ENV: 'production' }), ...(execArgv ? { execArgv } : {}) })
    started.on('message', (answer: RenderAnswer) => {
      const waiting = pending.get(answer.id)
      if (!waiting) return
      pending.delete(answer.id)
      if ('error' in answer) waiting.reject(new Error(answer.error))
      else waiting.resolve(answer.page)
    })
    started.on('error', (error) => failAll(error))
    started.on('exit', (code) => {
      if (worker === started) worker = null
      failAll(new Error(`luồng dựng trang đã dừng (mã ${code})`))
    })
    // the server's exit does not wait for it
    started.unref()
    return started
  }
  const renderer = {
    render(pathname: string) {
      // no built site (or no renderer in it): nothing to start a thread for
      if (!fs.existsSync(path.join(siteDir, RENDERER_ENTRY))) return Promise.resolve(null)
      worker ??= start()
      const id = nextId++
      const answer = new Promise<RenderedPage | null>((resolve, reject) => pending.set(id, { resolve, reject }))
      worker.postMessage({ id, pathname } satisfies RenderRequest)
      return answer
    },
    async close() {
      workers.delete(siteDir)
      const stopping = worker
      worker = null
      if (stopping) await stopping.terminate()
    },
  }
  workers.set(siteDir, renderer)
  return renderer
}
