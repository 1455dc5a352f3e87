// Text as servers take it from outside, whatever the field: no NUL and no UTF-16 surrogate outside a pair
// (PostgreSQL refuses both and an e-mail cannot carry them), and no text longer than INPUT.textMaxLength
// but where the caller allows it (a CV's content). Checked on every request body, query and form before any
// field's own rules, so one check covers every field, nested ones and field names included.
import { INPUT } from '../constants';
import { fieldError, isPlainObject, type FieldError } from './validation-result';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL or a lone surrogate (a high one not followed by a low one, or the reverse). */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTERS.test(text);
}

export interface TextInputOptions {
  /** Longest text, in UTF-16 code units; INPUT.textMaxLength by default. */
  maxLength?: number;
  /** Dotted paths whose text may be longer (a CV's 'resume.content'); their characters are still checked. */
  longTextFields?: readonly string[];
}

/**
 * The first text in `input`, at any depth (list items and field names included), that holds a NUL or a
 * lone surrogate ('badCharacters', on the field's dotted path) or is too long ('tooLong'); else null.
 */
export function unsafeTextField(input: unknown, options: TextInputOptions = {}): FieldError | null {
  const maxLength = options.maxLength ?? INPUT.textMaxLength;
  const longFields = new Set(options.longTextFields ?? []);
  const pending: Array<[value: unknown, path: string]> = [[input, '']];
  // A loop rather than recursion: a deeply nested body cannot overflow the stack.
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return fieldError(path, 'badCharacters');
      if (value.length > maxLength && !longFields.has(path)) return fieldError(path, 'tooLong');
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push([value[index], path === '' ? String(index) : `${path}.${index}`]);
    } else if (isPlainObject(value)) {
      const names = Object.keys(value);
      for (const name of names) {
        // A name is named by itself: the path up to it with the name made safe to show.
        if (hasUnsafeCharacters(name) || name.length > maxLength) {
          const shown = name.replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
          return fieldError(path === '' ? shown : `${path}.${shown}`, hasUnsafeCharacters(name) ? 'badCharacters' : 'tooLong');
        }
      }
      for (let index = names.length - 1; index >= 0; index--) {
        const name = names[index] as string;
        pending.push([value[name], path === '' ? name : `${path}.${name}`]);
      }
    }
  }
  return null;
}
