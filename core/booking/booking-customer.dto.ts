// What a booking's customer details must satisfy (spec section 5 leaves the rules open), written once so the
// booking form and the server check the same thing. Values are validated as sent: trimmed by the journey.
import type { BookingCustomerPayload } from '../ports/booking-api.port';
import { Optional, Required, isBoolean, isText, matches, maxChars } from '../validation/field-check.decorator';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidName, isValidPhone } from '../validation/rules';

/** Lengths the spec does not give; chosen to fit the restaurant systems' usual name and note fields. */
export const CUSTOMER_LIMITS = {
  nameMaxLength: 50,
  emailMaxLength: EMAIL_MAX_LENGTH,
  specialRequestMaxLength: 500,
} as const;

// Hyphenated names are everyday on a booking (Anne-Marie, Smith-Jones), unlike the job application's rule.
const isCustomerName = (value: unknown): boolean => isValidName(value, { allowHyphens: true });

// The note is shown to restaurant staff as written: angle brackets are refused so it can never carry markup.
const hasNoMarkup = (value: unknown): boolean => typeof value === 'string' && !/[<>]/.test(value);

export class BookingCustomerDto implements BookingCustomerPayload {
  @Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName))
  firstName!: string;

  @Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName))
  lastName!: string;

  @Required(isText, maxChars(CUSTOMER_LIMITS.emailMaxLength), matches(isValidEmail))
  email!: string;

  /** Optional: the restaurant can reach the diner by e-mail; when given, it must be a number one can dial. */
  @Optional(isText, matches(isValidPhone))
  phoneNumber!: string;

  @Optional(isText, maxChars(CUSTOMER_LIMITS.specialRequestMaxLength), matches(hasNoMarkup))
  specialRequest!: string;

  @Required(isBoolean)
  shouldReceivePromotions!: boolean;

  @Required(isBoolean)
  shouldReceiveSms!: boolean;
}
