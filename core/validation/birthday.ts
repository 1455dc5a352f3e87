// The birthday pickers of the sign-up and preferences forms (spec section 5): which days, months and years
// to offer, whether a chosen birthday is a real date, and the epoch-seconds birthDate the CRM stores.
import { FORMS } from '../constants';
import { isMissing, toFourDigitYear, toMonthNumber, toWholeNumber } from './rules';

export interface BirthdayMonth {
  /** 1 = January .. 12 = December. */
  value: number;
  name: string;
}

/** A chosen birthday. The year is optional: the forms let a diner keep it to themselves. */
export interface Birthday {
  day: number;
  month: number;
  year?: number;
}

export interface BirthdayOptions {
  days: number[];
  months: BirthdayMonth[];
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const BIRTHDAY_MONTHS: readonly BirthdayMonth[] = MONTH_NAMES.map((name, index) => ({ value: index + 1, name }));

const FEBRUARY = 2;
/** The most days any month has: what the day picker offers before a month is chosen. */
export const LONGEST_MONTH_DAYS = 31;
const MS_PER_SECOND = 1000;

/**
 * How many days the day picker offers for `month` (1..12, as a number or digit string) and `year`.
 * - No year chosen: FORMS.defaultBirthdayYear (1904, a leap year) is assumed.
 * - February always offers 29 days, whatever the year (2023 too), so a diner can pick 29 February before the
 *   year; isValidBirthday then rejects 29 February of a year that has none.
 * - No month chosen yet (undefined, null, blank): 31, the most any month has, so the day can come first.
 * - A month that is not 1..12 (13, 0, 'March', 1.5, an object): 0 days, so no day of it is offered.
 */
export function daysInBirthdayMonth(month: unknown, year?: unknown): number {
  if (isMissing(month)) return LONGEST_MONTH_DAYS;
  const monthNumber = toMonthNumber(month);
  if (monthNumber === undefined) return 0;
  if (monthNumber === FEBRUARY) return 29;
  return daysInCalendarMonth(monthNumber, toFourDigitYear(year) ?? FORMS.defaultBirthdayYear);
}

/** The day numbers 1..n for the day picker and the twelve months for the month picker. */
export function birthdayOptions(month?: unknown, year?: unknown): BirthdayOptions {
  const count = daysInBirthdayMonth(month, year);
  return { days: Array.from({ length: count }, (_, index) => index + 1), months: [...BIRTHDAY_MONTHS] };
}

/**
 * The years the year picker offers, newest first: `currentYear` down to FORMS.defaultBirthdayYear (the
 * spec's "default first year", 1904). A current year that is not a four-digit year, or is before 1904, gives [].
 */
export function birthdayYears(currentYear: unknown): number[] {
  const newest = typeof currentYear === 'number' ? toFourDigitYear(currentYear) : undefined;
  if (newest === undefined || newest < FORMS.defaultBirthdayYear) return [];
  return Array.from({ length: newest - FORMS.defaultBirthdayYear + 1 }, (_, index) => newest - index);
}

/**
 * Whether day, month and year (each a number or digit string) make a real birthday. The year is optional
 * (missing or blank means not chosen, and FORMS.defaultBirthdayYear is assumed, so 29 February passes); a
 * chosen year must be a whole year from FORMS.defaultBirthdayYear to 9999. Unlike the day picker this is
 * the calendar's strict answer: 29 February 2023 is not a birthday.
 */
export function isValidBirthday(day: unknown, month: unknown, year?: unknown): boolean {
  return toBirthday(day, month, year) !== undefined;
}

/** The birthday as numbers when it is valid (see isValidBirthday), else undefined. */
export function toBirthday(day: unknown, month: unknown, year?: unknown): Birthday | undefined {
  const monthNumber = toMonthNumber(month);
  const dayNumber = toWholeNumber(day);
  const yearNumber = isMissing(year) ? undefined : toBirthdayYear(year);
  if (monthNumber === undefined || dayNumber === undefined || yearNumber === null) return undefined;
  const days = daysInCalendarMonth(monthNumber, yearNumber ?? FORMS.defaultBirthdayYear);
  if (dayNumber < 1 || dayNumber > days) return undefined;
  return yearNumber === undefined ? { day: dayNumber, month: monthNumber } : { day: dayNumber, month: monthNumber, year: yearNumber };
}

/** A chosen year the forms accept, or null when it is not one. */
export function toBirthdayYear(year: unknown): number | null {
  const yearNumber = toFourDigitYear(year);
  return yearNumber !== undefined && yearNumber >= FORMS.defaultBirthdayYear ? yearNumber : null;
}

/**
 * The CRM's birthDate: seconds since the epoch at 00:00 UTC on the birthday, in FORMS.defaultBirthdayYear
 * when no year was chosen. UTC, so the same birthday gives the same number on every server and browser.
 * An invalid birthday gives undefined.
 */
export function birthdayToEpochSeconds(day: unknown, month: unknown, year?: unknown): number | undefined {
  const birthday = toBirthday(day, month, year);
  if (birthday === undefined) return undefined;
  return Date.UTC(birthday.year ?? FORMS.defaultBirthdayYear, birthday.month - 1, birthday.day) / MS_PER_SECOND;
}

/**
 * The birthday a birthDate (epoch seconds, negative before 1970) stands for, read in UTC; any time of day
 * counts as that day. Anything that is not a finite number of seconds, or a date before
 * FORMS.defaultBirthdayYear or after 9999, gives undefined.
 */
export function epochSecondsToBirthday(seconds: unknown): (Birthday & { year: number }) | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * MS_PER_SECOND);
  const year = date.getUTCFullYear();
  // An out-of-range time gives NaN here, which is not a birthday year either.
  if (toBirthdayYear(year) === null) return undefined;
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year };
}

function daysInCalendarMonth(month: number, year: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
