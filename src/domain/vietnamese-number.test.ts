import { describe, expect, it } from 'vitest'
import { moneyInFullWords, numberInWords } from './vietnamese-number'

describe('amounts in Vietnamese words', () => {
  it('reads invoice totals the way they are written', () => {
    expect(moneyInFullWords(1_080_000)).toBe('Một triệu không trăm tám mươi nghìn đồng')
    expect(moneyInFullWords(324_000)).toBe('Ba trăm hai mươi tư nghìn đồng')
    expect(moneyInFullWords(50_000)).toBe('Năm mươi nghìn đồng')
    expect(moneyInFullWords(0)).toBe('Không đồng')
  })

  it('says mười, mươi, mốt, lăm, tư and linh where they belong', () => {
    const cases: Array<[number, string]> = [
      [5, 'năm'],
      [10, 'mười'],
      [11, 'mười một'],
      [15, 'mười lăm'],
      [21, 'hai mươi mốt'],
      [24, 'hai mươi tư'],
      [25, 'hai mươi lăm'],
      [105, 'một trăm linh năm'],
      [110, 'một trăm mười'],
      [1_005, 'một nghìn không trăm linh năm'],
      [1_000_001, 'một triệu không trăm linh một'],
      [12_000_500, 'mười hai triệu năm trăm'],
      [2_500_000_000, 'hai tỷ năm trăm triệu'],
      [1_005_000_000, 'một tỷ không trăm linh năm triệu'],
    ]
    for (const [n, words] of cases) expect(numberInWords(n), String(n)).toBe(words)
  })
})
