// Bodies of POST /api/contact/sendemail and /api/contact/group-booking
// (core/ports/contact-api.port.ts ContactMessage and GroupBookingEnquiry), built on core's field rules.
import { CUSTOMER_LIMITS } from '../../../core/booking/booking-customer.dto';
import { Optional, Required, isText, matches, maxChars, type FieldRule } from '../../../core/validation/field-check.decorator';
import { emailRules, phoneRules } from '../../../core/validation/field-rules';
import { isValidName } from '../../../core/validation/rules';

/** Limits the spec does not give, chosen for an enquiry inbox. */
export const CONTACT_LIMITS = {
  /** A full name ('Anne-Marie Smith-Jones'). */
  nameMaxLength: 100,
  messageMaxLength: 5000,
  idMaxLength: 100,
  /** A group enquiry is for more than a table (BOOKING.maxCovers) but still a party one restaurant can seat. */
  groupMinCovers: 1,
  groupMaxCovers: 250,
} as const;

const nameRules: FieldRule[] = [isText, matches((value) => isValidName(value, { allowHyphens: true })), maxChars(CONTACT_LIMITS.nameMaxLength)];
const contactEmailRules: FieldRule[] = [...emailRules, maxChars(CUSTOMER_LIMITS.emailMaxLength)];

export class ContactMessageDto {
  @Required(isText, maxChars(CONTACT_LIMITS.idMaxLength))
  contactTypeId!: string;

  @Required(...nameRules)
  name!: string;

  @Required(...contactEmailRules)
  email!: string;

  @Optional(...phoneRules)
  phoneNumber?: string;

  /** The restaurant the message is about, if any. */
  @Optional(isText, maxChars(CONTACT_LIMITS.idMaxLength))
  storeId?: string;

  @Required(isText, maxChars(CONTACT_LIMITS.messageMaxLength))
  message!: string;
}

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A 24-hour clock time HH:MM. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const isCoverCount: FieldRule = (value) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'invalid';
  return value < CONTACT_LIMITS.groupMinCovers || value > CONTACT_LIMITS.groupMaxCovers ? 'outOfRange' : undefined;
};

export class GroupBookingDto {
  @Required(isText, maxChars(CONTACT_LIMITS.idMaxLength))
  storeId!: string;

  @Required(...nameRules)
  name!: string;

  @Required(...contactEmailRules)
  email!: string;

  @Required(...phoneRules)
  phoneNumber!: string;

  /** YYYY-MM-DD, today or later in the restaurant's time zone (checked by the route, which has the clock). */
  @Required(matches(isIsoDate))
  date!: string;

  @Required(matches(isClockTime))
  time!: string;

  @Required(isCoverCount)
  covers!: number;

  @Optional(isText, maxChars(CONTACT_LIMITS.messageMaxLength))
  message?: string;
}
