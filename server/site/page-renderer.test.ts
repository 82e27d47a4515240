import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillShell, kindAssets } from './page-renderer'

const SHELL =
  '<html lang="vi"><head><title>Việc Làm Tốt</title><link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/not-found-b.css"><script type="application/json" id="app-start">{"preload":[]}</script>' +
  '</head><body><div id="root"></div></body></html>'
const JOB_PAGE =
  '<html lang="vi"><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" crossorigin href="/assets/p-job-c.css">' +
  '<script type="application/json" id="app-start">{"preload":["/assets/p-job-c.js"]}</script></head><body><div id="root" data-server-rendered="true"></div></body></html>'

describe('a page rendered after the build', () => {
  it('links the stylesheets of a prerendered page of its kind, where the shell had its own', () => {
    const html = fillShell(SHELL, { appHTML: '<main>Thủ kho</main>', head: '<title>Thủ kho</title>', htmlAttributes: '', ...kindAssets(JOB_PAGE) })
    expect([...html.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1])).toEqual(['/assets/index-a.css', '/assets/p-job-c.css'])
    expect(html).toContain('<head><title>Thủ kho</title><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" crossorigin href="/assets/p-job-c.css"><script')
    expect(html).toContain('{"preload":["/assets/p-job-c.js"]}')
  })

  it('keeps the shell stylesheets when its kind has no prerendered page', () => {
    const html = fillShell(SHELL, { appHTML: '<main>Thủ kho</main>', head: '', htmlAttributes: '' })
    expect([...html.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1])).toEqual(['/assets/index-a.css', '/assets/not-found-b.css'])
  })

  it('adds any sheet of the build whose selector its HTML has, after those of its kind', () => {
    const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
    fs.writeFileSync(path.join(assets, 'index-a.css'), '.site{color:red}')
    fs.writeFileSync(path.join(assets, 'p-job-c.css'), '.job{color:red}')
    fs.writeFileSync(path.join(assets, 'p-badge-d.css'), '.badge.partner{color:green}')
    fs.writeFileSync(path.join(assets, 'p-panel-e.css'), '.panel.dashboard{color:blue}')
    const html = fillShell(SHELL, { appHTML: '<main class="badge partner panel">Thủ kho</main>', head: '', htmlAttributes: '', assetsDir: assets, ...kindAssets(JOB_PAGE) })
    expect([...html.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1])).toEqual(['/assets/index-a.css', '/assets/p-job-c.css', '/assets/p-badge-d.css'])
    fs.rmSync(assets, { recursive: true, force: true })
  })
})
