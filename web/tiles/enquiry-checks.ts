// The browser's checks of the contact and group-booking forms: light hand-written checks on core's field
// rules, limits and date shapes (core/validation/rules.ts, enquiry-rules.ts) and its one table of messages.
// The API applies core's ContactMessageDto and GroupBookingDto (core/validation/enquiry.dto.ts) to what
// these forms send; those DTOs need class-validator, which stays out of the page's first-load bundle, so
// enquiry-checks.agreement.spec.ts holds the two to the same answers instead.
import {
  ENQUIRY_LIMITS,
  isCalendarDate,
  isClockTime,
  charCount,
  hasText,
  isValidEmail,
  isValidName,
  isValidPhone,
  toWholeNumber,
  VALIDATION_KEYS,
  type ValidationKey,
} from '@tavola/core/validation';
import type { FieldErrors } from './form-parts';

export interface ContactValues {
  contactTypeId: string;
  name: string;
  email: string;
  phoneNumber: string;
  storeId: string;
  message: string;
}

export interface GroupBookingValues {
  storeId: string;
  name: string;
  email: string;
  phoneNumber: string;
  date: string;
  time: string;
  covers: string;
  message: string;
}

type Check = (value: string) => ValidationKey | undefined;

const required =
  (...checks: Check[]): Check =>
  (value) => (hasText(value) ? checks.map((check) => check(value.trim())).find(Boolean) : 'required');
const optional =
  (...checks: Check[]): Check =>
  (value) => (hasText(value) ? checks.map((check) => check(value.trim())).find(Boolean) : undefined);
const longest = (max: number): Check => (value) => (charCount(value) > max ? 'tooLong' : undefined);

const nameCheck = required((value) => (isValidName(value, { allowHyphens: true }) ? undefined : 'invalid'), longest(ENQUIRY_LIMITS.nameMaxLength));
const emailCheck = required((value) => (isValidEmail(value) ? undefined : 'invalid'), longest(ENQUIRY_LIMITS.emailMaxLength));
const phoneRule: Check = (value) => (isValidPhone(value) ? undefined : 'invalid');
const messageRule = longest(ENQUIRY_LIMITS.messageMaxLength);
// Ids come from the forms' choices, so this only keeps the browser's answer the same as the API's.
const idRule = longest(ENQUIRY_LIMITS.idMaxLength);

/** Field labels as the forms show them (core's fieldLabel would say 'Contact type id'). */
const LABELS: Record<string, string> = {
  contactTypeId: 'Subject',
  storeId: 'Restaurant',
  name: 'Name',
  email: 'E-mail',
  phoneNumber: 'Phone number',
  date: 'Date',
  time: 'Time',
  covers: 'Number of guests',
  message: 'Message',
};

/** Where core's generic wording ('is out of range') would leave a diner guessing. */
const SPECIFIC: Record<string, string> = {
  'date:outOfRange': 'Date must be today or later',
  'covers:outOfRange': `Number of guests must be between ${ENQUIRY_LIMITS.groupMinCovers} and ${ENQUIRY_LIMITS.groupMaxCovers}`,
};

export function enquiryMessage(field: string, key: ValidationKey): string {
  return SPECIFIC[`${field}:${key}`] ?? `${LABELS[field] ?? field} ${VALIDATION_KEYS[key]}`;
}

function collect(checks: Record<string, ValidationKey | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(checks)) if (key !== undefined) errors[field] = enquiryMessage(field, key);
  return errors;
}

/** `withTypes`: the form offers subjects, so one must be chosen. */
export function checkContact(values: ContactValues, withTypes: boolean): FieldErrors {
  return collect({
    contactTypeId: withTypes ? required(idRule)(values.contactTypeId) : undefined,
    name: nameCheck(values.name),
    email: emailCheck(values.email),
    phoneNumber: optional(phoneRule)(values.phoneNumber),
    storeId: optional(idRule)(values.storeId),
    message: required(messageRule)(values.message),
  });
}

/** 'YYYY-MM-DD' of the diner's own calendar today. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function checkGroupBooking(values: GroupBookingValues, today: string = localToday()): FieldErrors {
  return collect({
    storeId: required(idRule)(values.storeId),
    name: nameCheck(values.name),
    email: emailCheck(values.email),
    phoneNumber: required(phoneRule)(values.phoneNumber),
    date: required((value) => (!isCalendarDate(value) ? 'invalid' : value < today ? 'outOfRange' : undefined))(values.date),
    time: required((value) => (isClockTime(value) ? undefined : 'invalid'))(values.time),
    covers: required((value) => {
      const covers = toWholeNumber(value);
      if (covers === undefined) return 'invalid';
      return covers < ENQUIRY_LIMITS.groupMinCovers || covers > ENQUIRY_LIMITS.groupMaxCovers ? 'outOfRange' : undefined;
    })(values.covers),
    message: optional(messageRule)(values.message),
  });
}

/** The JSON the contact route takes (core/ports/contact-api.port.ts ContactMessage). */
export function contactBody(values: ContactValues): Record<string, string> {
  const body: Record<string, string> = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
  if (values.contactTypeId) body.contactTypeId = values.contactTypeId;
  if (values.phoneNumber.trim()) body.phoneNumber = values.phoneNumber.trim();
  if (values.storeId) body.storeId = values.storeId;
  return body;
}

/**
 * The JSON the group-booking route takes (core/ports/contact-api.port.ts GroupBookingEnquiry). The party
 * size goes as a number when it is a whole number and as the text typed otherwise, so the API refuses
 * exactly what checkGroupBooking refuses ('1e2' and '+24' are not read as numbers).
 */
export function groupBookingBody(values: GroupBookingValues): Record<string, string | number> {
  const covers = values.covers.trim();
  const body: Record<string, string | number> = {
    storeId: values.storeId,
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    date: values.date.trim(),
    time: values.time.trim(),
    covers: toWholeNumber(covers) ?? covers,
  };
  if (values.message.trim()) body.message = values.message.trim();
  return body;
}
