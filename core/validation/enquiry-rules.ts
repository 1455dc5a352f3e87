// The contact and group-booking enquiries' limits and date and time shapes, apart from enquiry.ts so a
// browser form can show a field's limit (maxLength) without loading the forms' rules.
import { EMAIL_MAX_LENGTH } from './rules';

/** Limits the spec does not give, chosen for an enquiry inbox. */
export const ENQUIRY_LIMITS = {
  /** A full name ('Anne-Marie Smith-Jones'). */
  nameMaxLength: 100,
  emailMaxLength: EMAIL_MAX_LENGTH,
  messageMaxLength: 5000,
  /** Contact-type and restaurant ids, which the forms offer as choices. */
  idMaxLength: 100,
  /** A group enquiry may be for any party one restaurant can seat, the private room included. */
  groupMinCovers: 1,
  groupMaxCovers: 250,
} as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date written YYYY-MM-DD that exists (no 31 April, 29 February only in a leap year). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A 24-hour clock time HH:MM. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}
