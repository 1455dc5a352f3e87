// DTO classes generated from core/validation's schemas: one decorated property per schema field, in the
// schema's order, nested schemas as nested DTO classes. The rules stay in the schema; a server gets a class
// it can validate with class-validator (validateDto) or nest in a DTO of its own.
import type { RawForm } from '../validation/field-checks';
import { fieldSpecs, type AnySchema, type FormSchema, type NestedFields } from '../validation/schema';
import { isPlainObject } from '../validation/validation-result';
import { ListInPlaceOfObject, buildDto, defineField, rememberInput } from './dto-builder';
import { Field } from './field-check.decorator';

/** A DTO class whose instances have the form's fields. */
export type DtoClass<T> = new () => T;

const dtoBySchema = new WeakMap<object, DtoClass<object>>();
const schemaByDto = new WeakMap<object, AnySchema<unknown>>();

/**
 * The DTO class of `schema`, made once: a later call with the same schema answers the same class (so a
 * nested schema named first keeps its name). Nested schemas get classes named `<name>_<field>` unless
 * they already have one.
 */
export function dtoFromSchema<F>(name: string, schema: FormSchema<F, never>): DtoClass<F> {
  const known = dtoBySchema.get(schema);
  if (known !== undefined) return known as DtoClass<F>;
  const fields = schema as unknown as AnySchema<unknown>;
  const Dto = { [name]: class {} }[name] as DtoClass<object>;
  dtoBySchema.set(schema, Dto);
  schemaByDto.set(Dto, fields);
  for (const [field, spec] of fieldSpecs(fields)) {
    if (spec.nested !== undefined) dtoFromSchema(`${name}_${field}`, spec.nested.schema);
    Field(spec)(Dto.prototype, field);
  }
  return Dto as DtoClass<F>;
}

/** The schema a DTO class was generated from, if it was. */
export function schemaOfDto(Dto: object): AnySchema<unknown> | undefined {
  return schemaByDto.get(Dto);
}

/**
 * An instance of the schema's DTO holding the input's own fields, with nested records as instances of their
 * DTOs (a list where a record belongs boxed, so it is reported once on its field), keyed entries as a Map
 * of instances, and every instance remembering its input and `context` for the checks.
 */
export function buildFromSchema<T extends object>(schema: AnySchema<unknown>, input: Record<string, unknown>, context: unknown): T {
  // Called only with schemas dtoFromSchema has seen: a generated DTO's and the schemas nested in it.
  const Dto = dtoBySchema.get(schema) as DtoClass<object>;
  const dto = buildDto(Dto, input);
  rememberInput(dto, input, context);
  for (const [field, spec] of fieldSpecs(schema)) {
    if (spec.nested === undefined) continue;
    const given = Object.prototype.hasOwnProperty.call(input, field) ? input[field] : undefined;
    const nested = nestedValue(spec.nested, given, input, context);
    if (nested !== given) defineField(dto, field, nested);
  }
  return dto as T;
}

function nestedValue(nested: NestedFields<unknown>, given: unknown, form: RawForm, context: unknown): unknown {
  const build = (value: Record<string, unknown>) => buildFromSchema(nested.schema, value, context);
  const record = (value: unknown) => {
    if (Array.isArray(value)) return new ListInPlaceOfObject(value);
    return isPlainObject(value) ? build(value) : value;
  };
  if (nested.kind === 'entries') {
    const entries = new Map<string, object>();
    for (const [id, entry] of nested.read(given, form, context)) entries.set(id, build(entry as Record<string, unknown>));
    return entries;
  }
  if (nested.kind === 'object') return record(given);
  return Array.isArray(given) ? given.map(record) : given;
}
