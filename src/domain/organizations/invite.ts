// Whom an organisation's owner invites (docs/decisions/0018-business-info.md): a Vietnamese phone
// number or an e-mail address, typed in one field. The invite form and the API check it here.
import { normalizePhone, rules } from '../validation/rules'

export const INVITE_MSG = {
  contactRequired: 'Vui lòng nhập số điện thoại hoặc email của người được mời',
  phone: rules.phone.pattern.message,
  email: rules.email.pattern.message,
} as const

/** The invitee as typed: a phone number (normalised) or an e-mail address (lower case), or the message. */
export function parseInviteContact(raw: unknown): { phone: string | null; email: string | null } | { error: string } {
  const contact = typeof raw === 'string' ? raw.trim() : ''
  if (!contact) return { error: INVITE_MSG.contactRequired }
  if (contact.includes('@')) {
    const email = contact.toLowerCase()
    if (!new RegExp(rules.email.pattern.source).test(email) || email.length > rules.email.maxLength.value) return { error: INVITE_MSG.email }
    return { phone: null, email }
  }
  const phone = normalizePhone(contact)
  if (!new RegExp(rules.phone.pattern.source).test(phone)) return { error: INVITE_MSG.phone }
  return { phone, email: null }
}

/** The form's check: the message, or null for a contact the API takes. */
export const inviteContactError = (raw: unknown): string | null => {
  const parsed = parseInviteContact(raw)
  return 'error' in parsed ? parsed.error : null
}
