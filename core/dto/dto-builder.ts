// Turns plain outside data into DTO instances for class-validator (core has no class-transformer): the
// input's own fields are copied as they are, nested records become instances of their DTO class. Each
// instance remembers the input it was built from, so the field checks judge exactly what the plain
// validators judge (core/validation/schema.ts), not the instances made for class-validator to walk.
import type { RawForm } from '../validation/field-checks';
import { isPlainObject } from '../validation/validation-result';

/** The input a DTO instance was built from and the context it is checked against. */
export interface BuiltFrom {
  form: RawForm;
  context: unknown;
}

const builtFrom = new WeakMap<object, BuiltFrom>();

/** What `dto` was built from; undefined for an instance made otherwise (new Dto(), Object.assign). */
export function builtFromOf(dto: object): BuiltFrom | undefined {
  return builtFrom.get(dto);
}

export function rememberInput(dto: object, form: RawForm, context: unknown): void {
  builtFrom.set(dto, { form, context });
}

/**
 * A new `Dto` holding every own field of `input`. Fields are defined, not assigned. A JSON key "__proto__"
 * is dropped: assigned, it would swap the instance's prototype and with it the rules class-validator looks
 * up. So is a field named "constructor": class-validator finds the rules through `instance.constructor`,
 * which it would hide, making the whole record 'invalid'. Neither is a field of any form: strict
 * validation refuses both before building (inheritedNameField), lenient validation ignores them, as the
 * plain validators do.
 */
export function buildDto<T extends object>(Dto: new () => T, input: unknown): T {
  const dto = new Dto();
  if (!isPlainObject(input)) return dto;
  for (const key of Object.keys(input)) {
    if (key === '__proto__' || key === 'constructor') continue;
    defineField(dto, key, input[key]);
  }
  return dto;
}

export function defineField(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A list met where one record belongs. class-validator would walk into a bare list item by item and
 * report 'birthday.0', 'birthday.1', ...; boxed, the list is one value with no rules, reported once on
 * the field itself.
 */
export class ListInPlaceOfObject {
  constructor(readonly list: unknown[]) {}
}

/** A nested record as an instance of its DTO; anything else is kept (a list boxed) so its own rule reports it. */
export function nestedDto<T extends object>(Dto: new () => T, value: unknown, build: (value: Record<string, unknown>) => T = (fields) => buildDto(Dto, fields)): unknown {
  if (Array.isArray(value)) return new ListInPlaceOfObject(value);
  return isPlainObject(value) ? build(value) : value;
}

/** Each record of a list as an instance of its DTO; a value that is not a list is kept as it is. */
export function nestedDtoList<T extends object>(Dto: new () => T, value: unknown, build?: (value: Record<string, unknown>) => T): unknown {
  return Array.isArray(value) ? value.map((item) => nestedDto(Dto, item, build)) : value;
}
