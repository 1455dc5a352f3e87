// The customer preferences form (spec sections 3 and 5): first name and phone present and valid, the
// favourite restaurant valid, a birthday that is a real date; the other preferences optional but typed.
import type { CustomerPreferences, Interest } from '../ports/preferences-api.port';
import { birthdayOptions, birthdayToEpochSeconds, epochSecondsToBirthday } from './birthday';
import { BIRTHDAY_SCHEMA, isBirthdayParts, isBirthdayUnchosen, type BirthdayParts } from './birthday-parts';
import { Optional, OptionalFlag, Required, isBoolean, matches, type FieldRule } from './field-checks';
import { customerFirstNameRules, phoneRules, shortTextRules } from './field-rules';
import { validateFields, type FormSchema } from './schema';
import type { FieldError, FormValidationOptions, ValidationResult } from './validation-result';

export interface PreferencesForm {
  /** The customer the preferences belong to (the page's id). */
  guid: string;
  firstName: string;
  phoneNumber: string;
  gender?: string;
  /** Optional, as the spec asks only that it be valid: when chosen, a restaurant code as text. */
  favRestaurantCode?: string;
  /** Whole epoch seconds (negative before 1970), as the CRM sent or computed it. */
  birthDate?: number;
  /** The picked birthday; all parts unchosen counts as none (see isBirthdayUnchosen). */
  birthday?: BirthdayParts;
  websiteSmsOptIn?: boolean;
  interests?: Interest[];
}

export const INTEREST_SCHEMA: FormSchema<Interest> = {
  name: Required(...shortTextRules),
  checked: Required(isBoolean),
};

const isList: FieldRule = matches((value) => Array.isArray(value));

const isEpochSeconds: FieldRule = matches((value) => Number.isSafeInteger(value));

export const PREFERENCES_SCHEMA: FormSchema<PreferencesForm> = {
  guid: Required(...shortTextRules),
  firstName: Required(...customerFirstNameRules),
  phoneNumber: Required(...phoneRules),
  gender: Optional(...shortTextRules),
  favRestaurantCode: Optional(...shortTextRules),
  birthDate: Optional(isEpochSeconds),
  birthday: {
    when: (form) => !isBirthdayUnchosen(form.birthday),
    check: Optional(isBirthdayParts),
    nested: { kind: 'object', schema: BIRTHDAY_SCHEMA },
  },
  websiteSmsOptIn: OptionalFlag(),
  interests: { check: Optional(isList), nested: { kind: 'list', schema: INTEREST_SCHEMA } },
};

export function validatePreferences(input: unknown, options: FormValidationOptions = {}): ValidationResult<PreferencesForm> {
  return validateFields(PREFERENCES_SCHEMA, input, options);
}

/** The preferences form as a diner fills it in, with or without JavaScript: texts as typed, the birthday as its three pickers ('' when not chosen). */
export interface PreferencesFormEntry {
  guid: string;
  firstName: string;
  phoneNumber: string;
  gender: string;
  favRestaurantCode: string;
  day: string;
  month: string;
  year: string;
  websiteSmsOptIn: boolean;
  interests: Interest[];
}

export type PreferencesToSave = { ok: false; errors: FieldError[] } | { ok: true; preferences: CustomerPreferences };

/**
 * The check of the preferences form and what is saved when it passes: names and phone trimmed, the birthday
 * without a year kept to day and month, a birthday left unchosen saved as none (null), a chosen one as the
 * CRM's epoch seconds (birthdayToEpochSeconds). The browser's form and the page post without JavaScript both
 * save through this, so they refuse and save alike.
 */
export function preferencesToSave(entry: PreferencesFormEntry): PreferencesToSave {
  const birthday = entry.year === '' ? { day: entry.day, month: entry.month } : { day: entry.day, month: entry.month, year: entry.year };
  const input = {
    guid: entry.guid,
    firstName: entry.firstName.trim(),
    phoneNumber: entry.phoneNumber.trim(),
    gender: entry.gender,
    favRestaurantCode: entry.favRestaurantCode,
    birthday,
    websiteSmsOptIn: entry.websiteSmsOptIn,
    interests: entry.interests,
  };
  const result = validatePreferences(input);
  if (!result.valid) return { ok: false, errors: result.errors };
  const unchosen = entry.day === '' && entry.month === '' && entry.year === '';
  return {
    ok: true,
    preferences: {
      guid: input.guid,
      firstName: input.firstName,
      phoneNumber: input.phoneNumber,
      gender: input.gender,
      favRestaurantCode: input.favRestaurantCode,
      birthDate: unchosen ? null : (birthdayToEpochSeconds(entry.day, entry.month, entry.year === '' ? undefined : entry.year) ?? null),
      websiteSmsOptIn: input.websiteSmsOptIn,
      interests: input.interests,
    },
  };
}

/** The form as the API's stored preferences fill it in: the birthday's epoch seconds as its three pickers, none as blanks. */
export function preferencesEntryOf(stored: CustomerPreferences): PreferencesFormEntry {
  const birthday = epochSecondsToBirthday(stored.birthDate);
  return {
    guid: stored.guid,
    firstName: stored.firstName,
    phoneNumber: stored.phoneNumber,
    gender: stored.gender,
    favRestaurantCode: stored.favRestaurantCode,
    day: birthday ? String(birthday.day) : '',
    month: birthday ? String(birthday.month) : '',
    year: birthday ? String(birthday.year) : '',
    websiteSmsOptIn: stored.websiteSmsOptIn,
    interests: stored.interests.map((interest) => ({ ...interest })),
  };
}

/** The birthday's day once the month or year changed: kept while that month still has it, else unchosen (''). */
export function birthdayDayKept(day: string, month: string, year: string): string {
  return day !== '' && !birthdayOptions(month, year).days.includes(Number(day)) ? '' : day;
}
