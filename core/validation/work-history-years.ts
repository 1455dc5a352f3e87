// The years the job application's work-history pickers offer (spec sections 5 and 9): from
// FORMS.workHistoryYears (40) years back up to the current year, which the caller passes in from its clock.
import { FORMS } from '../constants';
import { toFourDigitYear } from './rules';

/**
 * Newest first, both ends included: currentYear, currentYear - 1, ..., currentYear - 40, so 41 years
 * ("from 40 years back to the current year"). A current year that is not a four-digit whole number
 * (NaN, 2024.5, '2024', null) gives [] rather than a list built on nonsense.
 */
export function workHistoryYears(currentYear: unknown): number[] {
  const newest = typeof currentYear === 'number' ? toFourDigitYear(currentYear) : undefined;
  if (newest === undefined) return [];
  return Array.from({ length: FORMS.workHistoryYears + 1 }, (_, index) => newest - index);
}

/** Whether `year` (a number or digit string) is one of the years workHistoryYears(currentYear) offers. */
export function isWorkHistoryYear(year: unknown, currentYear: unknown): boolean {
  const value = toFourDigitYear(year);
  const newest = typeof currentYear === 'number' ? toFourDigitYear(currentYear) : undefined;
  if (value === undefined || newest === undefined) return false;
  return value <= newest && value >= newest - FORMS.workHistoryYears;
}
