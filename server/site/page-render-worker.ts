// The worker thread that draws the built site's live pages (site-renderer.ts workerSiteRenderer):
// each request's page, or the error that stopped it, answered under the request's id.
import { parentPort, workerData } from 'node:worker_threads'
import { siteRenderer, type RenderAnswer, type RenderRequest } from './site-renderer'

const renderer = siteRenderer((workerData as { siteDir: string }).siteDir)
const port = parentPort
if (!port) throw new Error('page-render-worker.ts chạy trong một luồng worker')

port.on('message', ({ id, pathname }: RenderRequest) => {
  renderer.render(pathname).then(
    (page) => port.postMessage({ id, page } satisfies RenderAnswer),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderAnswer),
  )
})
