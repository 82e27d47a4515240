// The field configs of a person's name and phone with the SPEC 5 rules and messages, shared by the
// forms that ask for them (the profile's own name and phone, a job post's contact).
import { LIMITS } from '../constants'
import { rules } from '../validation/rules'
import type { FieldConfig } from './field-config'

type Wording = Pick<FieldConfig, 'name' | 'label' | 'placeholder' | 'message'> & Partial<FieldConfig>

/** A person's name: letters (Vietnamese too) and spaces, at most 150, capitalised on leaving. */
export const personNameField = (wording: Wording): FieldConfig => ({
  input_type: 'text',
  is_required: true,
  is_max_length: true,
  max_length: LIMITS.fullNameMax,
  max_length_message: rules.fullName.maxLength.message,
  is_pattern: true,
  pattern: rules.fullName.pattern.source,
  pattern_message: rules.fullName.pattern.message,
  capitalize: true,
  ...wording,
})

/** A Vietnamese phone number: 10 digits starting with 0 (+84 is accepted and normalised). */
export const phoneField = (wording: Wording): FieldConfig => ({
  required_message: rules.phone.required,
  input_type: 'phone',
  is_required: true,
  is_max_length: true,
  max_length: LIMITS.phoneDigits,
  is_pattern: true,
  pattern: rules.phone.pattern.source,
  pattern_message: rules.phone.pattern.message,
  ...wording,
})
