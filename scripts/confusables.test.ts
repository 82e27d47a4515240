// The look-alike table's generator (scripts/confusables.ts) and the committed table it wrote.
import { describe, expect, it } from 'vitest'
import { CONFUSABLE_LETTERS } from '../src/domain/moderation/confusables'
import { confusableTable } from './confusables'

describe('confusables table', () => {
  it('keeps Latin, Greek and Cyrillic look-alikes of one ASCII letter or digit, and nothing NFKD already folds', () => {
    const table = confusableTable(
      new Map([
        ['а', 'a'], // Cyrillic a
        ['ο', 'o'], // Greek omicron
        ['ɑ', 'a'], // Latin alpha
        ['І', 'l'], // Cyrillic capital I: its small letter is i, so is it
        ['і', 'i'],
        ['К', 'K'], // and the small capital к with it
        ['к', 'ĸ'],
        ['ⅿ', 'rn'], // m's prototype
        ['ｚ', 'z'], // fullwidth: NFKD folds it
        ['Ы', 'bl'], // two letters
        ['℮', 'e'], // not one of the three scripts
        ['ǅ', 'Dž'], // not ASCII
      ]),
    )
    expect(Object.fromEntries(table)).toEqual({ а: 'a', ο: 'o', ɑ: 'a', І: 'i', і: 'i', К: 'k', к: 'k' })
  })

  it('committed: one ASCII letter or digit per entry, no ASCII and no Vietnamese letter among the look-alikes', () => {
    const chars = Object.entries(CONFUSABLE_LETTERS).flatMap(([letter, list]) => [...list].map((ch) => [ch, letter]))
    expect(chars.length).toBeGreaterThan(100)
    for (const [ch, letter] of chars) {
      expect(letter, ch).toMatch(/^[a-z0-9]$/)
      expect(ch.charCodeAt(0), ch).toBeGreaterThan(0x7f)
      expect(ch.normalize('NFD'), ch).toBe(ch)
      expect('đĐ'.includes(ch), ch).toBe(false)
    }
  })
})
