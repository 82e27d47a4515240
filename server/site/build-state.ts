// Whether the built site is missing or older than the sources it is built from.
import fs from 'node:fs'
import path from 'node:path'

// vite.config.ts with the scripts it imports (how the site is cut into files and its pages finished)
const SOURCES = ['src', 'content', 'public', 'index.html', 'vite.config.ts', 'scripts/chunks.ts', 'scripts/css-split.ts', 'scripts/ssg-hooks.ts', 'package-lock.json']

function newestMtime(target: string): number {
  let stat: fs.Stats
  try {
    stat = fs.statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

export function siteNeedsBuild(siteDir: string): boolean {
  const marker = path.join(siteDir, '.build-complete')
  if (!fs.existsSync(marker)) return true
  const built = fs.statSync(marker).mtimeMs
  return SOURCES.some((source) => newestMtime(path.resolve(source)) > built)
}
