// The class-validator bridge: property decorators made of core/validation's plain checks, so a rule is
// written once. Each field's checks run in the order written and the first that fails names the error key,
// so a field reports exactly one error whatever order class-validator keeps them in.
import { ValidateIf, ValidateNested, registerDecorator, type ValidationArguments } from 'class-validator';
import * as checks from '../validation/field-checks';
import type { FieldCheck, FieldRule, RawForm } from '../validation/field-checks';
import type { FieldSpec } from '../validation/schema';
import type { ValidationKey } from '../validation/validation-messages';
import { builtFromOf } from './dto-builder';

/** A missing value (undefined, null, blank text) fails with 'required'; otherwise the rules run in order. */
export function Required<C = unknown>(...rules: FieldRule<C>[]): PropertyDecorator {
  return Check(checks.Required<C>(...rules));
}

/** A missing value is fine; a present one must pass the rules. */
export function Optional<C = unknown>(...rules: FieldRule<C>[]): PropertyDecorator {
  return Check(checks.Optional<C>(...rules));
}

/** Required while `condition(form, context)` holds, else optional. */
export function RequiredWhen<C = unknown>(condition: (form: RawForm, context: C) => boolean, ...rules: FieldRule<C>[]): PropertyDecorator {
  return Check(checks.RequiredWhen<C>(condition, ...rules));
}

/** Terms and conditions: only the boolean true passes; anything else, missing included, is 'mustAccept'. */
export function Accepted(): PropertyDecorator {
  return Check(checks.Accepted());
}

/**
 * The bare form: `check` sees every value, missing ones included, and answers a key or undefined. On an
 * instance built by validateDto it sees the field as given and the whole input (see dto-builder.ts); on one
 * made otherwise, the instance's own value and the instance.
 */
export function Check<C = unknown>(check: FieldCheck<C>): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'fieldCheck',
      target: target.constructor,
      propertyName: String(propertyName),
      // The message is the failing key: validateDto turns it into the FieldError's key and English text.
      // class-validator asks for it only after validate failed, and checks are pure, so a key is there.
      options: { message: (args: ValidationArguments) => run(check, args) as ValidationKey },
      validator: { validate: (_value: unknown, args: ValidationArguments) => run(check, args) === undefined },
    });
  };
}

/**
 * A schema's field as decorators: its check, `ValidateIf` for its condition and `ValidateNested` for the
 * fields inside it (the nested DTO instances are made by the schema's builder, schema-dto.ts).
 */
export function Field<C = unknown>(field: FieldCheck<C> | FieldSpec<C>): PropertyDecorator {
  const spec: FieldSpec<C> = typeof field === 'function' ? { check: field } : field;
  return (target: object, propertyName: string | symbol) => {
    const { when } = spec;
    if (when !== undefined) {
      ValidateIf((dto: object) => {
        const given = builtFromOf(dto);
        return when(given?.form ?? (dto as RawForm), given?.context as C);
      })(target, propertyName);
    }
    Check(spec.check)(target, propertyName);
    if (spec.nested !== undefined) ValidateNested({ message: 'invalid' })(target, propertyName);
  };
}

function run<C>(check: FieldCheck<C>, args: ValidationArguments): ValidationKey | undefined {
  const given = builtFromOf(args.object);
  if (given === undefined) return check(args.value, args.object as RawForm, undefined as C);
  const { form, context } = given;
  const value = Object.prototype.hasOwnProperty.call(form, args.property) ? form[args.property] : undefined;
  return check(value, form, context as C);
}
