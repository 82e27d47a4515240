// Hooks for vite-react-ssg (vite.config.ts): which paths to prerender, and a check of each page.
import fs from 'node:fs'

/** Written by scripts/build.ts from the API: landing pages and the newest N active job pages. */
export const SSG_PATHS_FILE = '.cache/ssg-paths.json'

/** Static routes come from the route table; dynamic ones from the build's data. */
export function includedRoutes(paths: string[]): string[] {
  const extra: string[] = fs.existsSync(SSG_PATHS_FILE) ? JSON.parse(fs.readFileSync(SSG_PATHS_FILE, 'utf8')) : []
  return [...paths.filter((p) => !p.includes(':') && !p.includes('*')), ...extra]
}

/** Fails the build on a page that rendered React Router's fallback error (STACK.md pitfall 1). */
export function checkRenderedPage(route: string, html: string): string {
  if (html.includes('Unexpected Application Error')) {
    throw new Error(`Trang ${route} hiển thị "Unexpected Application Error"`)
  }
  // Dev-only stylesheet link injected by wyw's ssrDevCss (STACK.md pitfall 4).
  return html.replace(/<link[^>]+\.wyw-in-js\.css[^>]*>/g, '')
}
