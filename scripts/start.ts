// `npm start`: builds the server into dist-server/ when it is missing or older than its sources
// (scripts/server-build.ts), then runs it in this process (server/main.ts: it migrates, seeds and
// builds the site when needed, then serves). Node runs this file as it is, without tsx.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildServer, SERVER_ENTRY, serverNeedsBuild } from './server-build.ts'

// `npm run build:server` (--build): build now, whatever its state, and stop there
const buildOnly = process.argv.includes('--build')
if (buildOnly || serverNeedsBuild()) {
  const ms = await buildServer()
  console.log(`Đã dựng máy chủ vào ${SERVER_ENTRY} (${(ms / 1000).toFixed(1)} s)`)
}
if (buildOnly) process.exit(0)
// stack traces name the TypeScript files and lines (the bundle's source map)
process.setSourceMapsEnabled(true)
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href)
