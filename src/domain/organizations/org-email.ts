// The organisation's e-mail on its own domain (issue 21; docs/decisions/0022-organisation-email.md):
// which addresses may stand for an organisation and what the owner is told about the others. The
// page checks as the owner types and the API checks again with the same function.
import { ORG_EMAIL_LINK_PATH } from '../site-paths'
import { disposableMailDomain, freeMailDomain } from './free-mail'

export const ORG_EMAIL = {
  maxLength: 150,
  /** A verification link works this long after it is sent. */
  linkValidityHours: 24,
  /** A new link for the same organisation after this long (the page counts it down). */
  resendAfterSec: 60,
  /** The page the link opens (reads ?token= in the browser; prerendered without one). */
  linkPath: ORG_EMAIL_LINK_PATH,
} as const

export const ORG_EMAIL_MSG = {
  required: 'Vui lòng nhập email doanh nghiệp.',
  tooLong: `Email tối đa ${ORG_EMAIL.maxLength} ký tự.`,
  invalid: 'Email chưa đúng dạng. Hãy nhập đủ dạng ten@tenmien.vn, không dấu và không có khoảng trắng.',
  freeMail: (domain: string) =>
    `@${domain} là hộp thư miễn phí mà ai cũng tạo được, nên không chứng minh được doanh nghiệp. Hãy dùng email theo tên miền của doanh nghiệp, ví dụ tuyendung@tencongty.vn.`,
  disposable: (domain: string) =>
    `@${domain} là hộp thư tạm thời. Hãy dùng email theo tên miền của doanh nghiệp, ví dụ tuyendung@tencongty.vn.`,
  websiteMismatch: (emailDomain: string, websiteDomain: string) =>
    `Tên miền email (${emailDomain}) khác tên miền website của doanh nghiệp (${websiteDomain}). Bạn vẫn xác thực được; hãy kiểm tra lại nếu đây là nhầm lẫn.`,
  /** a link's token that is malformed or unknown (the page and the API say the same) */
  linkUnknown:
    'Liên kết xác thực không đúng hoặc bị thiếu. Hãy mở lại liên kết trong email (đủ cả đường dẫn), hoặc gửi liên kết mới từ trang Thông tin doanh nghiệp.',
} as const

/** Why an address cannot be the organisation's e-mail. */
export const ORG_EMAIL_PROBLEMS = ['required', 'too_long', 'invalid', 'free_mail', 'disposable'] as const
export type OrgEmailProblemCode = (typeof ORG_EMAIL_PROBLEMS)[number]

export interface OrgEmailProblem {
  code: OrgEmailProblemCode
  message: string
}

/** Addresses are compared and stored trimmed, NFC and in lower case. */
export const normalizeOrgEmail = (value: string): string => value.normalize('NFC').trim().toLowerCase()

// A practical address: a dot-atom local part of common characters (no quotes, commas or brackets, so
// it can never turn into two recipients), and a domain of ASCII labels ending in a 2-5 letter TLD
// (SPEC 9). An internationalised domain is entered in its xn-- form.
const LOCAL = /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*$/
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const TLD = /^[a-z]{2,5}$/

/** The domain of a well-formed address, or null. */
export function emailDomain(email: string): string | null {
  const normalized = normalizeOrgEmail(email)
  const at = normalized.lastIndexOf('@')
  if (at < 1 || normalized.indexOf('@') !== at || normalized.length > ORG_EMAIL.maxLength) return null
  const local = normalized.slice(0, at)
  const domain = normalized.slice(at + 1)
  const labels = domain.split('.')
  if (!LOCAL.test(local) || local.length > 64 || labels.length < 2) return null
  if (!labels.every((label) => LABEL.test(label)) || !TLD.test(labels[labels.length - 1])) return null
  return domain
}

/** What is wrong with an address standing for an organisation, or null when it may. */
export function orgEmailProblem(value: string): OrgEmailProblem | null {
  const email = normalizeOrgEmail(value)
  if (!email) return { code: 'required', message: ORG_EMAIL_MSG.required }
  if (email.length > ORG_EMAIL.maxLength) return { code: 'too_long', message: ORG_EMAIL_MSG.tooLong }
  const domain = emailDomain(email)
  if (!domain) return { code: 'invalid', message: ORG_EMAIL_MSG.invalid }
  const disposable = disposableMailDomain(domain)
  if (disposable) return { code: 'disposable', message: ORG_EMAIL_MSG.disposable(disposable) }
  const free = freeMailDomain(domain)
  if (free) return { code: 'free_mail', message: ORG_EMAIL_MSG.freeMail(free) }
  return null
}

// Second levels under which a name is registered (abc.com.vn is the company's, com.vn is not).
const SECOND_LEVELS = new Set([
  ...['com', 'net', 'org', 'edu', 'gov', 'int', 'ac', 'biz', 'info', 'name', 'pro', 'health', 'id', 'io'].map((s) => `${s}.vn`),
  ...['co.uk', 'com.au', 'co.jp', 'co.kr', 'com.sg', 'com.cn', 'com.tw', 'com.hk', 'co.th', 'com.my'],
])

/** The registered name of a host: "mail.abc.com.vn" -> "abc.com.vn", "www.abc.vn" -> "abc.vn". */
export function registeredDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  const keep = labels.length >= 3 && SECOND_LEVELS.has(labels.slice(-2).join('.')) ? 3 : 2
  return labels.slice(-keep).join('.')
}

/** The host of the organisation's website, or null when it has none (or it is not a URL). */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    const host = new URL(website.trim()).hostname.toLowerCase()
    return host.includes('.') ? host.replace(/^www\./, '') : null
  } catch {
    return null
  }
}

/**
 * A warning, not a refusal, when the address's domain is not the website's: companies often keep
 * their mail on one domain and their site on another (abc.vn and abc.com.vn, a group's domain).
 */
export function websiteMismatch(email: string, website: string | null | undefined): string | null {
  const domain = emailDomain(email)
  const host = websiteHost(website)
  if (!domain || !host || registeredDomain(domain) === registeredDomain(host)) return null
  return ORG_EMAIL_MSG.websiteMismatch(registeredDomain(domain), registeredDomain(host))
}

