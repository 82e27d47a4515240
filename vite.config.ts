import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import type { Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import type {} from 'vite-react-ssg'
import { API_PREFIXES } from './src/domain/api-paths.ts'
import { checkRenderedPage, includedRoutes } from './scripts/ssg-hooks.ts'
import { ALWAYS_LOADED, codeSplitting } from './scripts/chunks.ts'
import { splitCss } from './scripts/css-split.ts'

/**
 * Two packages the browser build reads differently from the prerender (which keeps them as they are):
 * - react-hot-toast from its published sources (modules, not one file): pages import its store and
 *   `toast` (from its core modules); only the renderer's module (src/ui/toaster-view.tsx,
 *   loaded with the first toast) imports the full entry with the Toaster. Both share one store.
 * - react-helmet-async, which vite-react-ssg's `<Head>` renders: the prerender writes the head with
 *   it; in the browser src/lib/head-client.tsx keeps the head up to date in a fraction of its size.
 */
function browserBuildModules(): Plugin {
  const toastSources = path.resolve('node_modules/react-hot-toast/src')
  const TOAST_STORE = '\0toast-store'
  return {
    name: 'browser-build-modules',
    apply: (_, env) => env.command === 'build' && !process.env.VITE_SSG,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-helmet-async') return path.resolve('src/lib/head-client.tsx')
      if (source !== 'react-hot-toast') return null
      const renderer = importer?.replace(/\\/g, '/').endsWith('/src/ui/toaster-view.tsx')
      return renderer ? path.join(toastSources, 'index.ts') : TOAST_STORE
    },
    load(id) {
      if (id !== TOAST_STORE) return null
      // what the pages use: toast() and the store's hook (not the renderer's useToaster)
      return [
        `export { toast, toast as default } from ${JSON.stringify(path.join(toastSources, 'core/toast.ts'))}`,
        `export { useStore as useToasterStore } from ${JSON.stringify(path.join(toastSources, 'core/store.ts'))}`,
      ].join('\n')
    },
  }
}

/**
 * What the linaria plugin made of a module in the browser build, for the server build that
 * vite-react-ssg runs next in the same process: the same module text gets the same answer (class
 * names and styles do not depend on the build), and its stylesheet is served from here. Each build
 * loads this file afresh, so the record lives on globalThis.
 */
interface LinariaDone {
  code: string
  result: { code: string; map?: unknown }
  css: { file: string; text: string } | null
}
const LINARIA_DONE = Symbol.for('viecvn.linaria-done')
const linariaDone: Map<string, LinariaDone> = ((globalThis as Record<symbol, unknown>)[LINARIA_DONE] ??= new Map()) as Map<string, LinariaDone>
const CSS_IMPORT = /\nimport ("[^"\n]+\.wyw-in-js\.css");\n$/

/**
 * The linaria plugin, shown only the modules that import linaria: it parsed and handed back
 * unchanged the other 626 of the 813 it was given, a fifth of each site build (same output). The
 * server build reuses the browser build's answers (linariaDone above).
 */
function onlyLinariaModules(plugin: Plugin): Plugin {
  type Hook = (this: unknown, ...args: unknown[]) => unknown
  const transform = plugin.transform as Hook
  const load = plugin.load as Hook
  const resolveId = plugin.resolveId as Hook
  const configResolved = plugin.configResolved as Hook
  // the stylesheets of the answers reused in this build, by file name
  const reusedCss = new Map<string, string>()
  // only builds reuse (the dev server keeps the plugin's own bookkeeping for hot reloads)
  let building = false
  return {
    ...plugin,
    configResolved(config) {
      building = config.command === 'build'
      // a browser build starts afresh: only the server build right after it reuses its answers
      if (building && !config.build.ssr) linariaDone.clear()
      return configResolved.call(this, config) as void
    },
    resolveId(source, ...rest) {
      if (reusedCss.has(source)) return source
      return resolveId.call(this, source, ...rest) as ReturnType<Hook> as null
    },
    load(id, ...rest) {
      const css = reusedCss.get(id)
      if (css !== undefined) return css
      return load.call(this, id, ...rest) as ReturnType<Hook> as null
    },
    async transform(code, id, options) {
      if (!code.includes('@linaria/')) return null
      const done = building ? linariaDone.get(id) : undefined
      if (done && done.code === code) {
        if (done.css) reusedCss.set(done.css.file, done.css.text)
        return done.result as { code: string }
      }
      const result = (await transform.call(this, code, id, options)) as LinariaDone['result'] | null | undefined
      if (!result || !building) return result as { code: string } | null
      const cssImport = CSS_IMPORT.exec(result.code)?.[1]
      const file = cssImport ? (JSON.parse(cssImport) as string) : null
      const text = file ? await load.call(this, file) : null
      // an answer whose stylesheet could not be found or read back is not kept
      const unread = file ? typeof text !== 'string' : result.code.includes('.wyw-in-js.css')
      if (!unread) linariaDone.set(id, { code, result, css: file ? { file, text: text as string } : null })
      return result as { code: string }
    },
  }
}

