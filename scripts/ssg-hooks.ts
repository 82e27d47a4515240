// Hooks for vite-react-ssg (vite.config.ts): which paths to prerender, and a check of each page.
import fs from 'node:fs'
import path from 'node:path'
import { chunkStylesheets } from './css-split.ts'
import { STAFF_CONSOLE_PATH } from '../src/domain/staff.ts'

/** Written by scripts/build.ts from the API: landing pages and the newest N active job pages. */
export const SSG_PATHS_FILE = '.cache/ssg-paths.json'

/**
 * Where the build keeps vite-react-ssg's server bundle (it deletes its own copy at the end): the
 * server renders pages with it after the build (server/site/page-renderer.ts). scripts/build.ts
 * moves it into the built site as .renderer/.
 */
export const RENDERER_DIR = '.cache/renderer'
/** The server bundle's folder in the built site (never served: the server serves no dot-folder). */
export const RENDERER_DIR_NAME = '.renderer'

/**
 * Copies the server bundle vite-react-ssg has just built (.vite-react-ssg-temp/<hash>/) to
 * RENDERER_DIR. Called from includedRoutes, which vite-react-ssg calls once, after that build.
 */
function keepServerBundle(): void {
  const temp = '.vite-react-ssg-temp'
  const [hash] = fs.existsSync(temp) ? fs.readdirSync(temp) : []
  fs.rmSync(RENDERER_DIR, { recursive: true, force: true })
  // its code only: vite-react-ssg also copies public/ (pictures, the CMS) into it
  if (hash) fs.cpSync(`${temp}/${hash}`, RENDERER_DIR, { recursive: true, filter: (source) => fs.statSync(source).isDirectory() || /\.m?js$/.test(source) })
}

/** Static routes come from the route table (but the staff console, never prerendered); dynamic ones from the build's data. */
export function includedRoutes(paths: string[]): string[] {
  keepServerBundle()
  const extra: string[] = fs.existsSync(SSG_PATHS_FILE) ? JSON.parse(fs.readFileSync(SSG_PATHS_FILE, 'utf8')) : []
  return [...paths.filter((p) => !p.includes(':') && !p.includes('*') && p !== STAFF_CONSOLE_PATH), ...extra]
}

/** Where the client build puts its scripts and stylesheets (vite.config.ts: SITE_DIR or dist). */
const ASSETS_DIR = path.join(process.env.SITE_DIR || 'dist', 'assets')

let hydrationChunk: string | null | undefined

/**
 * vite-react-ssg imports react-dom/client dynamically, so the browser discovers its largest chunk
 * only after running the entry: preloading it removes a round trip before hydration.
 */
function hydrationPreload(): string {
  if (hydrationChunk === undefined) {
    const assets = fs.existsSync(ASSETS_DIR) ? fs.readdirSync(ASSETS_DIR) : []
    hydrationChunk = assets.find((f) => /^client-[\w-]+\.js$/.test(f)) ?? null
  }
  return hydrationChunk ? `<link rel="modulepreload" crossorigin href="/assets/${hydrationChunk}">` : ''
}

/** The scripts a built script imports statically (`import ... from "./x.js"`, not `import("./x.js")`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1])
}

const builtScripts = new Map<string, { imports: string[]; styles: string[] }>()

/** What a built script imports statically and the stylesheets it loads (scripts/css-split.ts), read once. */
function builtScript(name: string, assetsDir: string): { imports: string[]; styles: string[] } {
  const file = `${assetsDir}/${name}`
  let script = builtScripts.get(file)
  if (!script) {
    const code = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    script = { imports: staticImports(code), styles: chunkStylesheets(code) }
    builtScripts.set(file, script)
  }
  return script
}

/**
 * A page's module preloads with everything they import statically: vite-react-ssg lists a page's
 * route chunk, but not always the chunks that one imports (with the chunk groups of scripts/chunks.ts
 * its manifest entry is the group's), and the browser would find those one round trip later.
 */
export function withStaticImports(urls: string[], assetsDir = ASSETS_DIR): string[] {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    const match = /^(.*\/assets\/)([^/]+\.js)$/.exec(url)
    if (!match) return
    for (const name of builtScript(match[2], assetsDir).imports) visit(`${match[1]}${name}`)
  }
  urls.forEach(visit)
  return [...seen]
}

