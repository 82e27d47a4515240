import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { loadCssStatement } from './css-split'
import { START_APP, checkRenderedPage, markNotFound, pageStylesheets, shellFromPage, staticImports, usedStylesheets, withStaticImports, withStylesheets } from './ssg-hooks'

/** A build's assets folder holding these files (name: text), removed when the test ends. */
function assetsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  onTestFinished(() => fs.rmSync(dir, { recursive: true }))
  return dir
}

describe('checkRenderedPage', () => {
  it('moves the build-hash script into <head>, before the async entry can run', () => {
    const page =
      '<html lang="vi"><head><script type="module" async src="/assets/app.js"></script></head>' +
      '<body><div id="root"></div><script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>'
    const html = checkRenderedPage('/jobseeker', page)
    expect(html.indexOf('SCRIPT_COMMENT_PLACEHOLDER')).toBeLessThan(html.indexOf('"entry":"/assets/app.js"'))
    expect(html.match(/SCRIPT_COMMENT_PLACEHOLDER/g)).toHaveLength(1)
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<script>')
  })

  it('starts the app after the first paint: the entry and its preloads leave <head> for a loader', () => {
    const page =
      '<html lang="vi"><head><script type="module" async crossorigin src="/assets/app-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="stylesheet" href="/assets/style.css">' +
      '<link rel="modulepreload" crossorigin="" href="/assets/home-3.js"></head><body><div id="root"></div></body></html>'
    const html = checkRenderedPage('/', page)
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">')
    const loader = html.match(/<script type="module">([^<]+)<\/script><\/head>/)?.[1] ?? ''
    expect(loader).toBe(START_APP)
    expect(loader).toContain('requestAnimationFrame')
    const data = JSON.parse(html.match(/<script type="application\/json" id="app-start">([^<]+)<\/script>/)?.[1] ?? 'null')
    expect(data.entry).toBe('/assets/app-1.js')
    expect(data.preload.slice(0, 2)).toEqual(['/assets/react-2.js', '/assets/home-3.js'])
    // a page without the entry is left as it is
    expect(checkRenderedPage('/x', '<html><head></head><body></body></html>')).not.toContain('<script')
  })

  it('fails the build on a page that rendered the router fallback error', () => {
    expect(() => checkRenderedPage('/x', '<html><body>Unexpected Application Error</body></html>')).toThrow(/\/x/)
  })
})

describe('shellFromPage', () => {
  it('keeps the head and the scripts, empties the root, drops the page title', () => {
    const page = checkRenderedPage(
      '/404',
      '<!doctype html><html lang="vi"><head><title data-rh="true">Không tìm thấy</title>' +
        '<script type="module" async src="/assets/app.js"></script></head>' +
        '<body><div id="root" data-server-rendered="true"><main>404</main>' +
        '<script>window.__staticRouterHydrationData = {}</script></div>\n' +
        '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>',
    )
    const shell = shellFromPage(page)
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).not.toContain('data-server-rendered')
    expect(shell).not.toContain('__staticRouterHydrationData')
    expect(shell).not.toContain('Không tìm thấy')
    expect(shell).toContain('<title>Việc Làm Tốt</title>')
    expect(shell).toContain('SCRIPT_COMMENT_PLACEHOLDER')
    expect(shell).toContain('/assets/app.js')
    expect(shell.endsWith('</body></html>')).toBe(true)
    // the real 404 page of a build, when there is one
    if (fs.existsSync('dist/404.html')) {
      const built = shellFromPage(fs.readFileSync('dist/404.html', 'utf8'))
      expect(built).toContain('<div id="root"></div>')
      expect(built).not.toContain('data-server-rendered')
    }
  })
})

describe('shellFromPage with the page kept (a signed-in page not prerendered)', () => {
  it('keeps the header, the waiting skeleton and the footer, without router data, the way back to that page or hydration', () => {
    const page =
      '<!doctype html><html lang="vi"><head><title data-rh="true">Đơn hàng</title></head><body><div id="root" data-server-rendered="true">' +
      '<header><a href="/account/login?returnUrl=%2Fdashboard%2Finvoices&amp;siteId=3">Đăng nhập</a><a href="/x?a=1&amp;returnUrl=%2Fdashboard%2Finvoices">X</a>' +
        '<a href="/account/login?returnUrl=%2Fcreate-jobseeker">Tạo hồ sơ</a></header>' +
      '<main><div role="status" aria-busy="true" data-wait=""></div></main><footer>Về chúng tôi</footer>' +
      '<script id="router-data" type="application/json">{"loaderData":{}}</script><script>window.__staticRouterHydrationData = {}</script></div>\n' +
      '<script type="module" src="/assets/app.js"></script></body></html>'
    const shell = shellFromPage(page, { keepContentOf: '/dashboard/invoices' })
    expect(shell).toContain(
      '<div id="root"><header><a href="/account/login?siteId=3">Đăng nhập</a><a href="/x?a=1">X</a><a href="/account/login?returnUrl=%2Fcreate-jobseeker">Tạo hồ sơ</a></header><main><div role="status" aria-busy="true" data-wait=""></div></main><footer>Về chúng tôi</footer></div>',
    )
    expect(shell).not.toMatch(/data-server-rendered|router-data|__staticRouterHydrationData|invoices|Đơn hàng/)
    expect(shell).toContain('<title>Việc Làm Tốt</title>')
    expect(shell).toContain('/assets/app.js')
  })
})

