// The checks each form's text fields share, built from the one set of patterns in rules.ts, so the job
// application, preferences, sign-up and voucher forms cannot drift apart.
import { FORMS } from '../constants';
import { isText, matches, maxChars, type FieldRule } from './field-checks';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidName, isValidPhone } from './rules';

/** Text of the standard e-mail shape (rules.ts EMAIL_PATTERN), at most EMAIL_MAX_LENGTH characters. */
export const emailRules: FieldRule[] = [isText, matches(isValidEmail), maxChars(EMAIL_MAX_LENGTH)];

/** Short text: an id, a slug, a restaurant code, an employer or a job title (FORMS.shortTextMaxLength). */
export const shortTextRules: FieldRule[] = [isText, maxChars(FORMS.shortTextMaxLength)];

/** Text of the telephone shape, 6 to 17 characters (rules.ts PHONE_PATTERN). */
export const phoneRules: FieldRule[] = [isText, matches(isValidPhone)];

/** The job application's names: letters (accents included), spaces and apostrophes, at most FORMS.applicantNameMaxLength. */
export const applicantNameRules: FieldRule[] = [isText, matches((value) => isValidName(value)), maxChars(FORMS.applicantNameMaxLength)];

/**
 * The customer record's first name (preferences, sign-up): letters, spaces, apostrophes and hyphens, at
 * most FORMS.nameMaxLength characters. A name of the wrong shape is 'invalid' before it is 'tooLong'.
 */
export const customerFirstNameRules: FieldRule[] = [
  isText,
  matches((value) => isValidName(value, { allowHyphens: true })),
  maxChars(FORMS.nameMaxLength),
];
