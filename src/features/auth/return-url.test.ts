import { describe, expect, it } from 'vitest'
import { returnUrlFrom, safeReturnUrl, withSignInKey } from './return-url'

describe('returnUrl (no open redirect)', () => {
  it.each([
    ['/tuyen-dung?q=ke+toan', '/tuyen-dung?q=ke+toan'],
    ['/account/change-password', '/account/change-password'],
    ['/viec-lam/ke-toan-10234#mo-ta', '/viec-lam/ke-toan-10234#mo-ta'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'tuyen-dung',
    '/\t/evil.example',
  ])('falls back to "/" for %s', (raw) => {
    expect(safeReturnUrl(raw)).toBe('/')
  })

  it('adds the key (and return_from after a registration), replacing stale ones', () => {
    expect(withSignInKey('/tuyen-dung?q=ke+toan', 'abc')).toBe('/tuyen-dung?q=ke+toan&key=abc')
    expect(withSignInKey('/?key=old&return_from=register', 'new', 'register')).toBe('/?key=new&return_from=register')
    expect(withSignInKey('https://evil.example/', 'abc')).toBe('/?key=abc')
  })

  it('reads returnUrl from the page query', () => {
    expect(returnUrlFrom('?returnUrl=%2Ftuyen-dung%3Fcity_id%3D2&siteId=3')).toBe('/tuyen-dung?city_id=2')
    expect(returnUrlFrom('?siteId=3')).toBe('/')
  })
})
