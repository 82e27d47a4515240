// How the site's JavaScript is cut into files (vite.config.ts). Every file a page loads costs a
// request and its headers, and small files compress worse, so the first load of the public pages
// is a few files rather than forty:
// - framework: the libraries every page starts with, and react-dom's client that hydrates it;
// - app: everything the entry imports (the shell: routes, layouts, header, state);
// - the public pages (home, listing, landing, job): the code they import beyond the app, grouped by
//   which of them import it, so a page loads its own code and the code it shares, nothing more.
// Everything else (employer pages, account pages, dialogs loaded on demand) keeps the automatic split.
import path from 'node:path'
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown'

const FRAMEWORK = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    '@remix-run[\\\\/]router',
    'vite-react-ssg',
    'react-helmet-async',
    'react-fast-compare',
    'invariant',
    'shallowequal',
    'prop-types',
    // swr's own modules, not its infinite and mutation hooks, which a few pages use
    'swr(?![\\\\/]dist[\\\\/](?:infinite|mutation)[\\\\/])',
    'dequal',
    'valtio',
    'proxy-compare',
    'use-sync-external-store',
    '@linaria[\\\\/]react',
    '@linaria[\\\\/]core',
    '@emotion[\\\\/]is-prop-valid',
    '@emotion[\\\\/]memoize',
  ].join('|')})[\\\\/]`,
)

/** The files every page loads before any of its code runs: a lazy import need not preload them. */
export const ALWAYS_LOADED = /(?:^|\/)(?:framework|rolldown-runtime|app)-[\w-]{8}\.js$/

/** The route modules of the public pages whose first load has a budget (README, Benchmarks). */
export const PUBLIC_PAGES = ['home-page', 'listing-page', 'landing-page', 'job-page'] as const
const PAGE_NAMES = PUBLIC_PAGES.map((page) => page.replace('-page', ''))
const pageIds = PUBLIC_PAGES.map((page) => path.resolve(`src/app/pages/${page}.tsx`))

/** Below this much source, a group of modules joins a group of more pages (one request less). */
const MERGE_BELOW = 6000

/**
 * For each module the public pages import (statically, directly or not) beyond what the entry
 * does, the chunk it goes to: named after the pages that import it ("p-home", "p-landing-listing"),
 * or after more pages when the modules of exactly those pages are a few lines (e.g. the landing
 * page's own module joins the listing page's and the landing page's shared chunk).
 */
function publicChunkOf(): (id: string, ctx: ChunkingContext) => string | null {
  let chunkOf: Map<string, string> | null = null
  const walk = (ctx: ChunkingContext, from: string, visit: (id: string) => void) => {
    const stack = [from]
    const visited = new Set<string>()
    while (stack.length) {
      const next = stack.pop()!
      if (visited.has(next)) continue
      visited.add(next)
      visit(next)
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []))
    }
  }
  return (id, ctx) => {
    if (!chunkOf) {
      const initial = new Set<string>()
      walk(ctx, path.resolve('src/main.tsx'), (next) => initial.add(next))
      const users = new Map<string, string[]>()
      pageIds.forEach((pageId, i) =>
        walk(ctx, pageId, (next) => {
          if (!initial.has(next) && !FRAMEWORK.test(next)) users.set(next, [...(users.get(next) ?? []), PAGE_NAMES[i]])
        }),
      )
      const sizes = new Map<string, number>()
      for (const [module, pages] of users) {
        const key = pages.join('-')
        sizes.set(key, (sizes.get(key) ?? 0) + (ctx.getModuleInfo(module)?.code?.length ?? 0))
      }
      // from the sets of more pages to those of fewer, so a set joins where its superset went
      const target = new Map<string, string>()
      const keys = [...sizes.keys()].sort((x, y) => y.split('-').length - x.split('-').length)
      for (const key of keys) {
        const pages = key.split('-')
        const supersets = keys.filter((other) => other !== key && pages.every((page) => other.split('-').includes(page)))
        supersets.sort((x, y) => x.split('-').length - y.split('-').length || sizes.get(y)! - sizes.get(x)!)
        target.set(key, sizes.get(key)! < MERGE_BELOW && supersets.length > 0 ? target.get(supersets[0])! : key)
      }
      chunkOf = new Map([...users].map(([module, pages]) => [module, `p-${target.get(pages.join('-'))}`]))
    }
    return chunkOf.get(id) ?? null
  }
}

/** One group per chunk of the public pages; those of more pages first, as a group takes the modules its modules import too. */
function publicGroups() {
  const chunkOf = publicChunkOf()
  const sets = Array.from({ length: 2 ** PAGE_NAMES.length - 1 }, (_, bits) => PAGE_NAMES.filter((_, i) => ((bits + 1) >> i) & 1))
  return sets.map((set) => ({
    name: (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === `p-${set.join('-')}` ? `p-${set.join('-')}` : null),
    priority: 10 + set.length,
  }))
}

export function codeSplitting(): CodeSplittingOptions {
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 30 },
      { name: 'app', tags: ['$initial'], priority: 20 },
      ...publicGroups(),
      // small pieces of src/ui that only signed-in pages share: one file, not one each (every lazy
      // chunk's name is listed in the app chunk every public page loads)
      // (and the organisations' client, which the business information page and the employer home share)
      { name: 'ui', test: /[\\/]src[\\/](?:ui[\\/](?:skeleton|sparkline|scroll-row|menu-button|form[\\/]choice-field|form[\\/]field-frame)\.tsx|lib[\\/]api[\\/]organizations\.ts)$/, priority: 5 },
    ],
  }
}
