// Password hashing with scrypt from Node's crypto (OpenSSL). The cost travels in the stored string,
// scrypt$N$r$p$salt$hash, so it can be raised later and old hashes are upgraded at the next login.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { ScryptCost } from '../../env'

const SALT_BYTES = 16
const KEY_BYTES = 32
// A stored hash is trusted data, but a corrupted or hostile one must not make one login cost minutes.
const MAX_COST = { N: 2 ** 20, r: 32, p: 16 }

const derive = (password: string, salt: Buffer, keyLength: number, cost: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) => {
    // OpenSSL needs 128 * N * r bytes plus a little; Node's default 32 MiB cap is exactly the OWASP cost.
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, KEY_BYTES, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

interface ParsedHash {
  cost: ScryptCost
  salt: Buffer
  key: Buffer
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const valid =
    Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= MAX_COST.N &&
    Number.isInteger(r) && r >= 1 && r <= MAX_COST.r &&
    Number.isInteger(p) && p >= 1 && p <= MAX_COST.p
  if (!valid) return null
  const salt = Buffer.from(parts[4], 'base64url')
  const key = Buffer.from(parts[5], 'base64url')
  if (salt.length < 8 || key.length < 16) return null
  return { cost: { N, r, p }, salt, key }
}

/** True when the password matches; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.cost)
  return timingSafeEqual(key, parsed.key)
}

/** A hash made with less work than the current profile should be replaced once the password is known. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return true
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p
}

/**
 * Spends the same time as a real check when the phone has no account, so the answer time does not
 * tell whether a number is registered.
 */
export function createDecoyVerifier(cost: ScryptCost): (password: string) => Promise<false> {
  let decoy: Promise<string> | null = null
  return async (password) => {
    decoy ??= hashPassword(randomBytes(12).toString('base64url'), cost)
    await verifyPassword(password, await decoy)
    return false
  }
}
