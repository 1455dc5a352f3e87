// A form's rules as data: one check per field (field-checks.ts), in the order the errors are reported, with
// fields nested inside objects, lists and keyed entries. validateFields runs a schema over outside data with
// no decorators and no reflection, so a browser bundle or a kiosk validates without class-validator;
// core/dto turns the same schemas into class-validator DTOs for servers.
import type { FieldCheck, RawForm } from './field-checks';
import {
  fieldError,
  inheritedNameField,
  isPlainObject,
  onePerField,
  type FieldError,
  type FormValidationOptions,
  type ValidationResult,
} from './validation-result';
import type { ValidationKey } from './validation-messages';

/** A field of a schema: its check, when it is checked at all, and the fields inside its value. */
export interface FieldSpec<C = unknown> {
  /** Sees the value as given, missing included: Required(...), Optional(...), Accepted(), or any check. */
  check: FieldCheck<C>;
  /** The field is checked only while this holds; otherwise it is skipped, the fields inside it included. */
  when?: (form: RawForm, context: C) => boolean;
  /** The value's own fields, checked after the field's check whenever the value is not undefined. */
  nested?: NestedFields<C>;
}

/**
 * Fields inside a value. Whatever the field's own check said, a value of the wrong shape is 'invalid' on the
 * field ('object': not a record; 'list': not a list) or on the item ('list': an item that is not a record;
 * undefined items are skipped). 'entries' checks records made from the value by `read` (the job's questions
 * with their answers), each under its key: 'answers.<questionId>.answer'.
 */
export type NestedFields<C = unknown> =
  | { kind: 'object'; schema: AnySchema<C> }
  | { kind: 'list'; schema: AnySchema<C> }
  | { kind: 'entries'; schema: AnySchema<C>; read: (value: unknown, form: RawForm, context: C) => ReadonlyMap<string, object> };

/** A form's schema: every field of `F`, in the order its errors are reported. */
export type FormSchema<F, C = unknown> = { readonly [K in keyof F]-?: FieldCheck<C> | FieldSpec<C> };

/** A schema whatever its form: what nested fields and generic code hold. */
export type AnySchema<C = unknown> = Readonly<Record<string, FieldCheck<C> | FieldSpec<C>>>;

export interface FieldValidationOptions<C = unknown> extends FormValidationOptions {
  /** What the checks validate against besides the input (the job applied for, today's date). */
  context?: C;
}

/** Every field's spec, a bare check read as { check }. */
export function fieldSpecs<C>(schema: AnySchema<C>): Array<[name: string, spec: FieldSpec<C>]> {
  return Object.keys(schema).map((name) => {
    const field = schema[name] as FieldCheck<C> | FieldSpec<C>;
    return [name, typeof field === 'function' ? { check: field } : field];
  });
}

/**
 * Checks `input` against `schema`. Input that is not a record is one error on '' ('invalid'). With
 * `forbidUnknown`, a field named like a member of Object.prototype ('__proto__', 'constructor') anywhere in
 * the input is refused first, alone; then, at every level, fields the schema does not declare are 'unknown'
 * (reported before that level's own fields). Each field reports at most one error: the first.
 * The value of a valid result is a new plain object holding the input's own fields (a JSON '__proto__' key
 * dropped), nested records copied the same way and keyed entries as a Map.
 */
export function validateFields<F, C = unknown>(
  schema: FormSchema<F, C>,
  input: unknown,
  options: FieldValidationOptions<C> = {},
): ValidationResult<F> {
  if (!isPlainObject(input)) return { valid: false, errors: [fieldError('', 'invalid')] };
  const forbidUnknown = options.forbidUnknown === true;
  if (forbidUnknown) {
    const inherited = inheritedNameField(input);
    if (inherited !== null) return { valid: false, errors: [fieldError(inherited, 'unknown')] };
  }
  const run: Run<C> = { forbidUnknown, context: options.context as C, errors: [] };
  const value = checkRecord(schema as AnySchema<C>, input, '', run);
  const errors = onePerField(run.errors);
  if (errors.length > 0) return { valid: false, errors };
  return { valid: true, value: value as F, errors: [] };
}

interface Run<C> {
  forbidUnknown: boolean;
  context: C;
  errors: FieldError[];
}

function checkRecord<C>(schema: AnySchema<C>, form: Record<string, unknown>, path: string, run: Run<C>): Record<string, unknown> {
  const report = (field: string, key: ValidationKey) => run.errors.push(fieldError(field, key));
  const value = copyOwnFields(form);
  if (run.forbidUnknown) {
    for (const name of Object.keys(form)) if (!hasOwn(schema, name)) report(pathOf(path, name), 'unknown');
  }
  for (const [name, spec] of fieldSpecs(schema)) {
    if (spec.when !== undefined && !spec.when(form, run.context)) continue;
    const field = pathOf(path, name);
    const given = hasOwn(form, name) ? form[name] : undefined;
    const key = spec.check(given, form, run.context);
    if (key !== undefined) report(field, key);
    if (spec.nested !== undefined) {
      const inner = checkNested(spec.nested, given, form, field, run);
      if (inner !== given) define(value, name, inner);
    }
  }
  return value;
}

function checkNested<C>(nested: NestedFields<C>, given: unknown, form: RawForm, field: string, run: Run<C>): unknown {
  if (nested.kind === 'entries') {
    const checked = new Map<string, Record<string, unknown>>();
    for (const [id, entry] of nested.read(given, form, run.context)) {
      checked.set(id, checkRecord(nested.schema, entry as Record<string, unknown>, pathOf(field, id), run));
    }
    return checked;
  }
  if (given === undefined) return given;
  if (nested.kind === 'object') {
    if (isPlainObject(given)) return checkRecord(nested.schema, given, field, run);
    run.errors.push(fieldError(field, 'invalid'));
    return given;
  }
  if (!Array.isArray(given)) {
    run.errors.push(fieldError(field, 'invalid'));
    return given;
  }
  return given.map((item: unknown, index) => {
    if (item === undefined) return item;
    const itemField = pathOf(field, String(index));
    if (isPlainObject(item)) return checkRecord(nested.schema, item, itemField, run);
    run.errors.push(fieldError(itemField, 'invalid'));
    return item;
  });
}

/** The input's own fields on a new plain object. Defined, not assigned: an assigned '__proto__' would swap its prototype. */
function copyOwnFields(form: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(form)) if (name !== '__proto__') define(copy, name, form[name]);
  return copy;
}

function define(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function hasOwn(target: object, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, name);
}

function pathOf(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}
