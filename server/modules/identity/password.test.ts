import { describe, expect, it } from 'vitest'
import { PASSWORD_HASH_COST } from '../../env'
import { createDecoyVerifier, hashPassword, needsRehash, verifyPassword } from './password'

const cheap = PASSWORD_HASH_COST.test

describe('scrypt password hashes', () => {
  it('keep the cost and a random salt in the stored string', async () => {
    const a = await hashPassword('matkhau123', cheap)
    const b = await hashPassword('matkhau123', cheap)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('matkhau123', a)).toBe(true)
    expect(await verifyPassword('matkhau124', a)).toBe(false)
    expect(await verifyPassword('', a)).toBe(false)
  })

  it('use OWASP parameters outside tests', () => {
    expect(PASSWORD_HASH_COST.standard).toEqual({ N: 2 ** 15, r: 8, p: 3 })
  })

  it('treat canonically equal Unicode passwords as equal (NFC)', async () => {
    const hash = await hashPassword('mậtkhẩu', cheap)
    expect(await verifyPassword('mậtkhẩu'.normalize('NFD'), hash)).toBe(true)
  })

  it('never match a malformed or hostile hash, without throwing', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$3$8$1$abc$def', 'scrypt$1024$8$1$$', 'scrypt$4194304$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', 'scrypt$1024$99$1$c2FsdHNhbHQ$aGFzaA']) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })

  it('ask for a rehash when the stored cost is below the current profile', async () => {
    const weak = await hashPassword('a', cheap)
    expect(needsRehash(weak, PASSWORD_HASH_COST.standard)).toBe(true)
    expect(needsRehash(weak, cheap)).toBe(false)
    expect(needsRehash('garbage', cheap)).toBe(true)
  })

  it('spend a hash on unknown accounts and never succeed', async () => {
    const decoy = createDecoyVerifier(cheap)
    expect(await decoy('matkhau123')).toBe(false)
    expect(await decoy('')).toBe(false)
  })
})
