import { describe, expect, it } from 'vitest'
import { chunkStylesheets, splitCss } from './css-split'

type Output = { type: 'chunk' | 'asset'; fileName: string; name?: string; isEntry?: boolean; imports?: string[]; code?: string; source?: string; viteMetadata?: { importedCss: Set<string> } }
const chunk = (fileName: string, name: string, css: string[], imports: string[] = [], isEntry = false): Output => ({ type: 'chunk', fileName, name, isEntry, imports, code: 'export{}', viteMetadata: { importedCss: new Set(css) } })
const asset = (fileName: string, source: string): Output => ({ type: 'asset', fileName, source })

describe('the CSS of the build', () => {
  it('joins the entry and public chunks into the site sheet, in import order; the other chunks load their own', () => {
    const bundle: Record<string, Output> = {
      'assets/app.js': chunk('assets/app.js', 'app', ['assets/app.css'], [], true),
      'assets/p-home.js': chunk('assets/p-home.js', 'p-home', ['assets/p-home.css'], ['assets/p-shared.js', 'assets/app.js']),
      'assets/p-shared.js': chunk('assets/p-shared.js', 'p-home-job', ['assets/p-shared.css'], ['assets/app.js']),
      'assets/dashboard.js': chunk('assets/dashboard.js', 'dashboard', ['assets/dashboard.css'], ['assets/app.js']),
      'assets/app.css': asset('assets/app.css', '.a{}'),
      'assets/p-home.css': asset('assets/p-home.css', '.h{}'),
      'assets/p-shared.css': asset('assets/p-shared.css', '.s{}'),
      'assets/dashboard.css': asset('assets/dashboard.css', '.d{}'),
    }
    const emitted: Output[] = []
    const plugin = splitCss()
    const hook = plugin.generateBundle as unknown as { handler: (this: unknown, options: unknown, bundle: unknown) => void }
    hook.handler.call({ emitFile: (file: Output) => emitted.push(file) }, {}, bundle)
    expect(emitted).toHaveLength(1)
    expect(emitted[0].fileName).toMatch(/^assets\/site-[\w-]{8}\.css$/)
    expect(emitted[0].source).toBe('.a{}\n.s{}\n.h{}')
    expect(Object.keys(bundle).filter((file) => file.endsWith('.css'))).toEqual(['assets/dashboard.css'])
    // no chunk names a stylesheet for Vite to list with its imports; the dashboard's loads its own
    expect(Object.values(bundle).flatMap((output) => [...(output.viteMetadata?.importedCss ?? [])])).toEqual([])
    expect(chunkStylesheets(bundle['assets/dashboard.js'].code!)).toEqual(['/assets/dashboard.css'])
    expect(chunkStylesheets(bundle['assets/p-home.js'].code!)).toEqual([])
    // index.html links the site's sheet
    const html = plugin.transformIndexHtml as unknown as { handler: () => Array<{ attrs: { href: string } }> }
    expect(html.handler()[0].attrs.href).toBe(`/${emitted[0].fileName}`)
  })
})
