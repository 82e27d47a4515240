// Mail domains anyone can open a mailbox on, so an address there proves nothing about an organisation
// (docs/decisions/0022-organisation-email.md). Data, shared by the page (as the owner types) and the
// API; a subdomain counts as its domain (hn.vnn.vn is vnn.vn).

/** Free personal mailboxes, worldwide and those Vietnamese people use. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  // Google, Yahoo, Microsoft, Apple
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.com.vn',
  'yahoo.co.uk',
  'yahoo.co.jp',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.com.vn',
  'hotmail.com',
  'hotmail.com.vn',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  // other international webmail
  'aol.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  // Vietnamese consumer mailboxes: VNPT's internet subscribers (hn.vnn.vn ...), Zing Mail
  'vnn.vn',
  'zing.vn',
  // used by Chinese, Korean and Japanese employers' staff in Vietnam
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
]

/** Throwaway mailboxes that live minutes or hours. */
export const DISPOSABLE_MAIL_DOMAINS: readonly string[] = [
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'trashmail.com',
  'maildrop.cc',
  'getnada.com',
  'dispostable.com',
  'mohmal.com',
]

const FREE = new Set(FREE_MAIL_DOMAINS)
const DISPOSABLE = new Set(DISPOSABLE_MAIL_DOMAINS)

/** The domain itself and every parent of it: "hn.vnn.vn" -> hn.vnn.vn, vnn.vn, vn. */
const selfAndParents = (domain: string): string[] => domain.split('.').map((_, i, labels) => labels.slice(i).join('.'))

/** The listed domain a mail domain falls under, or null. */
export const freeMailDomain = (domain: string): string | null => selfAndParents(domain).find((d) => FREE.has(d)) ?? null
export const disposableMailDomain = (domain: string): string | null => selfAndParents(domain).find((d) => DISPOSABLE.has(d)) ?? null
