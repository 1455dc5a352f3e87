// The birthday pickers' values as the sign-up and preferences DTOs check them: a day that fits the month
// (and the year, when one is chosen), a month 1..12 and an optional year from FORMS.defaultBirthdayYear.
import { FORMS } from '../constants';
import { LONGEST_MONTH_DAYS, toBirthday, toBirthdayYear } from './birthday';
import { ListInPlaceOfObject, isPlainObject } from './dto-builder';
import { Optional, Required, matches, type FieldRule } from './field-check.decorator';
import { isMissing, toFourDigitYear, toMonthNumber, toWholeNumber } from './rules';

const isDayOfMonth: FieldRule = matches((value) => {
  const day = toWholeNumber(value);
  return day !== undefined && day >= 1 && day <= LONGEST_MONTH_DAYS;
});

/** 31 April, or 29 February of a chosen year without one, is 'invalid' on the day the diner picked. */
const fitsMonth: FieldRule<BirthdayDto> = (day, birthday) => {
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

/** Day, month and year each as a number or a digit string ('7', '07', 7). The year may be left unchosen. */
export class BirthdayDto {
  @Required<BirthdayDto>(isDayOfMonth, fitsMonth)
  day!: string | number;

  @Required(isMonth)
  month!: string | number;

  @Optional(isBirthdayYear)
  year?: string | number;
}

/** The birthday field itself: an object of parts, checked part by part by BirthdayDto. */
export const isBirthdayParts: FieldRule = matches((value) => value instanceof BirthdayDto);

/** No birthday given: nothing, or an object whose day, month and year are all unchosen. */
export function isBirthdayUnchosen(value: unknown): boolean {
  if (isMissing(value)) return true;
  if (value instanceof ListInPlaceOfObject || !isPlainObject(value)) return false;
  const parts = value as Record<string, unknown>;
  return isMissing(parts.day) && isMissing(parts.month) && isMissing(parts.year);
}
