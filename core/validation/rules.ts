// The shapes of a person's name, an e-mail address and a telephone number, defined once: every form's DTO
// (job application, preferences, sign-up, offer voucher, booking customer) checks them through this module.
import { FORMS } from '../constants';

/**
 * A name as the job application takes it (spec section 5): letters of any alphabet (accents included,
 * also when typed as a letter plus a combining mark), spaces and apostrophes, with at least one letter.
 * The apostrophe may be the typewriter ' or the typographic ’ that phone keyboards insert on their own.
 * Digits, hyphens and other punctuation are not letters, so they fail.
 */
export const NAME_PATTERN = /^(?=\P{L}*\p{L})[\p{L}\p{M} '\u2019]+$/u;

/** The same with hyphens allowed ('Anne-Marie'): the customer preferences and sign-up first names. */
export const NAME_WITH_HYPHENS_PATTERN = /^(?=\P{L}*\p{L})[\p{L}\p{M} '\u2019-]+$/u;

/**
 * An e-mail address of the standard shape: a dot-separated local part of the characters RFC 5322 allows
 * unquoted, an @, one or more domain labels (letters, digits, inner hyphens) and a final part of two or three
 * letters (spec section 5), so a@b.co and a@b.com pass and a@b.c and a@b.info fail. Quoted local parts and
 * IP-address domains are not accepted. Every quantifier is bounded by a literal separator, so a long hostile
 * input is rejected in linear time.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,3}$/;

/**
 * A telephone number (spec section 5): an optional plus, a digit, then digits, dots or spaces, and a final
 * digit. The spec's two figures disagree (a digit + 5..15 + a digit is 7 to 17, or 8 to 18 with the plus),
 * so the "6 to 17 characters in all" figure, which constants.ts holds, decides: the whole text, plus
 * included, is FORMS.phoneMinLength..FORMS.phoneMaxLength characters long. '123456' and '+12345' are the
 * shortest numbers that pass; 17 characters pass and 18 fail, with or without the plus.
 */
export const PHONE_PATTERN = new RegExp(
  `^(?=.{${FORMS.phoneMinLength},${FORMS.phoneMaxLength}}$)\\+?\\d[\\d. ]*\\d$`,
);

/** The longest address SMTP can deliver to (RFC 5321): a protocol fact, hence not in constants.ts. */
export const EMAIL_MAX_LENGTH = 254;

/** A calendar fact rather than a business figure, hence not in constants.ts. */
export const MONTHS_IN_YEAR = 12;

export interface NameRuleOptions {
  /** Accept hyphens too (customer preferences, sign-up). Defaults to false, the job application's rule. */
  allowHyphens?: boolean;
}

/** Values are checked exactly as given: a form trims them first if it wants surrounding spaces forgiven. */
export function isValidName(value: unknown, options: NameRuleOptions = {}): value is string {
  const pattern = options.allowHyphens === true ? NAME_WITH_HYPHENS_PATTERN : NAME_PATTERN;
  return typeof value === 'string' && pattern.test(value);
}

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

export function isValidPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** A string with something other than white space in it: how every form tells a filled field. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Nothing entered: undefined, null, or text that is empty or only white space. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Length in characters as a reader counts them (code points), so 'Zoë' is 3 and an emoji is 1. */
export function charCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A whole number from a form or an API: a non-negative integer number, or a string of ASCII digits only
 * ('7', '07', '2024'). Signs, decimals, spaces, exponents and anything else give undefined.
 */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/** A calendar month 1..12 (as 7 or '7' or '07'), else undefined. Month names are not accepted. */
export function toMonthNumber(value: unknown): number | undefined {
  const month = toWholeNumber(value);
  return month !== undefined && month >= 1 && month <= MONTHS_IN_YEAR ? month : undefined;
}

/** A four-digit year (1000..9999, as 2024 or '2024'), else undefined. */
export function toFourDigitYear(value: unknown): number | undefined {
  const year = toWholeNumber(value);
  return year !== undefined && year >= 1000 && year <= 9999 ? year : undefined;
}
