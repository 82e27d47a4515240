// How the site's CSS is cut into files (vite.config.ts, docs/decisions/0054c-page-css.md). Linaria
// extracts each module's CSS; with cssCodeSplit each chunk of scripts/chunks.ts has its own sheet.
// - The site's sheet: the entry's and the public pages' chunks' CSS in one file, linked by every
//   page (index.html), so a public page is styled at its first paint and when reached in the page.
// - Every other chunk (employer pages, account pages, dialogs) loads its own sheet as it runs,
//   before its importer gets its exports: the scripts every page loads carry no stylesheet's name
//   (Vite's way lists them in the lazy imports of the entry, about 1.4 KB more for every visitor).
import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'

/** Waits for the stylesheets given (their addresses), adding those the page has not linked. */
export const LOAD_CSS =
  `(h=>Promise.all(h.map(u=>document.querySelector('link[rel="stylesheet"][href="'+u+'"]')||new Promise(r=>{` +
  `const l=document.createElement('link');l.rel='stylesheet';l.href=u;l.onload=l.onerror=r;document.head.append(l)}))))`

/** The statement a chunk starts with to load its stylesheets (their addresses). */
export const loadCssStatement = (hrefs: string[]) => `await ${LOAD_CSS}(${JSON.stringify(hrefs)});\n`

/** The stylesheets a built chunk loads as it runs (none for those of the site's sheet). */
export function chunkStylesheets(code: string): string[] {
  const start = `await ${LOAD_CSS}(`
  return code.startsWith(start) ? (JSON.parse(code.slice(start.length, code.indexOf(']', start.length) + 1)) as string[]) : []
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

export function splitCss(): Plugin {
  let siteSheet = ''
  return {
    name: 'split-css',
    apply: (_, env) => env.command === 'build' && !process.env.VITE_SSG,
    generateBundle: {
      // before Vite writes index.html's link, the lazy imports' dependencies and the manifest
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')
        const ofSite = (chunk: Chunk) => chunk.isEntry || chunk.name.startsWith('p-')
        // the site's CSS, each chunk's after that of the chunks it imports (an extended style comes first)
        const sheets: string[] = []
        const visited = new Set<string>()
        const visit = (file: string) => {
          const chunk = bundle[file] as Chunk | undefined
          if (visited.has(file) || chunk?.type !== 'chunk' || !ofSite(chunk)) return
          visited.add(file)
          chunk.imports.forEach(visit)
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!sheets.includes(css)) sheets.push(css)
        }
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName))
        chunks.filter(ofSite).forEach((chunk) => visit(chunk.fileName))
        const css = sheets.map((file) => String((bundle[file] as Rollup.OutputAsset).source)).join('\n')
        const fileName = `assets/site-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
        sheets.forEach((file) => delete bundle[file])
        this.emitFile({ type: 'asset', fileName, source: css })
        siteSheet = fileName
        for (const chunk of chunks) {
          const own = chunk.viteMetadata?.importedCss
          if (!own) continue
          // index.html links the site's sheet (below): no lazy import lists it as a dependency
          if (ofSite(chunk)) chunk.viteMetadata!.importedCss = new Set()
          else if (own.size) {
            chunk.code = loadCssStatement([...own].map((file) => `/${file}`)) + chunk.code
            // so Vite does not list them among the dependencies of the imports of this chunk, nor the
            // manifest for vite-react-ssg: the prerender finds them in the chunk (scripts/ssg-hooks.ts)
            chunk.viteMetadata!.importedCss = new Set()
          }
        }
      },
    },
    // Vite transforms index.html in its generateBundle, after the one above
    transformIndexHtml: {
      order: 'post',
      handler: () => (siteSheet ? [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${siteSheet}` }, injectTo: 'head' }] : []),
    },
  }
}
