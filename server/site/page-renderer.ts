// Renders one public page after the build, from the same React code and with the same steps as the
// prerender (vite-react-ssg's own, which it does not export): the route's loaders ask the API, the
// app is rendered to HTML with its <head>, and the result is put into the page the build made for
// the app shell, with what differs per page (the router's data) as data read by the same inline
// scripts, so the page's Content-Security-Policy holds (scripts/csp.ts). The build keeps its server
// bundle in the site as .renderer/ (scripts/ssg-hooks.ts), beside shell.html.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js'
import type { RouteObject } from 'react-router-dom'
import { constantScripts } from '../../scripts/csp'
import { linkedStylesheets, RENDERER_DIR_NAME, usedStylesheets, withStylesheets } from '../../scripts/ssg-hooks'

export interface RenderedPage {
  status: number
  html: string
}

interface ServerEntry {
  createRoot: (client: false, path?: string) => Promise<{ routes: RouteObject[]; base?: string; routerOptions?: { future?: object } }>
}

interface HelmetData {
  helmet: Record<'htmlAttributes' | 'title' | 'meta' | 'link' | 'script', { toString(): string }>
}

// vite-react-ssg's <Head> writes into the react-helmet-async of its own dependencies: the provider
// must be that module, not another copy
const requireFromSsg = createRequire(import.meta.resolve('vite-react-ssg'))
const { HelmetProvider } = requireFromSsg('react-helmet-async') as { HelmetProvider: (props: { context: object; children?: ReactNode }) => ReactNode }

/** The HTML of a React element once everything in it has loaded (Suspense included). */
function renderAllNow(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject })
  })
}

// The app keeps state in modules (the configuration lists a page provides as it renders): two
// pages drawn at once would see each other's. Loaders run side by side; React renders one page at
// a time.
let rendering: Promise<unknown> = Promise.resolve()
function renderAll(element: ReactNode): Promise<string> {
  const html = rendering.then(() => renderAllNow(element))
  rendering = html.catch(() => undefined)
  return html
}

/** What a prerendered page loads for its kind, to reuse for pages of that kind. */
export interface PageKindAssets {
  /** its module preloads (its #app-start data) */
  start: string | null
  /** its stylesheets: the site's and its route's (the build splits the CSS by chunk) */
  styles: string[]
}

export function kindAssets(html: string): PageKindAssets {
  return {
    start: /<script type="application\/json" id="app-start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null,
    styles: linkedStylesheets(html),
  }
}

/**
 * Puts a rendered app into the shell page: the page's own <head> tags first (shell.html has none but
 * the title, which the page's replaces), the app in #root marked as server-rendered (the client
 * hydrates it), the router's data as a JSON block, and the module preloads and stylesheets of its
 * kind (the shell's own stylesheets are those of the page it was made from: the page's replace them,
 * where the first of them was, so the page is styled at its first paint).
 */
export function fillShell(
  shell: string,
  page: { appHTML: string; head: string; htmlAttributes: string; assetsDir?: string } & Partial<PageKindAssets>,
): string {
  let html = shell.replace(/<title>[^<]*<\/title>/, '').replace(/<head>/, `<head>${page.head}`)
  if (page.styles?.length) html = withStylesheets(html, page.styles, false)
  if (page.htmlAttributes) html = html.replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes}${mergeAttributes(attributes, page.htmlAttributes)}>`)
  html = html.replace('<div id="root"></div>', () => `<div id="root" data-server-rendered="true">${page.appHTML}</div>`)
  // and any other sheet of the build one of whose selectors this page's HTML has, as the build
  // links them (docs/decisions/0054c): a page unlike its kind's sample is styled at its first paint too
  if (page.assetsDir) html = withStylesheets(html, usedStylesheets(html, [], page.assetsDir))
  if (page.start) html = html.replace(/(<script type="application\/json" id="app-start">)[\s\S]*?(<\/script>)/, (_m, open: string, close: string) => `${open}${page.start}${close}`)
  return constantScripts(html)
}

/** Helmet's html attributes the shell does not have already (lang="vi" is there). */
function mergeAttributes(existing: string, added: string): string {
  return [...added.matchAll(/([\w-]+)="([^"]*)"/g)]
    .filter(([, name]) => !new RegExp(`\\s${name}=`).test(existing))
    .map(([whole]) => ` ${whole}`)
    .join('')
}

/** The build's server bundle of the app, in the built site. */
export const RENDERER_ENTRY = path.join(RENDERER_DIR_NAME, 'main.mjs')

export interface PageRenderer {
  /** The page of a path as the prerender would make it, or null when the built site has no renderer. */
  render(pathname: string): Promise<RenderedPage | null>
}

/**
 * A renderer over the built site in siteDir, for the build that is there (a new build brings a new
 * bundle, loaded on its first page). Module preloads and stylesheets are those of a prerendered page
 * of the same kind (kindOf names the kind and where one lies); a kind with none keeps the shell's.
 */
export function pageRenderer(siteDir: string, samplePage: (pathname: string) => string | null): PageRenderer {
  let loaded: { builtAt: string; entry: Promise<ServerEntry>; shell: string; kinds: Map<string, PageKindAssets> } | null = null
  const current = () => {
    const builtAt = readOrNull(path.join(siteDir, '.build-complete'))
    const shell = readOrNull(path.join(siteDir, 'shell.html'))
    const entryFile = path.join(siteDir, RENDERER_ENTRY)
    if (!builtAt || !shell || !fs.existsSync(entryFile)) return null
    if (loaded?.builtAt !== builtAt) {
      // the file's URL carries the build so a new bundle is a new module, not the cached one
      loaded = { builtAt, shell, kinds: new Map(), entry: import(`${pathToFileURL(entryFile).href}?build=${encodeURIComponent(builtAt)}`) as Promise<ServerEntry> }
    }
    return loaded
  }
  const assetsOf = (build: NonNullable<typeof loaded>, pathname: string) => {
    const sample = samplePage(pathname)
    if (!sample) return {}
    if (!build.kinds.has(sample)) build.kinds.set(sample, kindAssets(readOrNull(path.join(siteDir, sample)) ?? ''))
    return build.kinds.get(sample)
  }
  return {
    async render(pathname) {
      const build = current()
      if (!build) return null
      const { createRoot } = await build.entry
      const app = await createRoot(false, pathname)
      const { dataRoutes, query } = createStaticHandler([...app.routes], { basename: app.base ?? '/' })
      const context = await query(new Request(new URL(pathname, 'http://site.invalid')))
      if (context instanceof Response) return { status: context.status, html: '' }
      const router = createStaticRouter(dataRoutes, context, { future: app.routerOptions?.future })
      const helmetContext = {} as Partial<HelmetData>
      const appHTML = await renderAll(createElement(HelmetProvider, { context: helmetContext }, createElement(StaticRouterProvider, { router, context })))
      const helmet = helmetContext.helmet
      const head = helmet ? [helmet.title, helmet.meta, helmet.link, helmet.script].map(String).filter((tag) => !/^<title[^>]*><\/title>$/.test(tag)).join('') : ''
      const html = fillShell(build.shell, {
        appHTML,
        head,
        htmlAttributes: helmet ? String(helmet.htmlAttributes) : '',
        assetsDir: path.join(siteDir, 'assets'),
        ...assetsOf(build, pathname),
      })
      return { status: context.statusCode, html }
    },
  }
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