// Vitest's file order, loaded only when Vitest reads this file: a site build or the dev server does
// not load Vitest's node API for it
const testSequence = process.env.VITEST ? { sequencer: (await import('./tests/setup/sequencer.ts')).LongFilesFirst } : undefined

// Dev server (`npm run dev`): the API runs on API_PORT and Vite proxies its paths there.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`

export default defineConfig({
  plugins: [
    browserBuildModules(),
    splitCss(),
    react(),
    onlyLinariaModules(wyw({
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      ssrDevCss: true,
      // wyw evaluates the modules a style depends on (theme, constants): they are TypeScript.
      babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
    })),
  ],
  // react-cropper ships a UMD build that breaks in SSG unless bundled (STACK.md pitfall 5)
  ssr: { noExternal: ['react-cropper'] },
  build: {
    // SITE_DIR: where the site is built (the API serves it from there too; server/env.ts)
    outDir: process.env.SITE_DIR || 'dist',
    target: 'es2022',
    // CSS cut as the scripts are (scripts/chunks.ts), then the public pages' in one sheet and every
    // other chunk's loaded by that chunk (scripts/css-split.ts; docs/decisions/0054c-page-css.md)
    cssCodeSplit: true,
    reportCompressedSize: false,
    // the server build (vite-react-ssg sets VITE_SSG for it) keeps the default chunks
    rolldownOptions: { output: { codeSplitting: process.env.VITE_SSG ? true : codeSplitting() } },
    // No modulepreload polyfill: START_APP (scripts/ssg-hooks.ts) adds the pages' own preloads before
    // any script runs, so it came too late for them, and Vite's preloads of lazy code fall back to
    // rel=preload where modulepreload is unsupported. Lazy code does not list the chunks every page
    // has loaded before it runs (framework, runtime, app) among what to preload.
    modulePreload: {
      polyfill: false,
      // nor their stylesheets: each chunk loads its own (scripts/css-split.ts)
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep) && !dep.endsWith('.css')) : deps),
    },
  },
  server: {
    proxy: Object.fromEntries(
      [...API_PREFIXES, '/openapi.json'].map((prefix) => [
        prefix.replace(/\/$/, ''),
        { target: apiTarget, ws: prefix === '/socket.io/' },
      ]),
    ),
  },
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core machine while
    // the main process, mostly idle once the first files are transformed, leaves the other core unused.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // the few files that run for tens of seconds start first (tests/setup/sequencer.ts)
    sequence: testSequence,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
          setupFiles: ['tests/setup/site.ts'],
          // one window per worker, shared by its files, each starting as in a page of its own
          // (tests/setup/site.ts): a window and the packages set up for each of the ~90 files were
          // three quarters of the project's time (107 s to 33 s, CPU 182 to 48 s; decision 0057)
          isolate: false,
          // tests wait up to 10 s for a lazily loaded part, whose first import is transformed then;
          // a test's own limit (5 s by default) stopped them first on a busy machine
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // the domain is plain TypeScript the server runs too (no DOM): its files skip happy-dom's set-up,
          // about half the time they took in the site project
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          setupFiles: ['tests/setup/console-errors.ts'],
          // plain functions without state of their own: the files share their worker's modules (9 s to 2 s)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // one migrated database per run, which each test file copies (server/testing.ts), and worker
          // processes kept from file to file, each file evaluating the project's modules afresh
          // (tests/setup/server.ts; docs/decisions/0034-test-speed.md)
          globalSetup: ['tests/setup/server-db.ts'],
          isolate: false,
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
  ssgOptions: {
    dirStyle: 'flat',
    script: 'async',
    formatting: 'none',
    concurrency: 8,
    includedRoutes,
    onPageRendered: checkRenderedPage,
  },
})
