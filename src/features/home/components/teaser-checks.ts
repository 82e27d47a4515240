// The promo card's checks (the spec's rules for name, phone and e-mail): promo-card.tsx loads them
// when someone starts on the form, so the home page does not start with the rules' texts.
import { normalizePhone, rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'

export const validators = {
  full_name: fieldValidator(rules.fullName),
  phone: fieldValidator(rules.phone),
  email: fieldValidator(rules.email),
}

export { normalizePhone }
