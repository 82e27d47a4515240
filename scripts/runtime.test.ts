import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// The project brings its own Node, the `node` package (docs/decisions/0043-node-lts-runtime.md):
// npm puts node_modules/.bin first on PATH for its scripts, so `npm start`, tsx, vitest's workers
// and Playwright run on it rather than on the machine's Node. The places that name the version
// must name the same one.
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string }; dependencies: Record<string, string> }
const locked = (JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> }).packages['node_modules/node'].version

describe('the runtime', () => {
  it('is the Node of the lockfile', () => {
    expect(process.version).toBe(`v${locked}`)
  })

  it('is the one package.json, its engines and netlify.toml name', () => {
    expect(pkg.engines.node).toBe(pkg.dependencies.node)
    expect(pkg.dependencies.node).toBe(`^${locked}`)
    expect(fs.readFileSync('netlify.toml', 'utf8')).toContain(`NODE_VERSION = "${locked}"`)
  })
})
