// Writes the seeded organisations' generated logos to public/images/logos (server/db/seed/logos.ts;
// docs/decisions/0050-organization-logos.md). Run again after changing the marks or the seed's
// names: `npx tsx scripts/seed-logos.ts`.
import fs from 'node:fs'
import path from 'node:path'
import { SEED_ORGANIZATIONS, makeOrganization } from '../server/db/seed/factories'
import { seedLogoSvg, seedLogoUrl } from '../server/db/seed/logos'

const dir = path.resolve(import.meta.dirname, '../public/images/logos')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
let written = 0
for (let index = 0; index < SEED_ORGANIZATIONS; index++) {
  const organization = makeOrganization(index)
  const url = seedLogoUrl(organization.id)
  if (!url) continue
  fs.writeFileSync(path.join(dir, path.basename(url)), seedLogoSvg(organization.id, organization.name))
  written++
}
console.log(`${written} logo trong ${path.relative(process.cwd(), dir)}`)
