// The sign-up form (spec sections 3 and 5): e-mail, favourite restaurant, first name, birthday and phone
// each present and valid, and the terms accepted; the SMS terms are the diner's free choice.
import { BIRTHDAY_SCHEMA, isBirthdayParts, type BirthdayParts } from './birthday-parts';
import { Accepted, OptionalFlag, Required } from './field-checks';
import { customerFirstNameRules, emailRules, phoneRules, shortTextRules } from './field-rules';
import { validateFields, type FormSchema } from './schema';
import type { FormValidationOptions, ValidationResult } from './validation-result';

export interface SignUpForm {
  emailAddress: string;
  favouriteRestaurant: string;
  /** The same first-name rule as the preferences form, since both feed the same customer record. */
  firstName: string;
  /** Day and month are required; the year may stay unchosen. */
  birthday: BirthdayParts;
  phoneNumber: string;
  acceptTerms: true;
  acceptSMSTerms?: boolean;
}

export const SIGN_UP_SCHEMA: FormSchema<SignUpForm> = {
  emailAddress: Required(...emailRules),
  favouriteRestaurant: Required(...shortTextRules),
  firstName: Required(...customerFirstNameRules),
  birthday: { check: Required(isBirthdayParts), nested: { kind: 'object', schema: BIRTHDAY_SCHEMA } },
  phoneNumber: Required(...phoneRules),
  acceptTerms: Accepted(),
  acceptSMSTerms: OptionalFlag(),
};

export function validateSignUp(input: unknown, options: FormValidationOptions = {}): ValidationResult<SignUpForm> {
  return validateFields(SIGN_UP_SCHEMA, input, options);
}
