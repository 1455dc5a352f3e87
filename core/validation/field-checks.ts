// A field's checks as plain functions: each answers the key of the first failure, or undefined when the
// field holds. The forms' schemas are made of them; core/dto wraps the same functions as class-validator
// decorators, so a rule is written once for the browser, a kiosk and the server.
import { INPUT } from '../constants';
import type { ValidationKey } from './validation-messages';
import { charCount, isMissing } from './rules';

/** A form's fields as they arrived, before any check: what a rule comparing fields reads. */
export type RawForm = Readonly<Record<string, unknown>>;

/**
 * One rule on a field that has a value: the key of the failure, or undefined when it holds. It also sees the
 * whole form, for rules that compare fields (start before end, day within the month), and the context the
 * caller validates against (the job applied for, today's date), undefined when none was given.
 */
export type FieldRule<C = unknown> = (value: unknown, form: RawForm, context: C) => ValidationKey | undefined;

/** A field's whole check: the same shape as a rule, but it sees missing values too (Required, Optional, ...). */
export type FieldCheck<C = unknown> = FieldRule<C>;

/** A missing value (undefined, null, blank text) fails with 'required'; otherwise the rules run in order. */
export function Required<C = unknown>(...rules: FieldRule<C>[]): FieldCheck<C> {
  return RequiredWhen<C>(() => true, ...rules);
}

/** A missing value is fine; a present one must pass the rules. */
export function Optional<C = unknown>(...rules: FieldRule<C>[]): FieldCheck<C> {
  return RequiredWhen<C>(() => false, ...rules);
}

/**
 * Required while `condition(form, context)` holds (a CV the job asks for, an end date of a past role), else
 * optional. The first rule that fails names the one error, so a field reports exactly one.
 */
export function RequiredWhen<C = unknown>(
  condition: (form: RawForm, context: C) => boolean,
  ...rules: FieldRule<C>[]
): FieldCheck<C> {
  return (value, form, context) => {
    if (isMissing(value)) return condition(form, context) ? 'required' : undefined;
    for (const rule of rules) {
      const key = rule(value, form, context);
      if (key !== undefined) return key;
    }
    return undefined;
  };
}

/**
 * A yes/no field that may be left out: undefined or null is no answer; anything else must be the boolean
 * true or false. Unlike Optional, blank text ('') is not taken for no answer: a flag is never text.
 */
export function OptionalFlag(): FieldCheck {
  return (value) => (value === undefined || value === null || typeof value === 'boolean' ? undefined : 'invalid');
}

/** Terms and conditions: only the boolean true passes; anything else, missing included, is 'mustAccept'. */
export function Accepted(): FieldCheck {
  return matches((value) => value === true, 'mustAccept');
}

// ---- Reusable rules -------------------------------------------------------------------------------------

/** Passes when `test` accepts the value, else fails with `key` ('invalid' by default). */
export function matches(test: (value: unknown) => boolean, key: ValidationKey = 'invalid'): FieldRule {
  // Text longer than any field takes is 'tooLong' before a pattern runs: a regular expression over
  // millions of characters can exhaust the engine's stack (seen with the name pattern on 5 MB).
  return (value) => (typeof value === 'string' && value.length > INPUT.textMaxLength ? 'tooLong' : test(value) ? undefined : key);
}

/** Any text, however long (a CV's base64 content is one): the length rules that follow bound it. */
export const isText: FieldRule = (value) => (typeof value === 'string' ? undefined : 'invalid');

export const isBoolean: FieldRule = matches((value) => typeof value === 'boolean');

/** Text longer than `max` characters fails with 'tooLong'; other types are left to the rules before it. */
export function maxChars(max: number): FieldRule {
  return (value) => (typeof value === 'string' && charCount(value) > max ? 'tooLong' : undefined);
}
