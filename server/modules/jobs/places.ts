// Place names and former province names recognised inside a keyword ("kế toán bình dương"), so a
// search by a former province finds jobs in the districts it became part of (ARCHITECTURE.md, "Places").
import type { Database } from '../../db/client'
import { foldText } from '../../../src/domain/text'

export interface PlaceMatch {
  cityId: number
  /** Set when the phrase is a former province: the districts that belonged to it. */
  districtIds: number[] | null
}

interface Entry extends PlaceMatch {
  phrase: string
}

export class PlaceIndex {
  private entries: Entry[] = []

  static async load(db: Database): Promise<PlaceIndex> {
    const index = new PlaceIndex()
    const rows = await db.query<{ id: number; name: string; parent_id: number; aliases: string[]; former_province: string | null }>(
      'SELECT id, name, parent_id, aliases, former_province FROM cities',
    )
    const provinces = rows.filter((r) => r.parent_id === 0)
    for (const p of provinces) {
      const plain = p.name.replace(/^TP\.\s*/, '')
      for (const phrase of new Set([p.name, plain])) index.add(phrase, { cityId: p.id, districtIds: null })
      for (const alias of p.aliases) {
        const districts = rows.filter((r) => r.parent_id === p.id && r.former_province && foldText(r.former_province) === foldText(alias))
        index.add(alias, { cityId: p.id, districtIds: districts.length ? districts.map((d) => d.id) : null })
      }
    }
    // Longest phrases first: "ba ria vung tau" before "vung tau".
    index.entries.sort((a, b) => b.phrase.length - a.phrase.length)
    return index
  }

  private add(phrase: string, match: PlaceMatch) {
    const folded = foldText(phrase).replace(/[^a-z0-9]+/g, ' ').trim()
    if (folded.length >= 2) this.entries.push({ phrase: folded, ...match })
  }

  /** Finds a place phrase made of whole words in the folded keyword; returns it and the rest. */
  extract(foldedKeyword: string): { place: PlaceMatch; rest: string } | null {
    const padded = ` ${foldedKeyword} `
    for (const entry of this.entries) {
      const at = padded.indexOf(` ${entry.phrase} `)
      if (at < 0) continue
      const rest = (padded.slice(0, at) + padded.slice(at + entry.phrase.length + 1)).replace(/\s+/g, ' ').trim()
      return { place: { cityId: entry.cityId, districtIds: entry.districtIds }, rest }
    }
    return null
  }
}
