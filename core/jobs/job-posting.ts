// A job posting's facts as search engines read them (schema.org JobPosting): the employment type from the
// backend's job type, and the pay from its salary text when that text states it plainly. Nothing is
// guessed: a job type or a salary these rules cannot read gives nothing, and the page says no more.
import { looseKey } from './job-categories';

export type EmploymentType = 'FULL_TIME' | 'PART_TIME';

const EMPLOYMENT_TYPES: ReadonlyMap<string, EmploymentType> = new Map([
  ['full time', 'FULL_TIME'],
  ['part time', 'PART_TIME'],
]);

/** 'full time', 'Full-Time' and 'FULL_TIME' give 'FULL_TIME'; the same for part time; anything else undefined. */
export function employmentTypeOf(jobtype: unknown): EmploymentType | undefined {
  return typeof jobtype === 'string' ? EMPLOYMENT_TYPES.get(looseKey(jobtype)) : undefined;
}

export type PayUnit = 'HOUR' | 'YEAR';

/** Pay as a salary text states it: one amount or a range, in pounds, per hour or per year. */
export interface PayRange {
  currency: 'GBP';
  min: number;
  /** The top of a range ('£46,000 to £52,000'); absent for a single amount. */
  max?: number;
  unit: PayUnit;
}

const AMOUNT = '£\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{1,2})?|\\d+(?:\\.\\d{1,2})?)(k)?';
const PAY = new RegExp(`^\\s*${AMOUNT}(?:\\s*(?:to|-|–)\\s*${AMOUNT})?\\s*(?:per|an?|/)\\s*(hour|hr|year|annum|yr)\\b`, 'i');

const amount = (digits: string, thousands: string | undefined) => Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);

/**
 * The pay a salary text starts with: '£13.40 per hour plus tronc' is 13.40 an hour; '£46,000 to £52,000 per
 * year plus quarterly bonus' is 46,000 to 52,000 a year ('£28k - £32k a year' too). Text that does not start
 * with an amount in pounds and a period ('Competitive', 'Depends on experience') gives null, as does a range
 * whose top is below its bottom.
 */
export function payRange(salary: unknown): PayRange | null {
  if (typeof salary !== 'string') return null;
  const match = PAY.exec(salary);
  if (match === null) return null;
  const [, lowDigits, lowK, highDigits, highK, period] = match;
  const min = amount(lowDigits as string, lowK);
  const unit: PayUnit = /^h/i.test(period as string) ? 'HOUR' : 'YEAR';
  if (!(min > 0)) return null;
  if (highDigits === undefined) return { currency: 'GBP', min, unit };
  const max = amount(highDigits, highK);
  return max >= min ? { currency: 'GBP', min, max, unit } : null;
}