describe('markNotFound', () => {
  it('serves the 404 page rendered rather than hydrated, marked with its status', () => {
    const page = '<!doctype html><html lang="vi"><head></head><body><div id="root" data-server-rendered="true"><h1>Không tìm thấy trang</h1></div></body></html>'
    const marked = markNotFound(page)
    expect(marked).toContain('<html lang="vi" data-status="404">')
    expect(marked).toContain('<div id="root"><h1>Không tìm thấy trang</h1></div>')
  })
})

describe('withStaticImports', () => {
  it('adds what the preloaded scripts import statically, not what they import on demand', () => {
    const dir = assetsDir({
      'page-1.js': 'import{t as r}from"./shared-2.js";import"./app-0.js";const d=()=>import("./dialog-3.js");export{r}',
      'shared-2.js': 'export{x as t}from"./framework-4.js"',
      'framework-4.js': 'export const x=1',
      'app-0.js': 'import"./framework-4.js"',
    })
    expect(staticImports(fs.readFileSync(`${dir}/page-1.js`, 'utf8'))).toEqual(['shared-2.js', 'app-0.js'])
    expect(withStaticImports(['/assets/page-1.js'], dir)).toEqual(['/assets/page-1.js', '/assets/shared-2.js', '/assets/framework-4.js', '/assets/app-0.js'])
  })
})

describe('the stylesheets of a page', () => {
  it('are those its scripts and what they import statically load, each after those it imports; linked if its HTML uses them', () => {
    const dir = assetsDir({
      'app-0.js': 'import"./framework-4.js";const p=()=>import("./home-1.js")',
      'home-1.js': `${loadCssStatement(['/assets/home-b.css'])}import{t}from"./shared-2.js";import"./app-0.js";const d=()=>import("./dashboard-3.js")`,
      'shared-2.js': `${loadCssStatement(['/assets/shared-c.css'])}export{x as t}from"./framework-4.js"`,
      'framework-4.js': 'export const x=1',
      'dashboard-3.js': `${loadCssStatement(['/assets/dashboard-d.css'])}export const y=1`,
    })
    expect(pageStylesheets(['/assets/app-0.js', '/assets/home-1.js'], dir)).toEqual(['/assets/shared-c.css', '/assets/home-b.css'])
    // a prerendered page links its own (the site's sheet) and those whose classes its HTML uses: not
    // the dashboard's it may load on demand, nor a shared chunk's that styles nothing drawn yet
    fs.writeFileSync(`${dir}/home-b.css`, '.h1a{color:red}')
    fs.writeFileSync(`${dir}/shared-c.css`, '.s2b{background:url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'/%3E")}')
    fs.writeFileSync(`${dir}/dashboard-d.css`, '.d3c{color:blue}')
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/site-a.css"></head><body><main class="h1a x"><p class="org">a</p></main></body>'
    expect(usedStylesheets(page, ['/assets/app-0.js', '/assets/home-1.js', '/assets/dashboard-3.js'], dir)).toEqual(['/assets/site-a.css', '/assets/home-b.css'])
    // a sheet of a chunk the route loads on demand (not in its list) whose rule matches the HTML is
    // linked too: it arriving with its chunk moved the page; a rule needing a class the page lacks
    // (".d3c.h1a", ".x .gone") does not make a sheet used
    fs.writeFileSync(`${dir}/lazy-e.css`, '.org a{min-height:44px}')
    fs.writeFileSync(`${dir}/other-f.css`, '.d3c.h1a{color:green}.x .gone{color:blue}')
    expect(usedStylesheets(page, ['/assets/app-0.js', '/assets/home-1.js'], dir)).toEqual(['/assets/site-a.css', '/assets/home-b.css', '/assets/lazy-e.css'])
  })

  it('are linked where its first stylesheet was, in their order, before those it linked that they do not name', () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/app-a.css"><title>x</title><link rel="stylesheet" href="/assets/home-b.css" crossorigin=""><link rel="stylesheet" href="/other.css"></head>'
    expect(withStylesheets(page, ['/assets/app-a.css', '/assets/shared-c.css', '/assets/home-b.css'])).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/app-a.css"><link rel="stylesheet" crossorigin href="/assets/shared-c.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/home-b.css"><link rel="stylesheet" crossorigin href="/other.css"><title>x</title></head>',
    )
    expect(withStylesheets(page, [])).toBe(page)
  })
})
