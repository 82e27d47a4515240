import { describe, expect, it } from 'vitest'
import { afterSignUp, returnUrlFrom, safeReturnUrl, signUpRoleOf, withSignInKey } from './return-url'

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

  // The tricks of the well-known open-redirect cheat sheets, as they arrive decoded from the query.
  const tricks = [
    '/.//evil.example',
    '/./\\evil.example',
    '/../..//evil.example',
    '/a/../../evil.example/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/ /evil.example',
    '/\t//evil.example',
    '/\n//evil.example',
    '/\r\n//evil.example',
    '/\u0000//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\\\evil.example',
    'https:evil.example',
    'http:/\\evil.example',
    '/http://evil.example',
    '〱evil.example',
    '/.\\\\evil.example',
    '/%09/evil.example',
    '/%2e%2e//evil.example',
    '/.%2F/evil.example',
    '/%252F%252Fevil.example',
    ' //evil.example',
    '/@evil.example',
    '/evil.example%23@site',
  ]
  it.each(tricks)('never leaves the site for %j', (raw) => {
    const result = safeReturnUrl(raw)
    for (const base of ['https://site.invalid', 'https://viec.example']) {
      expect(new URL(result, base).origin).toBe(base)
    }
    expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false)
    // the same through the logout page's query (encoded once more)
    const viaQuery = returnUrlFrom(`?returnUrl=${encodeURIComponent(raw)}`)
    expect(new URL(viaQuery, 'https://viec.example').origin).toBe('https://viec.example')
  })

  it('turns the reported /.//evil.example into "/" (the URL parser made it //evil.example)', () => {
    expect(returnUrlFrom('?returnUrl=%2F.%2F%2Fevil.example')).toBe('/')
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

describe('sign-up role', () => {
  it('is an employer’s by default when it comes from the employer’s pages', () => {
    for (const path of ['/employer', '/dang-tin', '/dashboard/manage-listing', '/mua-dich-vu?id=3', '/promo']) expect(signUpRoleOf(path), path).toBe('employer')
    for (const path of ['/', '/tuyen-dung', '/viec-lam/ke-toan-12', '/employers', '/dang-tinh']) expect(signUpRoleOf(path), path).toBe('jobseeker')
  })

  it('sends an employer from a job seeker’s page to the employer home, and everyone else back', () => {
    expect(afterSignUp('/tuyen-dung', 'employer')).toBe('/employer')
    expect(afterSignUp('/dang-tin', 'employer')).toBe('/dang-tin')
    expect(afterSignUp('/dang-tin', 'jobseeker')).toBe('/dang-tin')
    expect(afterSignUp('/tuyen-dung', 'jobseeker')).toBe('/tuyen-dung')
  })
})
