// The customer preferences form (spec sections 3 and 5): first name and phone present and valid, the
// favourite restaurant valid, a birthday that is a real date; the other preferences optional but typed.
import type { Interest } from '../ports/preferences-api.port';
import { BIRTHDAY_SCHEMA, isBirthdayParts, isBirthdayUnchosen, type BirthdayParts } from './birthday-parts';
import { Optional, OptionalFlag, Required, isBoolean, matches, type FieldRule } from './field-checks';
import { customerFirstNameRules, phoneRules, shortTextRules } from './field-rules';
import { validateFields, type FormSchema } from './schema';
import type { FormValidationOptions, ValidationResult } from './validation-result';

export interface PreferencesForm {
  /** The customer the preferences belong to (the page's id). */
  guid: string;
  firstName: string;
  phoneNumber: string;
  gender?: string;
  /** Optional, as the spec asks only that it be valid: when chosen, a restaurant code as text. */
  favRestaurantCode?: string;
  /** Whole epoch seconds (negative before 1970), as the CRM sent or computed it. */
  birthDate?: number;
  /** The picked birthday; all parts unchosen counts as none (see isBirthdayUnchosen). */
  birthday?: BirthdayParts;
  websiteSmsOptIn?: boolean;
  interests?: Interest[];
}

export const INTEREST_SCHEMA: FormSchema<Interest> = {
  name: Required(...shortTextRules),
  checked: Required(isBoolean),
};

const isList: FieldRule = matches((value) => Array.isArray(value));

const isEpochSeconds: FieldRule = matches((value) => Number.isSafeInteger(value));

export const PREFERENCES_SCHEMA: FormSchema<PreferencesForm> = {
  guid: Required(...shortTextRules),
  firstName: Required(...customerFirstNameRules),
  phoneNumber: Required(...phoneRules),
  gender: Optional(...shortTextRules),
  favRestaurantCode: Optional(...shortTextRules),
  birthDate: Optional(isEpochSeconds),
  birthday: {
    when: (form) => !isBirthdayUnchosen(form.birthday),
    check: Optional(isBirthdayParts),
    nested: { kind: 'object', schema: BIRTHDAY_SCHEMA },
  },
  websiteSmsOptIn: OptionalFlag(),
  interests: { check: Optional(isList), nested: { kind: 'list', schema: INTEREST_SCHEMA } },
};

export function validatePreferences(input: unknown, options: FormValidationOptions = {}): ValidationResult<PreferencesForm> {
  return validateFields(PREFERENCES_SCHEMA, input, options);
}