/**
 * The stylesheets that scripts and all they import statically load as they run (scripts/css-split.ts:
 * the chunks outside the public pages), each after those of the scripts it imports (a style that
 * extends another comes later, as in one stylesheet).
 */
export function pageStylesheets(urls: string[], assetsDir = ASSETS_DIR): string[] {
  const visited = new Set<string>()
  const sheets: string[] = []
  const visit = (url: string) => {
    const match = /^(.*\/assets\/)([^/]+\.js)$/.exec(url)
    if (!match || visited.has(url)) return
    visited.add(url)
    const script = builtScript(match[2], assetsDir)
    for (const name of script.imports) visit(`${match[1]}${name}`)
    for (const css of script.styles) if (!sheets.includes(css)) sheets.push(css)
  }
  urls.forEach(visit)
  return sheets
}

/** Fails the build on a page that rendered React Router's fallback error (STACK.md pitfall 1). */
export function checkRenderedPage(route: string, html: string): string {
  if (html.includes('Unexpected Application Error')) {
    throw new Error(`Trang ${route} hiển thị "Unexpected Application Error"`)
  }
  // vite-react-ssg writes the build hash in an inline script at the end of <body>; the entry is an
  // async module, which runs before the parser gets there when it comes from the cache, and then
  // asks for static-loader-data-manifest-undefined.json. Set the hash first, in <head>.
  const hashScript = '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>'
  if (html.includes(hashScript)) html = html.replace(hashScript, '').replace('<head>', `<head>${hashScript}`)
  // Dev-only stylesheet link injected by wyw's ssrDevCss (STACK.md pitfall 4).
  return startAfterFirstPaint(
    html
      .replace(/<link[^>]+\.wyw-in-js\.css[^>]*>/g, '')
      .replace(/<html\s+lang=/, '<html lang=')
      .replace('</head>', `${hydrationPreload()}</head>`),
  )
}

/** Starts the app from the page's #app-start data: its module preloads, then its entry. */
export const START_APP =
  `const d=JSON.parse(document.getElementById('app-start').textContent);let s=0;const go=()=>{if(s++)return;` +
  `for(const h of d.preload){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}` +
  `import(d.entry)};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,1000)`

/**
 * The prerendered page is whole without JavaScript, so the app starts once the first frame is drawn:
 * the entry and its module preloads are requested then, by a small inline script, instead of from
 * <head>. On a slow link the HTML and the render-blocking stylesheet no longer share the bandwidth
 * with about 140 KB of scripts (docs/decisions/0002-public-browsing.md). A hidden tab draws no frame:
 * a timer starts the app there.
 */
export function startAfterFirstPaint(html: string): string {
  let entry: string | null = null
  const withoutEntry = html.replace(/<script type="module" async(?: crossorigin)? src="([^"]+)"><\/script>/, (_, src: string) => {
    entry = src
    return ''
  })
  if (!entry) return html
  const preloads: string[] = []
  const page = withoutEntry.replace(/<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g, (_, href: string) => {
    preloads.push(href)
    return ''
  })
  // The page's own list is data; the code that reads it is the same on every page, so the
  // Content-Security-Policy allows it by one hash (scripts/csp.ts).
  const entryUrl: string = entry
  const data = JSON.stringify({ entry, preload: withStaticImports([entryUrl, ...preloads]).filter((url) => url !== entryUrl) }).replace(/</g, '\\u003c')
  return withStylesheets(page, usedStylesheets(page, [entryUrl, ...preloads]), false).replace(
    '</head>',
    `<script type="application/json" id="app-start">${data}</script><script type="module">${START_APP}</script></head>`,
  )
}


/** Each selector of a stylesheet as the class names it needs (a selector naming none is left out). */
export const selectorsClasses = (css: string): string[][] =>
  [...css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '').matchAll(/([^{}@;]+)\{/g)]
    .flatMap((rule) => rule[1].split(','))
    .map((selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))
    .filter((names) => names.length > 0)

const selectorsOfSheet = new Map<string, string[][]>()

