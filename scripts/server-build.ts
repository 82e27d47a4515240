// The compiled server (docs/decisions/0044-compiled-server.md): server/main.ts and everything it
// imports from server/, src/ and scripts/, bundled by esbuild into dist-server/main.mjs (packages
// from node_modules stay imports). Built when missing or older than one of the files that went into
// it, as the site is (server/site/build-state.ts). Plain TypeScript that Node runs as it is (its
// type stripping): `npm start` must not need tsx to decide whether to build.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'

/**
 * Node's flags for the server's process: package.json's start script gives them (a test checks it
 * names these), the cluster and the benchmarks start the server with them. V8's young generation
 * is held to 8 MB a half: left to itself on this machine's memory it grows to 64 MB halves and
 * keeps them, 100-150 MB of resident memory that bought no measurable CPU per request
 * (docs/decisions/0047-search-index-memory.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8']

export const SERVER_DIR = 'dist-server'
export const SERVER_ENTRY = path.join(SERVER_DIR, 'main.mjs')
/** The worker thread's entry that draws the live pages (server/site/site-renderer.ts). */
export const PAGE_RENDER_WORKER_ENTRY = path.join(SERVER_DIR, 'page-render-worker.mjs')
// what went into the last build (its inputs), written once the build has succeeded
const MARKER = path.join(SERVER_DIR, '.build-complete')
// a change to these changes the build without being one of its inputs
const SETTINGS = ['package-lock.json', 'tsconfig.json', 'scripts/server-build.ts']

function mtimeOrNull(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return null
  }
}

/** Whether dist-server/ is missing, or older than a file it was built from. */
export function serverNeedsBuild(root = process.cwd()): boolean {
  const built = mtimeOrNull(path.join(root, MARKER))
  if (built === null || mtimeOrNull(path.join(root, SERVER_ENTRY)) === null) return true
  let inputs: string[]
  try {
    inputs = JSON.parse(fs.readFileSync(path.join(root, MARKER), 'utf8')) as string[]
  } catch {
    return true
  }
  return [...inputs, ...SETTINGS].some((file) => {
    const changed = mtimeOrNull(path.join(root, file))
    return changed === null || changed > built
  })
}

/**
 * A module's own URL (import.meta.url) as it was in the source tree, relative to the bundle: the
 * migrations and the invoice's fonts are read from beside their module (server/db/migrations/,
 * server/assets/fonts/), and dist-server/ sits beside server/.
 */
function sourceModuleUrls(outdir: string): Plugin {
  return {
    name: 'source-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        const source = fs.readFileSync(args.path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const relative = path.relative(outdir, args.path).split(path.sep).join('/')
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
}

/** Bundles the server into dist-server/ and returns how long it took in milliseconds. */
export async function buildServer(root = process.cwd()): Promise<number> {
  const started = Date.now()
  const esbuild = await import('esbuild')
  const outdir = path.join(root, SERVER_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const result = await esbuild.build({
    absWorkingDir: root,
    // and the thread that draws the live pages (server/site/site-renderer.ts), which finds it beside
    // main.mjs by SERVER_BUNDLE
    entryPoints: { main: 'server/main.ts', 'page-render-worker': 'server/site/page-render-worker.ts' },
    define: { 'process.env.SERVER_BUNDLE': '"1"' },
    outdir,
    bundle: true,
    // dependencies are loaded from node_modules as they are under tsx (native and wasm files, the
    // renderer's own copy of react-helmet-async), not copied into the bundle
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // the invoice PDF (and pdfkit with it) still loads on the first invoice only; its chunk lies
    // beside main.mjs (no chunkNames folder), as sourceModuleUrls expects
    splitting: true,
    outExtension: { '.js': '.mjs' },
    // stack traces in the logs name the TypeScript files and lines (the launcher turns them on)
    sourcemap: 'linked',
    sourcesContent: false,
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceModuleUrls(outdir)],
  })
  // esbuild's service process would otherwise live as long as the server
  await esbuild.stop()
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'))
  fs.writeFileSync(path.join(root, MARKER), JSON.stringify(inputs))
  return Date.now() - started
}
