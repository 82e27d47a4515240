import { describe, expect, it } from 'vitest'
import { foldText, normalizeText, slugify } from './text'

describe('Vietnamese text folding', () => {
  it('folds case and diacritics, precomposed or decomposed', () => {
    expect(foldText('KẾ TOÁN')).toBe('ke toan')
    expect(foldText('Kế toán'.normalize('NFD'))).toBe('ke toan')
    expect(foldText('Đà Nẵng')).toBe('da nang')
  })

  it('normalises stored text to NFC with single spaces', () => {
    const decomposed = '  Kế   toán '.normalize('NFD')
    expect(normalizeText(decomposed)).toBe('Kế toán')
    expect(normalizeText(decomposed)).toBe('Kế toán'.normalize('NFC'))
  })

  it('makes ascii slugs', () => {
    expect(slugify('Kế toán tổng hợp - Quận 1')).toBe('ke-toan-tong-hop-quan-1')
    expect(slugify('TP. Hồ Chí Minh')).toBe('tp-ho-chi-minh')
  })
})