/**
 * The stylesheets a prerendered page links: those it links (index.html's: the site's sheet), then
 * the sheets of the chunks vite-react-ssg lists for its route, then any other sheet of the build,
 * each only when one of its selectors matches classes the page's HTML uses (a chunk the route
 * loads on demand, e.g. a page inside a lazy layout, is not in that list, and its sheet arriving
 * with it moved what was drawn). A sheet left out styles nothing drawn before the app starts.
 */
export function usedStylesheets(page: string, scripts: string[], assetsDir = ASSETS_DIR): string[] {
  const used = new Set([...page.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))
  const usesOne = (href: string) => {
    const file = path.join(assetsDir, path.basename(href))
    if (!selectorsOfSheet.has(file)) selectorsOfSheet.set(file, fs.existsSync(file) ? selectorsClasses(fs.readFileSync(file, 'utf8')) : [])
    return selectorsOfSheet.get(file)!.some((names) => names.every((name) => used.has(name)))
  }
  const linked = linkedStylesheets(page)
  const prefix = linked[0]?.slice(0, linked[0].lastIndexOf('/') + 1) ?? '/assets/'
  const everySheet = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((name) => name.endsWith('.css')).sort().map((name) => `${prefix}${name}`) : []
  return [...new Set([...linked, ...[...new Set([...pageStylesheets(scripts, assetsDir), ...everySheet])].filter(usesOne)])]
}

/** A stylesheet link, as Vite, vite-react-ssg (through jsdom) or withStylesheets write it. */
export const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The addresses of a page's stylesheets, in order. */
export const linkedStylesheets = (html: string) => [...html.matchAll(STYLESHEET_LINK)].map((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? '').filter(Boolean)

/**
 * The page with sheets linked where its first stylesheet was, in that order, and then (unless
 * keepLinked is false) those it linked already that sheets does not name.
 */
export function withStylesheets(html: string, sheets: string[], keepLinked = true): string {
  if (!sheets.length) return html
  const all = [...new Set([...sheets, ...(keepLinked ? linkedStylesheets(html) : [])])]
  const links = all.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')
  const first = html.search(STYLESHEET_LINK)
  if (first < 0) return html.replace('</head>', `${links}</head>`)
  return html.replace(STYLESHEET_LINK, (_link, offset: number) => (offset === first ? links : ''))
}

/**
 * The app shell, from a prerendered page: its head without the page's own title and meta, and a
 * root the client renders into instead of hydrating. The root is empty, or with keepContentOf (the
 * page's path) the page's own markup without its router data (a signed-in page's header, waiting skeleton and
 * footer: what a page that was not prerendered shows until its script runs; docs/decisions/0054b)
 * and without the sign-in link's way back to that page. The root is the last element of <body>;
 * the build hash is set in <head> (checkRenderedPage).
 */
export function shellFromPage(page: string, { keepContentOf }: { keepContentOf?: string } = {}): string {
  const start = page.indexOf('<div id="root"')
  const bodyEnd = page.lastIndexOf('</body>')
  const rootEnd = page.lastIndexOf('</div>', bodyEnd)
  if (start < 0 || bodyEnd < 0 || rootEnd < start) throw new Error('Không tìm thấy vùng nội dung của trang để tạo shell.html')
  const head = page
    .slice(0, start)
    .replace(/<(title|script)[^>]*data-rh="true"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<(meta|link)[^>]*data-rh="true"[^>]*>/g, '')
    .replace('<head>', '<head><title>Việc Làm Tốt</title>')
  const back = `returnUrl=${encodeURIComponent(keepContentOf ?? '')}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const content = keepContentOf
    ? page
        .slice(page.indexOf('>', start) + 1, rootEnd)
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(new RegExp(`(\\?|&amp;)${back}(?=["&])(&amp;)?`, 'g'), (_all, separator: string, next?: string) => (next ? separator : ''))
    : ''
  return `${head}<div id="root">${content}</div>${page.slice(rootEnd + '</div>'.length)}`
}

/** The 404 page as served for any unknown path: rendered by the client, not hydrated, and marked. */
export function markNotFound(page: string): string {
  return page.replace(' data-server-rendered="true"', '').replace(/<html([^>]*)>/, '<html$1 data-status="404">')
}
