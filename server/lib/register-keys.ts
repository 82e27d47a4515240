// Recruiter-agent register keys (docs/decisions/0023-recruiter-agents.md): what staff hand out on
// paper or by phone. A key is 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// about 60 bits, grouped for reading aloud: DL-7KQM-X2PA-93RT. Only its SHA-256 is stored, of the
// form a person may type it in (any case, spaces or dashes where they like).
import { createHash, randomInt } from 'node:crypto'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const GROUPS = 3
const GROUP_LENGTH = 4

/** The canonical form of a typed key: upper case, without spaces and dashes. */
export const canonicalRegisterKey = (key: string) => key.normalize('NFC').toUpperCase().replace(/[\s-]+/g, '')

export const registerKeyHash = (key: string) => createHash('sha256').update(canonicalRegisterKey(key)).digest('hex')

/** The last four characters, shown to staff so they can tell keys apart without holding them. */
export const registerKeyHint = (key: string) => canonicalRegisterKey(key).slice(-4)

export function generateRegisterKey(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''))
  return ['DL', ...groups].join('-')
}
