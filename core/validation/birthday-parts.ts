// The birthday pickers' values as the sign-up and preferences forms check them: a day that fits the month
// (and the year, when one is chosen), a month 1..12 and an optional year from FORMS.defaultBirthdayYear.
import { FORMS } from '../constants';
import { LONGEST_MONTH_DAYS, toBirthday, toBirthdayYear } from './birthday';
import { Optional, Required, matches, type FieldRule } from './field-checks';
import { isMissing, toFourDigitYear, toMonthNumber, toWholeNumber } from './rules';
import type { FormSchema } from './schema';
import { isPlainObject } from './validation-result';

/** Day, month and year each as a number or a digit string ('7', '07', 7). The year may be left unchosen. */
export interface BirthdayParts {
  day: string | number;
  month: string | number;
  year?: string | number;
}

const isDayOfMonth: FieldRule = matches((value) => {
  const day = toWholeNumber(value);
  return day !== undefined && day >= 1 && day <= LONGEST_MONTH_DAYS;
});

/** 31 April, or 29 February of a chosen year without one, is 'invalid' on the day the diner picked. */
const fitsMonth: FieldRule = (day, birthday) => {
  const yearReadable = isMissing(birthday.year) || toBirthdayYear(birthday.year) !== null;
  if (toMonthNumber(birthday.month) === undefined || !yearReadable) return undefined;
  return toBirthday(day, birthday.month, birthday.year) === undefined ? 'invalid' : undefined;
};

const isMonth: FieldRule = matches((value) => toMonthNumber(value) !== undefined);

/** A year that is not a four-digit number is 'invalid'; one before FORMS.defaultBirthdayYear is 'outOfRange'. */
const isBirthdayYear: FieldRule = (value) => {
  const year = toFourDigitYear(value);
  if (year === undefined) return 'invalid';
  return year < FORMS.defaultBirthdayYear ? 'outOfRange' : undefined;
};

export const BIRTHDAY_SCHEMA: FormSchema<BirthdayParts> = {
  day: Required(isDayOfMonth, fitsMonth),
  month: Required(isMonth),
  year: Optional(isBirthdayYear),
};

/** The birthday field itself: a record of parts (a list or text is 'invalid'), checked part by part by BIRTHDAY_SCHEMA. */
export const isBirthdayParts: FieldRule = matches(isPlainObject);

/** No birthday given: nothing, or a record whose day, month and year are all unchosen. */
export function isBirthdayUnchosen(value: unknown): boolean {
  if (isMissing(value)) return true;
  if (!isPlainObject(value)) return false;
  return isMissing(value.day) && isMissing(value.month) && isMissing(value.year);
}
