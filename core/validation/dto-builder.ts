// Turns plain outside data into DTO instances for class-validator (core has no class-transformer): the
// input's own fields are copied as they are, nested objects become instances of their DTO class.

export function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/**
 * A new `Dto` holding every own field of `input`. Fields are defined, not assigned, and a JSON key
 * "__proto__" is dropped: assigned, it would swap the instance's prototype and with it the rules
 * class-validator looks up; kept, class-validator's unknown-field check would not see it either.
 */
export function buildDto<T extends object>(Dto: new () => T, input: unknown): T {
  const dto = new Dto();
  if (!isPlainObject(input)) return dto;
  for (const key of Object.keys(input)) {
    if (key === '__proto__') continue;
    Object.defineProperty(dto, key, { value: input[key], enumerable: true, writable: true, configurable: true });
  }
  return dto;
}

/**
 * A list met where one object belongs. class-validator would walk into a bare list item by item and
 * report 'birthday.0', 'birthday.1', ...; boxed, the list is one value with no rules, reported once on
 * the field itself.
 */
export class ListInPlaceOfObject {
  constructor(readonly list: unknown[]) {}
}

/** A nested object as an instance of its DTO; anything else is kept (a list boxed) so its own rule reports it. */
export function nestedDto<T extends object>(Dto: new () => T, value: unknown): unknown {
  if (Array.isArray(value)) return new ListInPlaceOfObject(value);
  return isPlainObject(value) ? buildDto(Dto, value) : value;
}

/** Each plain object of a list as an instance of its DTO; a value that is not a list is kept as it is. */
export function nestedDtoList<T extends object>(Dto: new () => T, value: unknown): unknown {
  return Array.isArray(value) ? value.map((item) => nestedDto(Dto, item)) : value;
}
