// What every form's check answers: the form's value when it holds, else one error per failing field, each
// naming the field, carrying a stable key and an English message. Shared by the plain validators and core/dto.
import { VALIDATION_KEYS, validationMessage, type ValidationKey } from './validation-messages';

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

/** What a form's validate function takes besides the input. */
export interface FormValidationOptions {
  /** Reject fields the form does not have (key 'unknown'). Servers turn this on. */
  forbidUnknown?: boolean;
}

/** The error for one field and key, with its message. */
export function fieldError(field: string, key: ValidationKey): FieldError {
  return { field, key, message: validationMessage(field, key) };
}

/** One error per field: a field failing its own check and a nested one keeps only its first error. */
export function onePerField(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (seen.has(error.field)) return false;
    seen.add(error.field);
    return true;
  });
}

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_KEYS, value);
}

/** Anything that is an object and not a list: how outside data shows a record of fields. */
export function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

// Names every object has through Object.prototype ('__proto__', 'constructor', 'hasOwnProperty', ...).
// A validator looking field names up in a plain object would take these for declared fields and let them
// through; they are refused before any check sees the input.
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

/**
 * The first message of each field, in the order the errors come: what a form shows under each field. Here,
 * beside FieldError, so a form that needs only this does not load another form's rules (issue 15's budget).
 */
export function firstMessageByField(errors: readonly Pick<FieldError, 'field' | 'message'>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) if (messages[error.field] === undefined) messages[error.field] = error.message;
  return messages;
}
