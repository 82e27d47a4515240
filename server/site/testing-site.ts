// A miniature built site for the API suites: a folder inside the checkout (so that a server bundle
// written into it resolves react and react-router-dom from node_modules) and a writer of its files.
import fs from 'node:fs'
import path from 'node:path'

export function miniatureSite(prefix: string): { siteDir: string; write: (file: string, content: string) => void } {
  fs.mkdirSync('.cache', { recursive: true })
  const siteDir = fs.mkdtempSync(path.resolve(`.cache/${prefix}-`))
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true })
    fs.writeFileSync(path.join(siteDir, file), content)
  }
  return { siteDir, write }
}
