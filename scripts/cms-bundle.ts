// The CMS at /admin runs Decap CMS's self-contained bundle (dist/decap-cms.js of the npm package
// decap-cms), served with the site from public/admin/ instead of a public CDN. The package is not a
// dependency: its 630 packages (371 MB) would be installed for this one file. The build takes the
// pinned version's tarball from the npm registry (through npm, so its cache and settings apply),
// checks it against the registry's integrity pinned here, and extracts the bundle once
// (docs/decisions/0028-cms-bundle.md). To upgrade: change both constants together
// (`npm view decap-cms@<version> dist.integrity`).
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const DECAP_CMS_VERSION = '3.8.4'
export const DECAP_CMS_INTEGRITY = 'sha512-ZH6XlfkTK0AJb7a5CBl+8m73NUzcPizGrd+QtSCdBnT74O9JiIXD0bb8BqD7GLAIAAVX2Yig/33j14yaQcg8ig=='
const ADMIN_DIR = path.resolve('public/admin')
/** The bundle's name, versioned (public/admin/index.html loads it; the build copies it to dist/admin/). */
export const CMS_BUNDLE_NAME = `decap-cms-${DECAP_CMS_VERSION}.js`

export const tarballIntegrity = (tarball: Buffer) => `sha512-${crypto.createHash('sha512').update(tarball).digest('base64')}`

/** Puts the pinned Decap CMS bundle in public/admin/ unless it is there already. */
export function ensureCmsBundle(): void {
  const bundle = path.join(ADMIN_DIR, CMS_BUNDLE_NAME)
  if (fs.existsSync(bundle)) return
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-cms-'))
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const [packed] = JSON.parse(
      execFileSync(npm, ['pack', `decap-cms@${DECAP_CMS_VERSION}`, '--json', '--pack-destination', work], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
    ) as { filename: string }[]
    const tarball = path.join(work, packed.filename)
    const integrity = tarballIntegrity(fs.readFileSync(tarball))
    if (integrity !== DECAP_CMS_INTEGRITY) {
      throw new Error(`decap-cms@${DECAP_CMS_VERSION}: tệp tải về không khớp mã kiểm tra (${integrity}), không dùng được`)
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/dist/decap-cms.js'])
    // an earlier version's bundle would be copied into every build
    for (const old of fs.readdirSync(ADMIN_DIR).filter((f) => /^decap-cms-.*\.js$/.test(f))) fs.rmSync(path.join(ADMIN_DIR, old))
    fs.copyFileSync(path.join(work, 'package/dist/decap-cms.js'), bundle)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
