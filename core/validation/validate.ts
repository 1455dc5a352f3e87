// Runs a class-validator DTO over outside data and answers with field errors that name the field,
// carry a stable key and an English message. Used by browser forms and by the server alike.
import { validateSync, type ValidationError } from 'class-validator';
import { VALIDATION_KEYS as KEYS, validationMessage, type ValidationKey } from './validation-messages';
import { buildDto, isPlainObject } from './dto-builder';

export interface FieldError {
  /** Dotted path of the field, e.g. 'email' or 'experience.1.fromYear'. */
  field: string;
  /** Stable key a UI or API client can switch on, e.g. 'required', 'invalid', 'dateError'. */
  key: ValidationKey;
  message: string;
}

export type ValidationResult<T> =
  | { valid: true; value: T; errors: [] }
  | { valid: false; errors: FieldError[] };

export interface ValidateOptions<T> {
  /** Builds the DTO instance (including nested instances) from the plain input. */
  build?: (input: Record<string, unknown>) => T;
  /** Reject properties the DTO does not declare (key 'unknown'). Servers turn this on. */
  forbidUnknown?: boolean;
}

/** What a form's validate function takes besides the input. */
export type FormValidationOptions = Pick<ValidateOptions<object>, 'forbidUnknown'>;

export { isPlainObject };

export function validateDto<T extends object>(
  dto: new () => T,
  input: unknown,
  options: ValidateOptions<T> = {},
): ValidationResult<T> {
  if (!isPlainObject(input)) {
    return { valid: false, errors: [fieldError('', 'invalid')] };
  }
  if (options.forbidUnknown === true) {
    const inherited = inheritedNameField(input);
    if (inherited !== null) return { valid: false, errors: [fieldError(inherited, 'unknown')] };
  }
  const instance = options.build ? options.build(input) : buildDto(dto, input);
  const raw = validateSync(instance, {
    whitelist: options.forbidUnknown === true,
    forbidNonWhitelisted: options.forbidUnknown === true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const errors = onePerField(flatten(raw, ''));
  if (errors.length > 0) return { valid: false, errors };
  return { valid: true, value: instance, errors: [] };
}

// Names every object has through Object.prototype ('__proto__', 'constructor', 'hasOwnProperty', ...).
// class-validator's whitelist looks field names up in a plain object, so it would take these for
// declared fields and let them through; they are refused before any DTO sees the input.
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The dotted path of the first field, at any depth, named like a member of Object.prototype; else null. */
export function inheritedNameField(input: unknown): string | null {
  const pending: Array<[value: unknown, path: string]> = [[input, '']];
  // A loop rather than recursion: a deeply nested body cannot overflow the stack.
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, path === '' ? String(index) : `${path}.${index}`]));
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        const field = path === '' ? key : `${path}.${key}`;
        if (INHERITED_NAMES.has(key)) return field;
        pending.push([value[key], field]);
      }
    }
  }
  return null;
}

/** The error for one field and key, with its message. */
export function fieldError(field: string, key: ValidationKey): FieldError {
  return { field, key, message: validationMessage(field, key) };
}

function flatten(errors: ValidationError[], prefix: string): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    // class-validator leaves the property undefined when a nested value has no rules of its own (a plain
    // object where a DTO was expected): the error belongs to the field that holds it, not to 'x.undefined'.
    const field = error.property === undefined ? prefix : prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const names = Object.keys(constraints);
    if (names.length > 0) {
      // One error per field: the first failed rule, so a UI shows one message under each input.
      const first = names[0] as string;
      const key = first === 'whitelistValidation' ? 'unknown' : (constraints[first] as string);
      out.push(fieldError(field, asKey(key)));
    }
    if (error.children && error.children.length > 0) out.push(...flatten(error.children, field));
  }
  return out;
}

/** A field failing a rule of its own and a nested check keeps only its first error, as flatten promises. */
function onePerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (seen.has(error.field)) return false;
    seen.add(error.field);
    return true;
  });
}

function asKey(message: string): ValidationKey {
  return (isValidationKey(message) ? message : 'invalid');
}

function isValidationKey(value: string): value is ValidationKey {
  return Object.prototype.hasOwnProperty.call(KEYS, value);
}

