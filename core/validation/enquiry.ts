// The contact form and the group-booking enquiry (spec section 7, POST /api/contact/sendemail and
// /api/contact/group-booking): one set of rules for the browser's two forms and the reference API.
import type { ContactMessage, GroupBookingEnquiry } from '../ports/contact-api.port';
import { ENQUIRY_LIMITS, isCalendarDate, isClockTime } from './enquiry-rules';
import { Optional, Required, isText, matches, maxChars, type FieldRule } from './field-checks';
import { emailRules, phoneRules } from './field-rules';
import { isValidName } from './rules';
import { validateFields, type FormSchema } from './schema';
import type { FormValidationOptions, ValidationResult } from './validation-result';

export type ContactMessageForm = ContactMessage;
export type GroupBookingForm = GroupBookingEnquiry;

/** Hyphenated names are everyday (Anne-Marie); a name of the wrong shape is 'invalid' before it is 'tooLong'. */
const nameRules: FieldRule[] = [
  isText,
  matches((value) => isValidName(value, { allowHyphens: true })),
  maxChars(ENQUIRY_LIMITS.nameMaxLength),
];
const enquiryEmailRules: FieldRule[] = [...emailRules, maxChars(ENQUIRY_LIMITS.emailMaxLength)];
const idRules: FieldRule[] = [isText, maxChars(ENQUIRY_LIMITS.idMaxLength)];
const messageRules: FieldRule[] = [isText, maxChars(ENQUIRY_LIMITS.messageMaxLength)];

export const CONTACT_MESSAGE_SCHEMA: FormSchema<ContactMessageForm> = {
  contactTypeId: Required(...idRules),
  name: Required(...nameRules),
  email: Required(...enquiryEmailRules),
  phoneNumber: Optional(...phoneRules),
  /** The restaurant the message is about, if any. */
  storeId: Optional(...idRules),
  message: Required(...messageRules),
};

export function validateContactMessage(input: unknown, options: FormValidationOptions = {}): ValidationResult<ContactMessageForm> {
  return validateFields(CONTACT_MESSAGE_SCHEMA, input, options);
}

/** What a group enquiry is checked against besides its fields. */
export interface GroupBookingContext {
  /**
   * Today's date (YYYY-MM-DD) where the restaurants are, from the caller's clock (core/booking's todayIn).
   * When given, an earlier date is 'outOfRange'; without it only the date's shape is checked.
   */
  today?: string;
}

export interface GroupBookingValidationOptions extends FormValidationOptions, GroupBookingContext {}

/** Runs after isCalendarDate, so the value is a real YYYY-MM-DD date, which compares as text. */
const isTodayOrLater: FieldRule<GroupBookingContext | undefined> = (value, _form, context) => {
  const today = context?.today;
  return today !== undefined && (value as string) < today ? 'outOfRange' : undefined;
};

const isCoverCount: FieldRule = (value) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'invalid';
  return value < ENQUIRY_LIMITS.groupMinCovers || value > ENQUIRY_LIMITS.groupMaxCovers ? 'outOfRange' : undefined;
};

export const GROUP_BOOKING_SCHEMA: FormSchema<GroupBookingForm, GroupBookingContext | undefined> = {
  storeId: Required(...idRules),
  name: Required(...nameRules),
  email: Required(...enquiryEmailRules),
  phoneNumber: Required(...phoneRules),
  /** YYYY-MM-DD; today or later when the caller says which day today is. */
  date: Required(matches(isCalendarDate), isTodayOrLater),
  time: Required(matches(isClockTime)),
  /** A whole number of guests, sent as a number. */
  covers: Required(isCoverCount),
  message: Optional(...messageRules),
};

/** Checks an enquiry; errors name the field ('date' is 'outOfRange' before `options.today`). */
export function validateGroupBooking(input: unknown, options: GroupBookingValidationOptions = {}): ValidationResult<GroupBookingForm> {
  return validateFields(GROUP_BOOKING_SCHEMA, input, { forbidUnknown: options.forbidUnknown, context: { today: options.today } });
}
