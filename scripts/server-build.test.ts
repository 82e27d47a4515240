import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS, serverNeedsBuild } from './server-build'

// `npm start` builds the server again when one of the files that went into dist-server/ changed
// (docs/decisions/0044-compiled-server.md).
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

function builtTree(): { root: string; touch: (file: string, secondsFromNow: number) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'))
  roots.push(root)
  const touch = (file: string, secondsFromNow: number) => {
    const full = path.join(root, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    if (!fs.existsSync(full)) fs.writeFileSync(full, '')
    const when = new Date(Date.now() + secondsFromNow * 1000)
    fs.utimesSync(full, when, when)
  }
  for (const file of ['server/main.ts', 'src/domain/money.ts', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.ts', 'dist-server/main.mjs']) touch(file, -60)
  fs.writeFileSync(path.join(root, 'dist-server/.build-complete'), JSON.stringify(['server/main.ts', 'src/domain/money.ts']))
  touch('dist-server/.build-complete', -30)
  return { root, touch }
}

describe('whether the server needs a build', () => {
  it('does not when nothing it was built from changed since', () => {
    const { root, touch } = builtTree()
    // a file the server does not import
    touch('src/app/home.tsx', 0)
    expect(serverNeedsBuild(root)).toBe(false)
  })

  it('does when one of its inputs, the lockfile or the build settings changed', () => {
    for (const file of ['src/domain/money.ts', 'package-lock.json', 'scripts/server-build.ts']) {
      const { root, touch } = builtTree()
      touch(file, 0)
      expect(serverNeedsBuild(root)).toBe(true)
    }
  })

  it('does when an input is gone, or there is no complete build', () => {
    const gone = builtTree()
    fs.rmSync(path.join(gone.root, 'src/domain/money.ts'))
    expect(serverNeedsBuild(gone.root)).toBe(true)
    const unfinished = builtTree()
    fs.rmSync(path.join(unfinished.root, 'dist-server/.build-complete'))
    expect(serverNeedsBuild(unfinished.root)).toBe(true)
    const noBundle = builtTree()
    fs.rmSync(path.join(noBundle.root, 'dist-server/main.mjs'))
    expect(serverNeedsBuild(noBundle.root)).toBe(true)
  })
})

describe("the server process's Node flags", () => {
  it('are the ones `npm start` gives', () => {
    const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
    expect(start.split(' ').slice(1, -1)).toEqual(SERVER_NODE_FLAGS)
  })
})
