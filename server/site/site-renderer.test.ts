// The live pages drawn in a worker thread (docs/decisions/0058-page-render-worker.md): the same page
// as in this thread, an error of the page's own as the render's failure, and a thread that died
// started again. The built site is a miniature whose server bundle has a job route (the real bundle
// is proved against a real build in tests/e2e/live-pages.spec.ts).
import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { siteRenderer, workerSiteRenderer } from './site-renderer'
import { miniatureSite } from './testing-site'

const { siteDir, write } = miniatureSite('render-site')
write('shell.html', '<html lang="vi"><head><title>Việc Làm Tốt</title></head><body><div id="root"></div></body></html>')
write(
  '.renderer/main.mjs',
  `import { createElement } from 'react'
import { useLoaderData } from 'react-router-dom'
import { isMainThread } from 'node:worker_threads'
function Page() { return createElement('h1', null, useLoaderData()) }
export async function createRoot(client, pathname) {
  if (pathname === '/viec-lam/hong-1') throw new Error('Trang hỏng khi dựng')
  if (pathname === '/viec-lam/dung-2') process.exit(3)
  return { routes: [{
    path: '/viec-lam/:slugId',
    element: createElement(Page),
    loader: ({ params }) => params.slugId === 'react-4' ? 'React ' + process.env.NODE_ENV : params.slugId + (isMainThread ? ' (luồng chính)' : ' (luồng dựng trang)'),
  }] }
}`,
)
write('.build-complete', '2026-11-29T10:00:00.000Z')

const inWorker = workerSiteRenderer(siteDir)
afterAll(async () => {
  await inWorker.close()
  fs.rmSync(siteDir, { recursive: true, force: true })
})

describe('live pages drawn in a worker thread', () => {
  it('draws the page this thread would, in the other thread', async () => {
    const here = await siteRenderer(siteDir).render('/viec-lam/thu-kho-7')
    const there = await inWorker.render('/viec-lam/thu-kho-7')
    expect(here?.html).toContain('<h1>thu-kho-7 (luồng chính)</h1>')
    expect(there?.status).toBe(200)
    expect(there?.html).toBe(here?.html.replaceAll('(luồng chính)', '(luồng dựng trang)'))
  })

  it('draws with React’s production build, as the build’s prerender does, whatever the server’s NODE_ENV', async () => {
    expect((await inWorker.render('/viec-lam/react-4'))?.html).toContain('<h1>React production</h1>')
  })

  it('fails a render with its page’s error and keeps drawing the next', async () => {
    await expect(inWorker.render('/viec-lam/hong-1')).rejects.toThrow('Trang hỏng khi dựng')
    expect((await inWorker.render('/viec-lam/ke-toan-8'))?.html).toContain('<h1>ke-toan-8 (luồng dựng trang)</h1>')
  })

  it('starts the thread again after it died, failing the renders it had', async () => {
    await expect(inWorker.render('/viec-lam/dung-2')).rejects.toThrow('luồng dựng trang đã dừng (mã 3)')
    expect((await inWorker.render('/viec-lam/ke-toan-9'))?.html).toContain('<h1>ke-toan-9 (luồng dựng trang)</h1>')
  })

  it('is one thread for a site, and none without a built renderer', async () => {
    expect(workerSiteRenderer(siteDir)).toBe(inWorker)
    const empty = miniatureSite('render-none').siteDir
    expect(await workerSiteRenderer(empty).render('/viec-lam/thu-kho-7')).toBeNull()
    fs.rmSync(empty, { recursive: true, force: true })
  })
})
