import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The code map (docs/ARCHITECTURE.md) and the README name files and folders; a renamed or deleted
// one must take its mention along, or a newcomer follows the map to nothing.
const ROOTS = ['src/', 'server/', 'scripts/', 'tests/', 'content/', 'public/', 'docs/', '.ci/']
const ROOT_FILES = new Set(['package.json', 'vite.config.ts', 'tsconfig.json', 'netlify.toml', 'playwright.config.ts', 'eslint.config.js', 'README.md'])

/** Every `code` span of a Markdown text that names a path of the repository (no placeholders). */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1].replace(/[.,:;]+$/, ''))
  return spans.filter((span) => (ROOTS.some((root) => span.startsWith(root)) || ROOT_FILES.has(span)) && !/[<>{}*]/.test(span))
}

describe('the code map', () => {
  it('finds the paths written in code spans, and leaves out placeholders and URLs', () => {
    expect(namedPaths('`src/app/` and `server/modules/<area>/`, `/tuyen-dung`, `netlify.toml`.')).toEqual(['src/app/', 'netlify.toml'])
  })

  for (const doc of ['docs/ARCHITECTURE.md', 'README.md']) {
    it(`${doc} names only paths that exist`, () => {
      const named = namedPaths(fs.readFileSync(path.resolve(doc), 'utf8'))
      expect(named.length).toBeGreaterThan(doc === 'README.md' ? 5 : 60)
      expect(named.filter((name) => !fs.existsSync(path.resolve(name)))).toEqual([])
    })
  }
})
