// Property decorators for the DTOs: each field's checks run in the order written and the first that fails
// names the error key, so a field reports exactly one error whatever order class-validator keeps them in.
import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { ValidationKey } from './validation-messages';
import { charCount, isMissing } from './rules';

/**
 * One check on a field that has a value: answers the key of the failure, or undefined when it holds.
 * It also sees the whole DTO for rules that compare fields (start before end, day within the month).
 */
export type FieldRule<T = object> = (value: unknown, dto: T) => ValidationKey | undefined;

/** A missing value (undefined, null, blank text) fails with 'required'; otherwise the rules run in order. */
export function Required<T = object>(...rules: FieldRule<T>[]): PropertyDecorator {
  return RequiredWhen<T>(() => true, ...rules);
}

/** A missing value is fine; a present one must pass the rules. */
export function Optional<T = object>(...rules: FieldRule<T>[]): PropertyDecorator {
  return RequiredWhen<T>(() => false, ...rules);
}

/** Required while `condition(dto)` holds (a CV the job asks for, an end date of a past role), else optional. */
export function RequiredWhen<T = object>(condition: (dto: T) => boolean, ...rules: FieldRule<T>[]): PropertyDecorator {
  const check = (value: unknown, dto: T): ValidationKey | undefined => {
    if (isMissing(value)) return condition(dto) ? 'required' : undefined;
    for (const rule of rules) {
      const key = rule(value, dto);
      if (key !== undefined) return key;
    }
    return undefined;
  };
  return Check<T>(check);
}

/** Terms and conditions: only the boolean true passes; anything else, missing included, is 'mustAccept'. */
export function Accepted(): PropertyDecorator {
  return Check(matches((value) => value === true, 'mustAccept'));
}

/** The bare form: `check` sees every value, missing ones included, and answers a key or undefined. */
export function Check<T = object>(check: (value: unknown, dto: T) => ValidationKey | undefined): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'fieldCheck',
      target: target.constructor,
      propertyName: String(propertyName),
      // The message is the failing key: validate.ts turns it into the FieldError's key and English text.
      // class-validator asks for it only after validate failed, and checks are pure, so a key is there.
      options: { message: (args: ValidationArguments) => check(args.value, args.object as T) as ValidationKey },
      validator: { validate: (value: unknown, args: ValidationArguments) => check(value, args.object as T) === undefined },
    });
  };
}

// ---- Reusable rules -------------------------------------------------------------------------------------

/** Passes when `test` accepts the value, else fails with `key` ('invalid' by default). */
export function matches(test: (value: unknown) => boolean, key: ValidationKey = 'invalid'): FieldRule {
  return (value) => (test(value) ? undefined : key);
}

export const isText: FieldRule = matches((value) => typeof value === 'string');

export const isBoolean: FieldRule = matches((value) => typeof value === 'boolean');

/** Text longer than `max` characters fails with 'tooLong'; other types are left to the rules before it. */
export function maxChars(max: number): FieldRule {
  return (value) => (typeof value === 'string' && charCount(value) > max ? 'tooLong' : undefined);
}
