import { describe, expect, it } from 'vitest'
import { formatPhone, maskPhone } from './contact-phone'

describe('contact phone display', () => {
  it('groups a phone 4-3-3', () => {
    expect(formatPhone('0912345678')).toBe('0912 345 678')
    expect(formatPhone('091 234 5678')).toBe('0912 345 678')
    expect(formatPhone('')).toBe('')
  })

  it('hides at least the last three digits', () => {
    expect(maskPhone('0912345678')).toBe('0912 345 ***')
    expect(maskPhone('02838123456')).toBe('0283 812 ****')
    expect(maskPhone('12345')).toBe('12** *')
    expect(maskPhone('')).toBe('')
  })
})
