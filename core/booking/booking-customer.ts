// The diner's details on step three (spec sections 3 and 5): each field keeps what was typed with its
// present and valid flags, recomputed from the one schema so the flags, the errors and the server never disagree.
import { BOOKING } from '../constants';
import type { BookingCustomerPayload } from '../ports/booking-api.port';
import { Optional, Required, isBoolean, isText, matches, maxChars } from '../validation/field-checks';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidName, isValidPhone } from '../validation/rules';
import { validateFields, type FormSchema } from '../validation/schema';
import type { FieldError, FormValidationOptions, ValidationResult } from '../validation/validation-result';

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

/**
 * What a booking's customer details must satisfy (spec section 5 leaves the rules open), written once so the
 * booking form and the server check the same thing. Values are validated as sent: trimmed by the journey.
 */
export const BOOKING_CUSTOMER_SCHEMA: FormSchema<BookingCustomerPayload> = {
  firstName: Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName)),
  lastName: Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName)),
  email: Required(isText, maxChars(CUSTOMER_LIMITS.emailMaxLength), matches(isValidEmail)),
  /** Optional: the restaurant can reach the diner by e-mail; when given, it must be a number one can dial. */
  phoneNumber: Optional(isText, matches(isValidPhone)),
  specialRequest: Optional(isText, maxChars(CUSTOMER_LIMITS.specialRequestMaxLength), matches(hasNoMarkup)),
  shouldReceivePromotions: Required(isBoolean),
  shouldReceiveSms: Required(isBoolean),
};

/** Checks customer details as a request carries them (see customerPayload). */
export function validateBookingCustomer(input: unknown, options: FormValidationOptions = {}): ValidationResult<BookingCustomerPayload> {
  return validateFields(BOOKING_CUSTOMER_SCHEMA, input, options);
}

/** A contact field: what was typed, whether anything was, and whether it passes its rule. */
export interface ContactField {
  readonly text: string;
  readonly present: boolean;
  readonly valid: boolean;
}

/** The special request: optional, so only its validity is tracked. */
export interface NoteField {
  readonly text: string;
  readonly valid: boolean;
}

export interface BookingCustomer {
  readonly firstName: ContactField;
  readonly lastName: ContactField;
  readonly email: ContactField;
  readonly phoneNumber: ContactField;
  readonly specialRequest: NoteField;
  readonly shouldReceivePromotions: boolean;
  readonly shouldReceiveSms: boolean;
}

export type CustomerContactField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
export type CustomerTextField = CustomerContactField | 'specialRequest';
export type CustomerOptIn = 'shouldReceivePromotions' | 'shouldReceiveSms';

const CONTACT_FIELDS: readonly CustomerContactField[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

/** A blank form: nothing typed, nobody opted in; the required fields are not yet valid. */
export function emptyCustomer(): BookingCustomer {
  return withFlags({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    specialRequest: '',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  });
}

/**
 * The customer with one field's text replaced and the flags recomputed. The text is kept as typed (so an
 * input does not jump under the diner's cursor) and checked trimmed; anything that is not text reads as ''.
 * A field name that is not one of the five changes nothing.
 */
export function updateCustomerField(
  customer: BookingCustomer,
  field: CustomerTextField,
  text: unknown,
): BookingCustomer {
  if (!isTextField(field)) return customer;
  return withFlags({ ...typed(customer), [field]: typeof text === 'string' ? text : '' });
}

/** Sets an opt-in; only the boolean true opts in. */
export function setCustomerOptIn(customer: BookingCustomer, field: CustomerOptIn, value: unknown): BookingCustomer {
  if (field !== 'shouldReceivePromotions' && field !== 'shouldReceiveSms') return customer;
  return { ...customer, [field]: value === true };
}

/** The form is valid only when every field's rule holds. */
export function isCustomerValid(customer: BookingCustomer): boolean {
  return customerErrors(customer).length === 0;
}

/** One error per failing field, with its key ('required', 'invalid', 'tooLong') and English message. */
export function customerErrors(customer: BookingCustomer): FieldError[] {
  return validateBookingCustomer(customerPayload(customer)).errors;
}

/**
 * The details as sent with a booking, and as validated: text trimmed. The SMS opt-in only counts while
 * the site offers it (BOOKING.smsOptInEnabled).
 */
export function customerPayload(customer: BookingCustomer): BookingCustomerPayload {
  const text = typed(customer);
  return {
    firstName: text.firstName.trim(),
    lastName: text.lastName.trim(),
    email: text.email.trim(),
    phoneNumber: text.phoneNumber.trim(),
    specialRequest: text.specialRequest.trim(),
    shouldReceivePromotions: customer.shouldReceivePromotions === true,
    shouldReceiveSms: BOOKING.smsOptInEnabled && customer.shouldReceiveSms === true,
  };
}

type TypedCustomer = Record<CustomerTextField, string> & Pick<BookingCustomer, CustomerOptIn>;

function typed(customer: BookingCustomer): TypedCustomer {
  return {
    firstName: textOf(customer.firstName),
    lastName: textOf(customer.lastName),
    email: textOf(customer.email),
    phoneNumber: textOf(customer.phoneNumber),
    specialRequest: textOf(customer.specialRequest),
    shouldReceivePromotions: customer.shouldReceivePromotions,
    shouldReceiveSms: customer.shouldReceiveSms,
  };
}

function withFlags(text: TypedCustomer): BookingCustomer {
  const customer = {
    firstName: { text: text.firstName, present: false, valid: false },
    lastName: { text: text.lastName, present: false, valid: false },
    email: { text: text.email, present: false, valid: false },
    phoneNumber: { text: text.phoneNumber, present: false, valid: false },
    specialRequest: { text: text.specialRequest, valid: false },
    shouldReceivePromotions: text.shouldReceivePromotions,
    shouldReceiveSms: text.shouldReceiveSms,
  };
  const failing = new Set(customerErrors(customer).map((error) => error.field));
  for (const field of CONTACT_FIELDS) {
    customer[field] = { text: text[field], present: text[field].trim() !== '', valid: !failing.has(field) };
  }
  customer.specialRequest = { text: text.specialRequest, valid: !failing.has('specialRequest') };
  return customer;
}

// A customer rebuilt by hand (or from storage) may lack a field; it then reads as nothing typed.
function textOf(field: { text?: unknown } | null | undefined): string {
  return typeof field?.text === 'string' ? field.text : '';
}

function isTextField(field: unknown): field is CustomerTextField {
  return field === 'specialRequest' || CONTACT_FIELDS.includes(field as CustomerContactField);
}
