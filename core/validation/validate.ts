// Runs a class-validator DTO over outside data and answers with field errors that name the field,
// carry a stable key and an English message. Used by browser forms and by the server alike.
import { validateSync, type ValidationError } from 'class-validator';
import { VALIDATION_KEYS as KEYS, validationMessage, type ValidationKey } from './validation-messages';

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

export function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export function validateDto<T extends object>(
  dto: new () => T,
  input: unknown,
  options: ValidateOptions<T> = {},
): ValidationResult<T> {
  if (!isPlainObject(input)) {
    return { valid: false, errors: [fieldError('', 'invalid')] };
  }
  const instance = options.build ? options.build(input) : Object.assign(new dto(), input);
  const raw = validateSync(instance, {
    whitelist: options.forbidUnknown === true,
    forbidNonWhitelisted: options.forbidUnknown === true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const errors = flatten(raw, '');
  if (errors.length > 0) return { valid: false, errors };
  return { valid: true, value: instance, errors: [] };
}

/** The error for one field and key, with its message. */
export function fieldError(field: string, key: ValidationKey): FieldError {
  return { field, key, message: validationMessage(field, key) };
}

function flatten(errors: ValidationError[], prefix: string): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
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

function asKey(message: string): ValidationKey {
  return (isValidationKey(message) ? message : 'invalid');
}

function isValidationKey(value: string): value is ValidationKey {
  return Object.prototype.hasOwnProperty.call(KEYS, value);
}

