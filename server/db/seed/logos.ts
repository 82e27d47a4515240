// Generated logos of the seeded organisations (docs/decisions/0050-organization-logos.md): simple
// geometric marks with the organisation's initials, drawn from its id, not copied from any brand.
// Four in five seeded organisations have one (public/images/logos/org-<id>.svg, written by
// scripts/seed-logos.ts); the fifth keeps the letter tile, as a new organisation does.
import { organizationInitials } from '../../../src/domain/organizations/initials'

/** The seeded organisation's logo URL, or null for the ones that keep the letter tile. */
export const seedLogoUrl = (id: number): string | null => (id % 5 === 0 ? null : `/images/logos/org-${id}.svg`)

// colour pairs: the mark and its accent
const PALETTES: Array<[string, string]> = [
  ['#0b7a53', '#7dd3a8'],
  ['#1d4ed8', '#93c5fd'],
  ['#b45309', '#fcd34d'],
  ['#7c3aed', '#c4b5fd'],
  ['#be123c', '#fda4af'],
  ['#0e7490', '#67e8f9'],
  ['#4d7c0f', '#bef264'],
  ['#9d174d', '#f9a8d4'],
  ['#1f2937', '#f59e0b'],
  ['#c2410c', '#fed7aa'],
  ['#065f46', '#fbbf24'],
  ['#312e81', '#f472b6'],
]

const text = (initials: string, fill: string, y = 60) =>
  `<text x="60" y="${y}" fill="${fill}" font-family="Arial,Helvetica,sans-serif" font-size="${initials.length > 1 ? 42 : 54}" font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text>`

// each mark: its shapes, then the initials on them
const MARKS: Array<(main: string, accent: string, initials: string) => string> = [
  // rounded square with a bar under the letters
  (m, a, i) => `<rect x="6" y="6" width="108" height="108" rx="22" fill="${m}"/><rect x="30" y="88" width="60" height="7" rx="3.5" fill="${a}"/>${text(i, '#fff', 56)}`,
  // disc with an arc round it
  (m, a, i) => `<circle cx="60" cy="60" r="54" fill="${m}"/><path d="M20 78a44 44 0 0 0 80 0" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>${text(i, '#fff', 56)}`,
  // hexagon
  (m, a, i) => `<path d="M60 4l49 28v56l-49 28-49-28V32z" fill="${m}"/><path d="M60 4l49 28-49 28z" fill="${a}" opacity=".35"/>${text(i, '#fff')}`,
  // square cut by a corner triangle
  (m, a, i) => `<rect x="6" y="6" width="108" height="108" rx="10" fill="${m}"/><path d="M70 6h34a10 10 0 0 1 10 10v34z" fill="${a}"/>${text(i, '#fff')}`,
  // ring on white, letters in the colour
  (m, a, i) => `<circle cx="60" cy="60" r="49" fill="#fff" stroke="${m}" stroke-width="10"/><circle cx="97" cy="23" r="10" fill="${a}"/>${text(i, m)}`,
  // shield
  (m, a, i) => `<path d="M60 6l48 14v34c0 30-21 50-48 60-27-10-48-30-48-60V20z" fill="${m}"/><path d="M60 6l48 14v14H12V20z" fill="${a}" opacity=".5"/>${text(i, '#fff', 64)}`,
  // two overlapping discs
  (m, a, i) => `<circle cx="46" cy="60" r="40" fill="${a}"/><circle cx="70" cy="60" r="44" fill="${m}"/>${text(i, '#fff', 60).replace('x="60"', 'x="70"')}`,
  // diamond
  (m, a, i) => `<rect x="20" y="20" width="80" height="80" rx="12" transform="rotate(45 60 60)" fill="${m}"/><path d="M60 4l14 14H46z" fill="${a}"/>${text(i, '#fff')}`,
]

/** The SVG of one organisation's generated logo: a 120x120 mark, a few hundred bytes. */
export function seedLogoSvg(id: number, name: string): string {
  const [main, accent] = PALETTES[(id * 7) % PALETTES.length]
  const mark = MARKS[Math.floor(id / PALETTES.length + id * 3) % MARKS.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="#fff"/>${mark(main, accent, organizationInitials(name))}</svg>\n`
}
